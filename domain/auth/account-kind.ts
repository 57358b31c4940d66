import type { Principal } from './roles';

/** The three ways the job fair landing goes after step 1 (spec 2 §2.3): password, /auth/login, registration. */
export const ACCOUNT_KINDS = ['APPLICANT', 'OTHER_ROLE', 'NONE'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** An account holding the Applicant role signs in on the landing, whatever other roles it has. */
export const accountKindOf = (user: Pick<Principal, 'roles'> | null): AccountKind => {
  if (!user) return 'NONE';
  return user.roles.includes('Applicant') ? 'APPLICANT' : 'OTHER_ROLE';
};
