import { hasRole, type Principal } from '../auth/roles';

/**
 * Who may read a fair's lobby and queues: platform admins and the organization's employer admins and
 * recruiters (staff); job seekers only while the fair is activated. One rule for the API and the gateway.
 */
export type FairReader = 'staff' | 'seeker' | 'other-organization' | 'none';

export const fairReader = (principal: Principal, fair: Readonly<{ companyId: string; isActivated: boolean }>): FairReader => {
  if (hasRole(principal, 'Admin')) return 'staff';
  if (hasRole(principal, 'EmployerAdmin', 'Recruiter')) return principal.organizationId === fair.companyId ? 'staff' : 'other-organization';
  if (hasRole(principal, 'Applicant') && fair.isActivated) return 'seeker';
  return 'none';
};
