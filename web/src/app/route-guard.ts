import { sponsorSubdomainOf } from '../lib/platform-host';
import { roleArea, type RoleArea } from '../lib/role-area';

// Where a visitor may be: spec 1 §2.1–2.3, §2.6 and spec 3 §2.3–2.4, decided in one pure function so the
// router's root beforeLoad and the unit tests share it. null means "render the path"; a string is the
// path to redirect to.

export type GuardInput = Readonly<{
  pathname: string;
  hostname: string;
  /** null while signed out. */
  roles: readonly string[] | null;
  /** PLATFORM_DOMAIN as the server announced it; lib/platform-host.ts reads it when absent. */
  platformDomain?: string;
}>;

/** spec 3 §2.3: a sponsor's subdomain (lib/platform-host.ts applies the rule under the platform's domain). */
export const isSponsorHost = (hostname: string, base?: string): boolean => sponsorSubdomainOf(hostname, base) !== null;

export const AREA_HOME: Record<RoleArea, string> = {
  auditor: '/audit',
  applicant: '/',
  admin: '/admin/companies',
  employerAdminAndRecruiter: '/employer-admin/dashboard',
  employerAdmin: '/employer-admin/dashboard',
  recruiter: '/recruiter/booth',
  none: '/dashboard',
};

const VERIFY_IDENTITY_PATH = '/email-identities/verify';
const SPONSOR_PATHS = ['/client-invite', '/jobfairs', '/home'];
const ERROR_PATHS = ['/error/404', '/error/500'];
const ADMIN_PATHS = [
  '/admin/companies',
  '/admin/jobfairs',
  '/admin/sponsors',
  '/admin/email-templates',
  '/admin/email-identities',
  '/admin/email-deliveries',
  '/admin/auditors',
];
// Beyond the spec: the event-history console, an event, and the reports an auditor reads (organization, fair, booth),
// for auditors and platform admins. One event's page is also where a report's trace links, so recruiters and
// employer admins may open it (the server decides which events).
const isEventPage = (path: string) => /^\/audit\/events\/\d+$/.test(path);
const AUDITED_REPORT = /^\/audit\/reports(\/[0-9a-f-]{36}\/[0-9a-f-]{36}(\/booths\/[0-9a-f-]{36})?)?$/;
const isAuditPage = (path: string) => path === '/audit' || isEventPage(path) || AUDITED_REPORT.test(path);
// spec 3 §2.2: the Event Lobby /admin/lobby/{orgId}/{jobFairId} and the booth detail /admin/lobby/booth/{boothId}.
// Beyond the spec: the fair-wide report /admin/fair-report/{orgId}/{jobFairId}.
const isAdminPage = (path: string) =>
  ADMIN_PATHS.includes(path) || /^\/admin\/(lobby\/(booth\/[^/]+|[^/]+\/[^/]+)|fair-report\/[^/]+\/[^/]+)$/.test(path);
// spec 1 §2.6: the checkout page of the local payments adapter and the payment success page.
const EMPLOYER_ADMIN_PATHS = ['/employer-admin/dashboard', '/employer-admin/payment-success', '/employer-admin/checkout'];
// Beyond the spec: the fair-wide report /employer-admin/fair-report/{jobFairId}.
const isEmployerAdminPage = (path: string) => EMPLOYER_ADMIN_PATHS.includes(path) || /^\/employer-admin\/fair-report\/[^/]+$/.test(path);
const RECRUITER_PATHS = ['/recruiter/booth', '/recruiter/history'];
// spec 2 §2.1: /booth-preview/{boothId} and /interview/{sessionId}.
const isRecruiterPage = (path: string) => RECRUITER_PATHS.includes(path) || /^\/recruiter\/(booth-preview|interview)\/[^/]+$/.test(path);

/** /job-seeker/organizations/{orgId}/jobfairs/{jobFairId}, and what follows it. */
const JOB_SEEKER_PREFIX = /^(\/job-seeker\/organizations\/[^/]+\/jobfairs\/[^/]+)(\/.*)?$/;
const JOB_SEEKER_PAGES = ['/lobby', '/history', '/profile', '/device-test'];
const isJobSeekerPage = (rest: string) =>
  JOB_SEEKER_PAGES.includes(rest) || /^\/(lobby\/booth|interview)\/[^/]+$/.test(rest) || /^\/interview\/[^/]+\/rate-company$/.test(rest);

/**
 * spec 1 §2.2: the auth pages a signed-out visitor may open; any other /auth path goes to /auth/login. Beside
 * them the set-password link of an account made without a password (README "First platform admin").
 */
const SIGNED_OUT_AUTH_PAGES = ['/auth/login', '/auth/registration', '/auth/forgot-password', '/auth/set-password'];
const isSignedOutAuthPage = (path: string) =>
  SIGNED_OUT_AUTH_PAGES.includes(path) || /^\/auth\/forgot-password-code-verify\/[^/]+$/.test(path);

const normalize = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);
const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const stay = null;

export const resolveRoute = ({ pathname, hostname, roles, platformDomain }: GuardInput): string | null => {
  const path = normalize(pathname);

  if (isSponsorHost(hostname, platformDomain)) return SPONSOR_PATHS.includes(path) ? stay : '/jobfairs';

  if (isUnder(path, '/error')) return ERROR_PATHS.includes(path) ? stay : '/error/404';
  // The email identity verification link is opened by a mailbox's owner, signed in or not.
  if (path === '/logout' || path === '/home' || path === VERIFY_IDENTITY_PATH) return stay;

  const jobSeeker = JOB_SEEKER_PREFIX.exec(path);
  const jobFairPage = jobSeeker?.[1];
  const jobSeekerRest = jobSeeker?.[2];
  // The public job fair page for job seekers is open to everyone.
  if (jobFairPage && !jobSeekerRest) return stay;

  if (!roles) return isSignedOutAuthPage(path) ? stay : '/auth/login';

  const area = roleArea(roles);
  const home = AREA_HOME[area];
  if (isUnder(path, '/auth')) return home;
  // spec 2 §2.5: every role has its profile page.
  if (path === '/profile') return stay;

  switch (area) {
    case 'auditor':
      return isAuditPage(path) ? stay : home;
    case 'applicant':
      if (path === '/') return stay;
      if (jobFairPage) return jobSeekerRest && isJobSeekerPage(jobSeekerRest) ? stay : jobFairPage;
      return home;
    case 'admin':
      if (isAdminPage(path) || isAuditPage(path)) return stay;
      return path === '/sponsors' ? '/admin/sponsors' : home;
    case 'employerAdminAndRecruiter':
      return isEmployerAdminPage(path) || isRecruiterPage(path) || isEventPage(path) ? stay : home;
    case 'employerAdmin':
      return isEmployerAdminPage(path) || isEventPage(path) ? stay : home;
    case 'recruiter':
      return isRecruiterPage(path) || isEventPage(path) ? stay : home;
    case 'none':
      if (path === '/') return home;
      return path === home ? stay : '/error/404';
  }
};
