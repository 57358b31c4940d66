import { Link } from '@tanstack/react-router';
import { useFairIdentity } from '../../features/job-fair-landing/api/get-fair-identity';
import { useBrandTheme } from '../../lib/brand-theme';
import { NAV_TEXTS } from './nav-texts';

/**
 * A job seeker inside a fair sees whose fair it is: the organiser's logo and the fair's name take the
 * product's place in the navigation, and the pages wear the organiser's brand colour.
 */
export const FairBrandHeading = ({ orgId, jobFairId }: { orgId: string; jobFairId: string }) => {
  const identity = useFairIdentity(orgId, jobFairId).data;
  useBrandTheme(identity?.brandColor);
  return (
    <Link to="/job-seeker/organizations/$orgId/jobfairs/$jobFairId/lobby" params={{ orgId, jobFairId }} className="app-navbar__brand">
      <img src={identity?.logoUrl ?? identity?.companyLogoUrl ?? '/logo.svg'} alt="" width={28} height={28} className="app-navbar__logo" />
      <span className="app-navbar__fair-name">{identity?.jobFairName ?? NAV_TEXTS.productName}</span>
    </Link>
  );
};
