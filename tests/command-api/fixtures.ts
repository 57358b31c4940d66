import { addDays } from '../../domain/jobfair/jobfair-schema';
import type { TestApi, TestUser } from '../support/api';

export const organizationBody = (companyName = 'Acme Hiring', overrides: Record<string, unknown> = {}) => ({
  companyName,
  companyDetails: 'We hire people',
  jobBoardLink: 'https://',
  city: 'Austin',
  state: 'TX',
  companyWebsite: 'https://acme.example',
  companyLogo: 'employer_logos/acme/logo.png',
  companyDocuments: [],
  ...overrides,
});

/** A valid job fair form starting `days` after the test clock's today. */
export const jobFairBody = (api: TestApi, days = 7, overrides: Record<string, unknown> = {}) => ({
  name: 'Acme - job fair',
  startDate: addDays(api.clock.now().toISOString().slice(0, 10), days),
  startTime: '10:00',
  timezone: 'EST',
  durationHours: 3,
  durationMinutes: 0,
  ...overrides,
});

/** One organization with its details saved, and a user of every role (spec 1 §6 columns). */
export type Cast = Readonly<{
  organizationId: string;
  admin: TestUser;
  employerAdmin: TestUser;
  recruiter: TestUser;
  applicant: TestUser;
  /** An employer admin of another organization: the tenant-scope check. */
  otherEmployerAdmin: TestUser;
}>;

export const castFor = async (api: TestApi): Promise<Cast> => {
  const organizationId = crypto.randomUUID();
  const cast = {
    organizationId,
    admin: await api.user(['Admin'], null),
    employerAdmin: await api.user(['EmployerAdmin'], organizationId),
    recruiter: await api.user(['Recruiter'], organizationId),
    applicant: await api.user(['Applicant'], null),
    otherEmployerAdmin: await api.user(['EmployerAdmin'], crypto.randomUUID()),
  };
  const saved = await api.as(cast.employerAdmin, {
    method: 'PUT',
    url: `/api/organizations/${organizationId}`,
    payload: organizationBody(),
  });
  if (saved.statusCode !== 200) throw new Error(`Could not save the organization: ${saved.body}`);
  return cast;
};

export const ROLE_COLUMNS = ['admin', 'employerAdmin', 'recruiter', 'applicant', 'otherEmployerAdmin'] as const;
export type RoleColumn = (typeof ROLE_COLUMNS)[number];
