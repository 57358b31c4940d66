import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LogoutPage } from '../../features/auth/components/logout-page';
import { NotFoundPage, SystemErrorPage } from '../../features/errors/error-page';
import { MarketingPage } from '../../features/marketing/components/marketing-page';
import { VerifyIdentityPage } from '../../features/email-identities/components/verify-identity-page';
import { ClientInvitePage } from '../../features/sponsor/components/client-invite-page';
import { SponsorJobFairsPage } from '../../features/sponsor/components/sponsor-job-fairs-page';
import { NoRolePage } from './no-role-page';
import { useSnapshot } from 'valtio';
import { roleArea } from '../../lib/role-area';
import { sessionStore } from '../../stores/session-store';
import { ProfileRoute } from './profile-route';
import { RECRUITER_PAGES, RecruiterBreadcrumbs } from './recruiter-breadcrumbs';
import { rootRoute, shellRoute } from './root-route';

const error404Route = createRoute({ getParentRoute: () => rootRoute, path: 'error/404', component: NotFoundPage });
const error500Route = createRoute({ getParentRoute: () => rootRoute, path: 'error/500', component: SystemErrorPage });
const logoutRoute = createRoute({ getParentRoute: () => rootRoute, path: 'logout', component: LogoutPage });
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: 'home', component: MarketingPage });
// Sponsor subdomains only (the guard sends the main host elsewhere).
const sponsorJobFairsRoute = createRoute({ getParentRoute: () => rootRoute, path: 'jobfairs', component: SponsorJobFairsPage });
const sponsorInviteRoute = createRoute({ getParentRoute: () => rootRoute, path: 'client-invite', component: ClientInvitePage });

// The link of an email identity's verification mail (spec 3 §2.2): the mailbox's owner need not have an account.
const verifySearch = z.object({ email: z.string().max(254).catch(''), token: z.string().max(100).catch('') });
const verifyIdentityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'email-identities/verify',
  validateSearch: (search) => verifySearch.parse(search),
  component: function VerifyIdentity() {
    const { email, token } = verifyIdentityRoute.useSearch();
    return <VerifyIdentityPage email={email} token={token} />;
  },
});

/** Public pages of no area. */
export const publicRoutes = [
  error404Route,
  error500Route,
  logoutRoute,
  homeRoute,
  sponsorJobFairsRoute,
  sponsorInviteRoute,
  verifyIdentityRoute,
] as const;

const noRoleRoute = createRoute({ getParentRoute: () => shellRoute, path: 'dashboard', component: NoRolePage });
// spec 2 §2.5: the profile page of every role; a recruiter's carries the recruiter trail (spec 2 §2.1).
const myProfileRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'profile',
  component: function MyProfile() {
    const { session } = useSnapshot(sessionStore);
    const recruiter = session !== null && ['recruiter', 'employerAdminAndRecruiter'].includes(roleArea(session.user.roles));
    return (
      <>
        {recruiter && <RecruiterBreadcrumbs page={RECRUITER_PAGES.profile} />}
        <ProfileRoute />
      </>
    );
  },
});

/** Signed-in pages of every role. */
export const signedInRoutes = [noRoleRoute, myProfileRoute] as const;
