import type { Role } from '../../domain/auth/roles';

// Fixed ids, so the README can print the job seeker link of the demo fair.
export const DEMO_ORGANIZATION_ID = '11111111-1111-4111-8111-111111111111';
export const DEMO_JOB_FAIR_ID = '22222222-2222-4222-8222-222222222222';
export const DEMO_BOOTH_IDS = [
  '33333333-3333-4333-8333-333333333301',
  '33333333-3333-4333-8333-333333333302',
  '33333333-3333-4333-8333-333333333303',
] as const;

/** Satisfies every password rule of the spec (upper, lower, digit, one of @$!%*?&). */
export const DEMO_PASSWORD = 'Demo@12345';

export type DemoAccount = Readonly<{
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  organizationId: string | null;
}>;

const account = (
  n: number,
  email: string,
  firstName: string,
  lastName: string,
  roles: Role[],
  organizationId: string | null,
): DemoAccount => ({
  userId: `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`,
  email,
  firstName,
  lastName,
  roles,
  organizationId,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account(1, 'admin@demo.jobfair.test', 'Ada', 'Admin', ['Admin'], null),
  account(2, 'employer@demo.jobfair.test', 'Erin', 'Employer', ['EmployerAdmin'], DEMO_ORGANIZATION_ID),
  account(3, 'recruiter1@demo.jobfair.test', 'Rita', 'Recruiter', ['Recruiter'], DEMO_ORGANIZATION_ID),
  account(4, 'recruiter2@demo.jobfair.test', 'Ravi', 'Recruiter', ['Recruiter'], DEMO_ORGANIZATION_ID),
  account(5, 'seeker1@demo.jobfair.test', 'Sam', 'Seeker', ['Applicant'], null),
  account(6, 'seeker2@demo.jobfair.test', 'Sofia', 'Seeker', ['Applicant'], null),
  account(7, 'seeker3@demo.jobfair.test', 'Sean', 'Seeker', ['Applicant'], null),
  // A career-centre host who walks the fair as an attendee: the lobby is an Applicant page (the
  // Applicant role routes first), and admins see each booth's logged-in recruiters and queue there (spec 1 §2.5).
  account(8, 'host@demo.jobfair.test', 'Hana', 'Host', ['Admin', 'Applicant'], null),
];
