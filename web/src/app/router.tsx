import { Spinner } from '@blueprintjs/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, Outlet, redirect } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { z } from 'zod';
import { NoJobFairSelected } from '../features/applicant/no-job-fair-selected';
import { AuthFrame } from '../features/auth/components/auth-frame';
import { LoginPage } from '../features/auth/components/login-page';
import { LogoutPage } from '../features/auth/components/logout-page';
import { ForgotPasswordPage } from '../features/password-reset/components/forgot-password-page';
import { ResetPasswordPage } from '../features/password-reset/components/reset-password-page';
import { RegistrationPage } from '../features/registration/components/registration-page';
import { isStepNumber } from '../features/employer-dashboard/dashboard-steps';
import { FatalErrorPage, NotFoundPage, SystemErrorPage } from '../features/errors/error-page';
import { jobFairsQueryOptions } from '../features/jobfairs/api/get-job-fairs';
import { organizationQueryOptions } from '../features/organization/api/get-organization';
import * as Placeholders from '../features/placeholders/placeholder-screens';
import { BoothPage } from '../features/queue/components/booth-page';
import { LobbyPage } from '../features/queue/components/lobby-page';
import { RecruiterBoothPage } from '../features/recruiter-booth/components/recruiter-booth-page';
import { RateCompanyPage } from '../features/interview/components/rate-company-page';
import { RecruiterInterviewPage } from '../features/interview/components/recruiter-interview-page';
import { SeekerInterviewPage } from '../features/interview/components/seeker-interview-page';
import { DeviceTestPage } from '../features/device-test/components/device-test-page';
import { MyChatsPage } from '../features/interview/components/my-chats-page';
import { Transcript } from '../features/interview/components/transcript';
import { RecruiterReportPage } from '../features/recruiter-booth/components/report/report-page';
import { EditBoothDialog } from '../features/booths/components/edit-booth-dialog';
import { AdminJobFairsScreen } from '../features/jobfairs/components/admin-job-fairs-screen';
import { LocalCheckoutPage } from '../features/payments/components/local-checkout-page';
import { PaymentSuccessPage } from '../features/payments/components/payment-success-page';
import { SponsorUnavailablePage } from '../features/sponsor/sponsor-unavailable-page';
import { queryClient } from '../lib/query-client';
import { jobFairSelectionStore } from '../stores/job-fair-selection-store';
import { sessionStore } from '../stores/session-store';
import { AppShell } from './layout/app-shell';
import { RootLayout } from './root-layout';
import { resolveRoute } from './route-guard';
import { EmployerAdminDashboardPage } from './routes/employer-admin-dashboard-page';
import { JobFairLandingRoute } from './routes/job-fair-landing-route';
import { ProfileRoute } from './routes/profile-route';
import { NoRolePage } from './routes/no-role-page';
import { requireCompleteProfile } from './profile-gate';

// The route tree, code-based. Every navigation first passes the root guard (route-guard.ts), which
// applies host, sign-in and role rules; routes below only render.

export type RouterContext = Readonly<{ queryClient: QueryClient }>;

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    const target = resolveRoute({
      pathname: location.pathname,
      hostname: window.location.hostname,
      roles: sessionStore.session?.user.roles ?? null,
    });
    if (target !== null) throw redirect({ href: target, replace: true });
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: SystemErrorPage,
});

// Public and area-independent pages.
const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth',
  component: () => (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  ),
});
const loginSearch = z.object({ email: z.coerce.string().optional().catch(undefined) });
const loginRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'login',
  validateSearch: (search) => loginSearch.parse(search),
  component: function Login() {
    const { email } = loginRoute.useSearch();
    return <LoginPage initialEmail={email} />;
  },
});
// spec 3 §2.1: employer registration, roles EmployerAdmin and Recruiter; optional sponsorId and pre-filled email.
const registrationSearch = z.object({
  sponsorId: z.string().uuid().optional().catch(undefined),
  email: z.coerce.string().optional().catch(undefined),
  /** From sign-in's UserNotConfirmedException: straight to the confirmation step for `email`. */
  confirm: z.coerce.boolean().optional().catch(undefined),
});
const EMPLOYER_ROLES = ['EmployerAdmin', 'Recruiter'] as const;
const registrationRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'registration',
  validateSearch: (search) => registrationSearch.parse(search),
  component: function Registration() {
    const { sponsorId, email, confirm } = registrationRoute.useSearch();
    return <RegistrationPage roles={EMPLOYER_ROLES} sponsorId={sponsorId} initialEmail={email} startAtConfirmation={confirm === true} />;
  },
});
// spec 1 §2.2: forgot password, then the code and new password (orgId and jobfairId lead back to a fair).
const fairSearch = { orgId: z.coerce.string().optional().catch(undefined), jobfairId: z.coerce.string().optional().catch(undefined) };
const forgotPasswordSearch = z.object({ email: z.coerce.string().optional().catch(undefined), ...fairSearch });
const forgotPasswordRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'forgot-password',
  validateSearch: (search) => forgotPasswordSearch.parse(search),
  component: function ForgotPassword() {
    const { email, orgId, jobfairId } = forgotPasswordRoute.useSearch();
    return <ForgotPasswordPage initialEmail={email} orgId={orgId} jobfairId={jobfairId} />;
  },
});
const resetPasswordSearch = z.object({ ...fairSearch, sent: z.coerce.boolean().optional().catch(undefined) });
const resetPasswordRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'forgot-password-code-verify/$email',
  validateSearch: (search) => resetPasswordSearch.parse(search),
  component: function ResetPassword() {
    const { email } = resetPasswordRoute.useParams();
    const { orgId, jobfairId, sent } = resetPasswordRoute.useSearch();
    return <ResetPasswordPage email={email} orgId={orgId} jobfairId={jobfairId} sent={sent} />;
  },
});
const error404Route = createRoute({ getParentRoute: () => rootRoute, path: 'error/404', component: NotFoundPage });
const error500Route = createRoute({ getParentRoute: () => rootRoute, path: 'error/500', component: SystemErrorPage });
const logoutRoute = createRoute({ getParentRoute: () => rootRoute, path: 'logout', component: LogoutPage });
const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: 'home', component: Placeholders.MarketingPage });
const jobFairLandingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'job-seeker/organizations/$orgId/jobfairs/$jobFairId',
  component: function JobFairLanding() {
    const { orgId, jobFairId } = jobFairLandingRoute.useParams();
    return <JobFairLandingRoute orgId={orgId} jobFairId={jobFairId} />;
  },
});
// Sponsor subdomains only (the guard sends the main host elsewhere).
const sponsorJobFairsRoute = createRoute({ getParentRoute: () => rootRoute, path: 'jobfairs', component: SponsorUnavailablePage });
const sponsorInviteRoute = createRoute({ getParentRoute: () => rootRoute, path: 'client-invite', component: SponsorUnavailablePage });

// The signed-in areas, inside the shell with the role's navigation.
const shellRoute = createRoute({ getParentRoute: () => rootRoute, id: 'shell', component: AppShell });
const applicantHomeRoute = createRoute({ getParentRoute: () => shellRoute, path: '/', component: NoJobFairSelected });
const noRoleRoute = createRoute({ getParentRoute: () => shellRoute, path: 'dashboard', component: NoRolePage });

const dashboardSearch = z.object({ step: z.coerce.number().int().refine(isStepNumber).optional().catch(undefined) });
const employerAdminDashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'employer-admin/dashboard',
  validateSearch: (search) => dashboardSearch.parse(search),
  loader: ({ context }) => {
    const organizationId = sessionStore.session?.user.organizationId;
    if (!organizationId) return;
    // Start both reads together; the page renders from the cache and shows its own states.
    void context.queryClient.prefetchQuery(organizationQueryOptions(organizationId));
    void context.queryClient.prefetchQuery(jobFairsQueryOptions(organizationId));
  },
  component: function EmployerAdminDashboard() {
    const { step } = employerAdminDashboardRoute.useSearch();
    const navigate = employerAdminDashboardRoute.useNavigate();
    const { session } = useSnapshot(sessionStore);
    const organizationId = session?.user.organizationId;
    if (!organizationId) return <Placeholders.NoOrganizationPage />;
    return (
      <EmployerAdminDashboardPage
        organizationId={organizationId}
        requestedStep={step}
        onStepChange={(next) => void navigate({ search: { step: next } })}
      />
    );
  },
});

// spec 1 §2.6: the local checkout (payments port, embedded default) and the page Stripe or it returns to.
const checkoutSearch = z.object({ session: z.string().catch('') });
const employerCheckoutRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'employer-admin/checkout',
  validateSearch: (search) => checkoutSearch.parse(search),
  component: function Checkout() {
    const { session } = employerCheckoutRoute.useSearch();
    return <LocalCheckoutPage session={session} />;
  },
});
const paymentSuccessRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'employer-admin/payment-success',
  component: PaymentSuccessPage,
});

const recruiterBoothRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'recruiter/booth',
  component: function RecruiterBooth() {
    // Booth Info opens the booth form of the booths feature (spec 2 §2.1 'Edit Booth').
    return <RecruiterBoothPage editBooth={(props) => <EditBoothDialog {...props} />} />;
  },
});
// spec 2 §2.1: the job seeker booth page, read-only, with the preview banner.
const recruiterBoothPreviewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'recruiter/booth-preview/$boothId',
  component: function RecruiterBoothPreview() {
    const { boothId } = recruiterBoothPreviewRoute.useParams();
    const { activeJobFair } = useSnapshot(jobFairSelectionStore);
    const { session } = useSnapshot(sessionStore);
    if (!activeJobFair) return null;
    return <BoothPage orgId={session?.user.organizationId ?? ''} jobFairId={activeJobFair.id} boothId={boothId} preview />;
  },
});
// spec 1 §2.5, spec 2 §2.1: interview pages open with query flags startVideo and startAudio ("true" turns them on).
const interviewFlag = z
  .preprocess((value) => value === true || value === 'true', z.boolean())
  .optional()
  .catch(undefined);
const interviewSearch = z.object({ startVideo: interviewFlag, startAudio: interviewFlag });
// spec 2 §2.1: the recruiter's interview, with startVideo and startAudio.
const recruiterInterviewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'recruiter/interview/$sessionId',
  validateSearch: (search) => interviewSearch.parse(search),
  component: function RecruiterInterview() {
    const { sessionId } = recruiterInterviewRoute.useParams();
    const { startVideo, startAudio } = recruiterInterviewRoute.useSearch();
    const { activeJobFair } = useSnapshot(jobFairSelectionStore);
    if (!activeJobFair) return <Spinner className="page-spinner" size={40} />;
    return (
      <RecruiterInterviewPage
        jobFairId={activeJobFair.id}
        sessionId={sessionId}
        startVideo={startVideo === true}
        startAudio={startAudio === true}
      />
    );
  },
});
// spec 2 §2.1 Report page; its Chat History shows the interview feature's transcript.
const recruiterHistoryRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'recruiter/history',
  component: function RecruiterReport() {
    return <RecruiterReportPage transcript={(messages) => <Transcript messages={[...messages]} />} />;
  },
});
const adminCompaniesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/companies',
  component: Placeholders.AdminCompaniesPage,
});
// spec 3 §2.2: the platform admin's job fairs, with the organization in ?orgId.
const adminJobFairsSearch = z.object({ orgId: z.guid().optional().catch(undefined) });
const adminJobFairsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/jobfairs',
  validateSearch: (search) => adminJobFairsSearch.parse(search),
  component: function AdminJobFairs() {
    const { orgId } = adminJobFairsRoute.useSearch();
    const navigate = adminJobFairsRoute.useNavigate();
    return <AdminJobFairsScreen orgId={orgId} onOrgChange={(next) => void navigate({ search: { orgId: next } })} />;
  },
});
const adminSponsorsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/sponsors',
  component: Placeholders.AdminSponsorsPage,
});
const adminCommsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/email-templates',
  component: Placeholders.AdminCommsPage,
});

const jobSeekerPrefix = 'job-seeker/organizations/$orgId/jobfairs/$jobFairId';
const lobbyRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: `${jobSeekerPrefix}/lobby`,
  beforeLoad: requireCompleteProfile,
  component: function Lobby() {
    const { orgId, jobFairId } = lobbyRoute.useParams();
    return <LobbyPage orgId={orgId} jobFairId={jobFairId} />;
  },
});
// spec 2 §2.2: the booth page, under the lobby.
const boothRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: `${jobSeekerPrefix}/lobby/booth/$boothId`,
  beforeLoad: requireCompleteProfile,
  component: function Booth() {
    const { orgId, jobFairId, boothId } = boothRoute.useParams();
    return <BoothPage orgId={orgId} jobFairId={jobFairId} boothId={boothId} />;
  },
});
// spec 1 §2.5: the interview, opened with startVideo and startAudio.
const interviewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: `${jobSeekerPrefix}/interview/$sessionId`,
  // validateSearch before beforeLoad: the router infers the search type in this order.
  validateSearch: (search) => interviewSearch.parse(search),
  beforeLoad: requireCompleteProfile,
  component: function Interview() {
    const { orgId, jobFairId, sessionId } = interviewRoute.useParams();
    const { startVideo, startAudio } = interviewRoute.useSearch();
    return (
      <SeekerInterviewPage
        orgId={orgId}
        jobFairId={jobFairId}
        sessionId={sessionId}
        startVideo={startVideo === true}
        startAudio={startAudio === true}
      />
    );
  },
});
const rateCompanyRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: `${jobSeekerPrefix}/interview/$sessionId/rate-company`,
  beforeLoad: requireCompleteProfile,
  component: function RateCompany() {
    const { orgId, jobFairId, sessionId } = rateCompanyRoute.useParams();
    return <RateCompanyPage orgId={orgId} jobFairId={jobFairId} sessionId={sessionId} />;
  },
});
const deviceTestRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: `${jobSeekerPrefix}/device-test`,
  beforeLoad: requireCompleteProfile,
  component: DeviceTestPage,
});
const historyRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: `${jobSeekerPrefix}/history`,
  beforeLoad: requireCompleteProfile,
  component: function MyChats() {
    const { orgId, jobFairId } = historyRoute.useParams();
    return <MyChatsPage orgId={orgId} jobFairId={jobFairId} />;
  },
});
// spec 1 §2.5: returnTo is the job seeker page an incomplete profile was sent here from.
const profileSearch = z.object({ returnTo: z.coerce.string().optional().catch(undefined) });
const profileRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: `${jobSeekerPrefix}/profile`,
  validateSearch: (search) => profileSearch.parse(search),
  component: function ApplicantProfile() {
    const { orgId, jobFairId } = profileRoute.useParams();
    const { returnTo } = profileRoute.useSearch();
    return <ProfileRoute fair={{ orgId, jobFairId }} returnTo={returnTo} />;
  },
});
// spec 2 §2.5: the profile page of every role.
const myProfileRoute = createRoute({ getParentRoute: () => shellRoute, path: 'profile', component: () => <ProfileRoute /> });

const routeTree = rootRoute.addChildren([
  authRoute.addChildren([loginRoute, registrationRoute, forgotPasswordRoute, resetPasswordRoute]),
  error404Route,
  error500Route,
  logoutRoute,
  homeRoute,
  jobFairLandingRoute,
  sponsorJobFairsRoute,
  sponsorInviteRoute,
  shellRoute.addChildren([
    applicantHomeRoute,
    noRoleRoute,
    employerAdminDashboardRoute,
    employerCheckoutRoute,
    paymentSuccessRoute,
    recruiterBoothRoute,
    recruiterBoothPreviewRoute,
    recruiterHistoryRoute,
    recruiterInterviewRoute,
    adminCompaniesRoute,
    adminJobFairsRoute,
    adminSponsorsRoute,
    adminCommsRoute,
    lobbyRoute,
    boothRoute,
    interviewRoute,
    historyRoute,
    rateCompanyRoute,
    deviceTestRoute,
    profileRoute,
    myProfileRoute,
  ]),
]);

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders only start reads; TanStack Query decides freshness.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: () => <Spinner className="page-spinner" size={40} />,
  defaultErrorComponent: FatalErrorPage,
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
