import { Alignment, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { LinkButton } from '../../components/link-button';
import { TestVideoMenu } from '../../features/device-test/components/test-video-menu';
import { NotificationsMenu } from '../../features/messages/components/notifications-menu';
import type { RoleArea } from '../../lib/role-area';
import type { SessionUser } from '../../lib/stored-session';
import { interviewStore } from '../../stores/interview-store';
import { jobFairSelectionStore } from '../../stores/job-fair-selection-store';
import { ApplicantJobFairHeader } from './applicant-job-fair-header';
import { FairBrandHeading } from './fair-brand-heading';
import { NAV_TEXTS } from './nav-texts';
import { OrganizationJobFairHeader } from './organization-job-fair-header';
import { ProfileMenu } from './profile-menu';

const NavLink = ({
  to,
  icon,
  text,
  disabled = false,
  exact = false,
}: {
  to: string;
  icon: Parameters<typeof LinkButton>[0]['icon'];
  text: string;
  disabled?: boolean;
  /** Active only on this very path, not on the pages under it (the console's /audit beside /audit/reports). */
  exact?: boolean;
}) => (
  <LinkButton
    to={to}
    variant="minimal"
    icon={icon}
    text={text}
    disabled={disabled}
    activeProps={{ active: true }}
    activeOptions={{ exact }}
  />
);

/** Recruiters appear in booth lists with their presence (spec 2 §2.1 Team Members, §2.2 Booth Representatives). */
const seenInFairs = (area: RoleArea) => area === 'recruiter' || area === 'employerAdminAndRecruiter';

/** spec 1 §2.4: the top navigation of each role area. */
export const TopNav = ({ area, user }: { area: RoleArea; user: SessionUser }) => {
  const params: { orgId?: string; jobFairId?: string } = useParams({ strict: false });
  const { activeJobFair } = useSnapshot(jobFairSelectionStore);
  const jobSeekerBase = params.orgId && params.jobFairId ? `/job-seeker/organizations/${params.orgId}/jobfairs/${params.jobFairId}` : null;
  // spec 1 §2.4: the menu is disabled while an interview is in progress.
  const { inProgress: inInterview } = useSnapshot(interviewStore);

  let links: ReactNode = null;
  let right: ReactNode = null;
  switch (area) {
    case 'applicant':
      links = (
        <>
          <NavLink to={`${jobSeekerBase ?? ''}/lobby`} icon="grid-view" text={NAV_TEXTS.lobby} disabled={!jobSeekerBase || inInterview} />
          <NavLink to={`${jobSeekerBase ?? ''}/history`} icon="history" text={NAV_TEXTS.reports} disabled={!jobSeekerBase || inInterview} />
          <TestVideoMenu disabled={inInterview} />
        </>
      );
      right = <ApplicantJobFairHeader organizationId={params.orgId ?? null} jobFairId={params.jobFairId ?? null} />;
      break;
    case 'admin':
      links = (
        <>
          <NavLink to="/admin/companies" icon="office" text={NAV_TEXTS.companies} />
          <NavLink to="/admin/sponsors" icon="people" text={NAV_TEXTS.manageSponsors} />
          <NavLink to="/admin/email-templates" icon="envelope" text={NAV_TEXTS.comms} />
          <NavLink to="/admin/email-deliveries" icon="send-message" text={NAV_TEXTS.deliveries} />
          <NavLink to="/audit" icon="history" text={NAV_TEXTS.eventHistory} />
          <NavLink to="/admin/auditors" icon="eye-open" text={NAV_TEXTS.auditors} />
        </>
      );
      break;
    case 'auditor':
      links = (
        <>
          <NavLink to="/audit" icon="history" text={NAV_TEXTS.eventHistory} exact />
          <NavLink to="/audit/reports" icon="chart" text={NAV_TEXTS.reports} />
        </>
      );
      break;
    case 'employerAdmin':
    case 'employerAdminAndRecruiter':
    case 'recruiter': {
      const employer = area !== 'recruiter';
      const recruiter = area !== 'employerAdmin';
      // spec 1 §2.4: the recruiter's menu is disabled while no job fair is selected (the dashboard never is:
      // it is where the first fair gets created), and all of it, the fair selector too, during an interview.
      const noFair = activeJobFair === null || inInterview;
      links = (
        <>
          {employer && <NavLink to="/employer-admin/dashboard" icon="dashboard" text={NAV_TEXTS.dashboard} disabled={inInterview} />}
          {employer && (
            <NavLink
              to={`/employer-admin/fair-report/${activeJobFair?.id ?? ''}`}
              icon="chart"
              text={NAV_TEXTS.fairReport}
              disabled={noFair}
            />
          )}
          {recruiter && <NavLink to="/recruiter/booth" icon="shop" text={NAV_TEXTS.booth} disabled={noFair} />}
          {recruiter && <NavLink to="/recruiter/history" icon="timeline-bar-chart" text={NAV_TEXTS.reports} disabled={noFair} />}
          {recruiter && <TestVideoMenu disabled={inInterview} />}
        </>
      );
      right = <OrganizationJobFairHeader organizationId={user.organizationId} disabled={inInterview} />;
      break;
    }
    case 'none':
      break;
  }

  const notificationsFair =
    area === 'applicant' ? (params.jobFairId ?? null) : area === 'admin' || area === 'none' ? null : (activeJobFair?.id ?? null);

  return (
    <Navbar className="app-navbar" fixedToTop>
      <NavbarGroup align={Alignment.START}>
        <NavbarHeading>
          {area === 'applicant' && params.orgId && params.jobFairId ? (
            <FairBrandHeading orgId={params.orgId} jobFairId={params.jobFairId} />
          ) : (
            <Link to="/" className="app-navbar__brand">
              <img src="/logo.svg" alt="" width={28} height={28} />
              <span>{NAV_TEXTS.productName}</span>
            </Link>
          )}
        </NavbarHeading>
        {links && <NavbarDivider />}
        {links}
      </NavbarGroup>
      <NavbarGroup align={Alignment.END} className="app-navbar__right">
        {right}
        {right && <NavbarDivider />}
        {/* spec 1 §2.4: every role but Admin has notifications, of the fair it is in. */}
        {notificationsFair && <NotificationsMenu jobFairId={notificationsFair} userId={user.userId} seeker={area === 'applicant'} />}
        {area === 'applicant' ? (
          <ProfileMenu
            user={user}
            profile={{ path: jobSeekerBase && !inInterview ? `${jobSeekerBase}/profile` : null }}
            presence={{ jobFairId: params.jobFairId ?? null }}
          />
        ) : (
          <ProfileMenu user={user} presence={seenInFairs(area) ? { jobFairId: activeJobFair?.id ?? null } : undefined} />
        )}
      </NavbarGroup>
    </Navbar>
  );
};
