import { hasRole, type Principal } from '../auth/roles';
import { seekerOpening, type OpeningFacts } from '../jobfair/seeker-opening';

/**
 * Who may read a fair's lobby and queues: platform admins and the organization's employer admins and
 * recruiters (staff); job seekers only while the fair is open to them (domain/jobfair/seeker-opening.ts).
 * One rule for the API and the gateway.
 */
export type FairReader = 'staff' | 'seeker' | 'other-organization' | 'none';

export const fairReader = (principal: Principal, fair: OpeningFacts & Readonly<{ companyId: string }>, now: Date): FairReader => {
  if (hasRole(principal, 'Admin')) return 'staff';
  if (hasRole(principal, 'EmployerAdmin', 'Recruiter')) return principal.organizationId === fair.companyId ? 'staff' : 'other-organization';
  if (hasRole(principal, 'Applicant') && seekerOpening(fair, now) === 'open') return 'seeker';
  return 'none';
};
