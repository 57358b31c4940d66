// Auditor is granted by a platform Admin through events, not by the identity engine: see docs/audit.md.
export const ROLES = ['Admin', 'EmployerAdmin', 'Recruiter', 'Applicant', 'Auditor'] as const;
export type Role = (typeof ROLES)[number];

/** Who is calling, as established from a verified access token. */
export type Principal = Readonly<{
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: readonly Role[];
  /** Null for platform admins and job seekers, who belong to no employer organization. */
  organizationId: string | null;
}>;

export const hasRole = (principal: Principal, ...roles: Role[]): boolean => principal.roles.some((role) => roles.includes(role));

/** The all-zero id marks "applicants" when listing users of an organization (spec 1 §3). */
export const NIL_ID = '00000000-0000-0000-0000-000000000000';
