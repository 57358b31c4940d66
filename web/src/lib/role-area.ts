import type { Role } from '../../../domain/auth/roles';

// spec 1 §2.1 and spec 3 §2.4: a signed-in user gets one route area, chosen by role priority.
export type RoleArea = 'auditor' | 'applicant' | 'admin' | 'employerAdminAndRecruiter' | 'employerAdmin' | 'recruiter' | 'none';

export const roleArea = (roles: readonly string[]): RoleArea => {
  const has = (role: Role) => roles.includes(role);
  // First: while a user holds Auditor the server lets them act only as Auditor (docs/audit.md).
  if (has('Auditor')) return 'auditor';
  if (has('Applicant')) return 'applicant';
  if (has('Admin')) return 'admin';
  if (has('EmployerAdmin') && has('Recruiter')) return 'employerAdminAndRecruiter';
  if (has('EmployerAdmin')) return 'employerAdmin';
  if (has('Recruiter')) return 'recruiter';
  return 'none';
};

/** The role named in pings and the video token: the one that chose the area. */
export const primaryRole = (roles: readonly string[]): Role | null => {
  switch (roleArea(roles)) {
    case 'auditor':
      return 'Auditor';
    case 'applicant':
      return 'Applicant';
    case 'admin':
      return 'Admin';
    case 'employerAdminAndRecruiter':
    case 'employerAdmin':
      return 'EmployerAdmin';
    case 'recruiter':
      return 'Recruiter';
    case 'none':
      return null;
  }
};
