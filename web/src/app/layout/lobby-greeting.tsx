import { JobFairStatusBadge } from '../../features/jobfairs/components/job-fair-status-badge';
import { useFairIdentity } from '../../features/job-fair-landing/api/get-fair-identity';
import { useSeekerFair } from '../../features/queue/api/get-seeker-fair';
import { NAV_TEXTS } from './nav-texts';

/**
 * The lobby greets a job seeker with the fair they are at: its name, organiser, sponsor, and its status and
 * time left, above the booth cards.
 */
export const LobbyGreeting = ({ orgId, jobFairId }: { orgId: string; jobFairId: string }) => {
  const identity = useFairIdentity(orgId, jobFairId).data;
  const fair = useSeekerFair(jobFairId).data;
  if (!identity) return null;
  const sponsor = identity.sponsor;
  return (
    <header className="lobby-greeting">
      {identity.logoUrl && (
        <img className="lobby__fair-logo" src={identity.logoUrl} alt={`${identity.jobFairName} logo`} data-testid="lobby-fair-logo" />
      )}
      <div className="lobby-greeting__text">
        <h1 className="lobby-greeting__title">{NAV_TEXTS.welcomeTo(identity.jobFairName)}</h1>
        <p className="lobby-greeting__host">
          {NAV_TEXTS.hostedBy(identity.orgName)}
          {sponsor && <span className="lobby-greeting__sponsor"> · {sponsor.sponsoredByText || NAV_TEXTS.sponsoredBy(sponsor.name)}</span>}
        </p>
      </div>
      {fair && <JobFairStatusBadge fair={fair} large />}
    </header>
  );
};
