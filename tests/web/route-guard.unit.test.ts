import { describe, expect, it } from 'vitest';
import { isSponsorHost, resolveRoute } from '../../web/src/app/route-guard';
import { primaryRole, roleArea } from '../../web/src/lib/role-area';

const main = 'localhost';
const at = (pathname: string, roles: string[] | null, hostname = main) => resolveRoute({ pathname, hostname, roles });

describe('role priority (spec 1 §2.1, spec 3 §2.4)', () => {
  it.each([
    [['Applicant', 'Admin', 'EmployerAdmin'], 'applicant'],
    [['Recruiter', 'Admin'], 'admin'],
    [['Recruiter', 'EmployerAdmin'], 'employerAdminAndRecruiter'],
    [['EmployerAdmin'], 'employerAdmin'],
    [['Recruiter'], 'recruiter'],
    [['Janitor'], 'none'],
    [[], 'none'],
  ])('%j → %s', (roles, area) => expect(roleArea(roles)).toBe(area));

  it('names the role that chose the area in pings', () => {
    expect(primaryRole(['Recruiter', 'EmployerAdmin'])).toBe('EmployerAdmin');
    expect(primaryRole(['Recruiter'])).toBe('Recruiter');
    expect(primaryRole(['Nobody'])).toBeNull();
  });
});

describe('host (spec 3 §2.3)', () => {
  it.each([
    ['localhost', false],
    ['www.jobfair.example.com', false],
    ['127.0.0.1', false],
    ['[::1]', false],
    ['acme.jobfair.example.com', true],
    ['acme.localhost', true],
  ])('%s is a sponsor host: %s', (host, sponsor) => expect(isSponsorHost(host)).toBe(sponsor));

  it('keeps sponsor hosts on their three pages and sends everything else to /jobfairs', () => {
    expect(at('/jobfairs', null, 'acme.example.com')).toBeNull();
    expect(at('/client-invite', ['EmployerAdmin'], 'acme.example.com')).toBeNull();
    expect(at('/home', null, 'acme.example.com')).toBeNull();
    expect(at('/auth/login', null, 'acme.example.com')).toBe('/jobfairs');
    expect(at('/', null, 'acme.example.com')).toBe('/jobfairs');
  });
});

describe('signed out', () => {
  it('sees only /auth/login, public pages, errors and logout', () => {
    expect(at('/auth/login', null)).toBeNull();
    expect(at('/auth', null)).toBe('/auth/login');
    expect(at('/auth/nowhere', null)).toBe('/auth/login');
    expect(at('/', null)).toBe('/auth/login');
    expect(at('/employer-admin/dashboard', null)).toBe('/auth/login');
    expect(at('/home', null)).toBeNull();
    expect(at('/job-seeker/organizations/o1/jobfairs/j1', null)).toBeNull();
    expect(at('/job-seeker/organizations/o1/jobfairs/j1/lobby', null)).toBe('/auth/login');
    expect(at('/logout', null)).toBeNull();
  });
});

describe('error area (spec 1 §2.3)', () => {
  it('sends /error and unknown error paths to /error/404', () => {
    expect(at('/error', null)).toBe('/error/404');
    expect(at('/error/418', ['Admin'])).toBe('/error/404');
    expect(at('/error/404', null)).toBeNull();
    expect(at('/error/500', ['Applicant'])).toBeNull();
  });
});

describe('signed in', () => {
  it('leaves /auth for the area home', () => {
    expect(at('/auth/login', ['Applicant'])).toBe('/');
    expect(at('/auth', ['EmployerAdmin', 'Recruiter'])).toBe('/employer-admin/dashboard');
    expect(at('/auth/login', ['Something'])).toBe('/dashboard');
  });

  it('applicant: root shows "No Job Fair Selected"; unknown paths under a fair go to the fair page', () => {
    const fair = '/job-seeker/organizations/o1/jobfairs/j1';
    expect(at('/', ['Applicant'])).toBeNull();
    expect(at(`${fair}/lobby`, ['Applicant'])).toBeNull();
    expect(at(`${fair}/history`, ['Applicant'])).toBeNull();
    expect(at(`${fair}/lobby/booth/b1`, ['Applicant'])).toBeNull();
    expect(at(`${fair}/lobby/booth/b1/more`, ['Applicant'])).toBe(fair);
    expect(at(`${fair}/interview/s1`, ['Applicant'])).toBeNull();
    expect(at(`${fair}/interview/s1/rate-company`, ['Applicant'])).toBeNull();
    expect(at(`${fair}/interview/s1/elsewhere`, ['Applicant'])).toBe(fair);
    expect(at(`${fair}/device-test`, ['Applicant'])).toBeNull();
    expect(at(`${fair}/somewhere`, ['Applicant'])).toBe(fair);
    expect(at('/admin/companies', ['Applicant'])).toBe('/');
  });

  it('admin: admin pages; /sponsors and everything else redirect', () => {
    expect(at('/admin/companies', ['Admin'])).toBeNull();
    expect(at('/admin/jobfairs', ['Admin'])).toBeNull();
    expect(at('/admin/jobfairs', ['EmployerAdmin'])).toBe('/employer-admin/dashboard');
    expect(at('/sponsors', ['Admin'])).toBe('/admin/sponsors');
    expect(at('/', ['Admin'])).toBe('/admin/companies');
    expect(at('/admin', ['Admin'])).toBe('/admin/companies');
  });

  it('admin: the Comms pages (spec 3 §2.2); the identity verification link is open to anyone', () => {
    expect(at('/admin/email-templates', ['Admin'])).toBeNull();
    expect(at('/admin/email-identities', ['Admin'])).toBeNull();
    expect(at('/admin/email-identities', ['Recruiter'])).toBe('/recruiter/booth');
    expect(at('/email-identities/verify', null)).toBeNull();
    expect(at('/email-identities/verify', ['Applicant'])).toBeNull();
  });

  it('admin: the Event Lobby of a fair and a booth detail (spec 3 §2.2), for admins only', () => {
    expect(at('/admin/lobby/o1/f1', ['Admin'])).toBeNull();
    expect(at('/admin/lobby/booth/b1', ['Admin'])).toBeNull();
    expect(at('/admin/lobby/o1', ['Admin'])).toBe('/admin/companies');
    expect(at('/admin/lobby/o1/f1/more', ['Admin'])).toBe('/admin/companies');
    expect(at('/admin/lobby/o1/f1', ['EmployerAdmin'])).toBe('/employer-admin/dashboard');
    expect(at('/admin/lobby/booth/b1', ['Recruiter'])).toBe('/recruiter/booth');
  });

  it('employer admin alone: the dashboard and nothing of the recruiter area', () => {
    expect(at('/employer-admin/dashboard', ['EmployerAdmin'])).toBeNull();
    expect(at('/employer-admin/checkout', ['EmployerAdmin'])).toBeNull();
    expect(at('/employer-admin/payment-success', ['EmployerAdmin'])).toBeNull();
    expect(at('/employer-admin/elsewhere', ['EmployerAdmin'])).toBe('/employer-admin/dashboard');
    expect(at('/recruiter/booth', ['EmployerAdmin'])).toBe('/employer-admin/dashboard');
    expect(at('/', ['EmployerAdmin'])).toBe('/employer-admin/dashboard');
  });

  it('employer admin with recruiter: both route sets, default the dashboard', () => {
    expect(at('/recruiter/booth', ['EmployerAdmin', 'Recruiter'])).toBeNull();
    expect(at('/employer-admin/dashboard', ['Recruiter', 'EmployerAdmin'])).toBeNull();
    expect(at('/', ['EmployerAdmin', 'Recruiter'])).toBe('/employer-admin/dashboard');
  });

  it('recruiter alone: the recruiter area, default the booth', () => {
    expect(at('/recruiter/history', ['Recruiter'])).toBeNull();
    expect(at('/recruiter/whatever', ['Recruiter'])).toBe('/recruiter/booth');
    expect(at('/recruiter/interview/s1', ['Recruiter'])).toBeNull();
    expect(at('/recruiter/interview/s1', ['EmployerAdmin', 'Recruiter'])).toBeNull();
    expect(at('/recruiter/interview/s1/more', ['Recruiter'])).toBe('/recruiter/booth');
    expect(at('/recruiter/interview/s1', ['EmployerAdmin'])).toBe('/employer-admin/dashboard');
    expect(at('/recruiter/booth-preview/b-1', ['Recruiter'])).toBeNull();
    expect(at('/recruiter/booth-preview/b-1/more', ['Recruiter'])).toBe('/recruiter/booth');
    expect(at('/employer-admin/dashboard', ['Recruiter'])).toBe('/recruiter/booth');
  });

  it("recruiters and employer admins: one event's page, where a report's trace links, but not the console", () => {
    for (const roles of [['Recruiter'], ['EmployerAdmin'], ['EmployerAdmin', 'Recruiter']]) {
      expect(at('/audit/events/42', roles)).toBeNull();
      expect(at('/audit', roles)).not.toBeNull();
      expect(at('/audit/events/not-a-position', roles)).not.toBeNull();
    }
    expect(at('/audit/events/42', ['Applicant'])).toBe('/');
  });

  it('no recognised role: / goes to /dashboard, anything else to the 404 page', () => {
    expect(at('/', ['Guest'])).toBe('/dashboard');
    expect(at('/dashboard', ['Guest'])).toBeNull();
    expect(at('/admin/companies', ['Guest'])).toBe('/error/404');
  });

  it('auditor: the console, an event, and the reports of an organization, a fair and a booth; nothing else', () => {
    const [org, fair, booth] = [
      '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      '2c5f39cb-3fb2-22e3-994f-1127e4ddb538',
      '3d6f4adc-4fc3-33f4-a55f-2238f5eec649',
    ];
    for (const path of [
      '/audit',
      '/audit/events/42',
      '/audit/reports',
      `/audit/reports/${org}/${fair}`,
      `/audit/reports/${org}/${fair}/booths/${booth}`,
    ])
      expect(at(path, ['Auditor']), path).toBeNull();
    expect(at(`/audit/reports/${org}`, ['Auditor'])).toBe('/audit');
    expect(at('/recruiter/history', ['Auditor'])).toBe('/audit');
    expect(at(`/admin/fair-report/${org}/${fair}`, ['Auditor'])).toBe('/audit');
    expect(at(`/audit/reports/${org}/${fair}`, ['Admin'])).toBeNull();
  });

  it('treats a trailing slash like the bare path', () => {
    expect(at('/employer-admin/dashboard/', ['EmployerAdmin'])).toBeNull();
  });
});
