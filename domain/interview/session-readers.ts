import { hasRole, type Principal } from '../auth/roles';

type SessionParties = Readonly<{ candidateId: string; recruiterId: string; organizationId: string }>;

export const isSessionParticipant = (principal: Principal, session: SessionParties) =>
  principal.userId === session.candidateId || principal.userId === session.recruiterId;

/**
 * Who may read an interview session, its chat and its reviews (spec 1 §6 'Recruiters can read a
 * candidate's … chat'): its two participants, the booth's recruiters, the organization's employer
 * admins and platform admins. One rule for the API and the gateway.
 */
export const maySeeSession = (principal: Principal, session: SessionParties, boothRecruiterIds: readonly string[]): boolean => {
  if (isSessionParticipant(principal, session) || hasRole(principal, 'Admin')) return true;
  if (principal.organizationId !== session.organizationId) return false;
  return hasRole(principal, 'EmployerAdmin') || (hasRole(principal, 'Recruiter') && boothRecruiterIds.includes(principal.userId));
};

/**
 * Who may read a booth's interview history (spec 2 §2.1 report): its recruiters, the organization's employer admins, platform admins,
 * and auditors (docs/audit.md), whose organization scope the route has already checked.
 */
export const maySeeBoothHistory = (
  principal: Principal,
  booth: Readonly<{ organizationId: string }>,
  boothRecruiterIds: readonly string[],
): boolean => {
  if (hasRole(principal, 'Admin')) return true;
  if (hasRole(principal, 'Auditor')) return principal.organizationId === null || principal.organizationId === booth.organizationId;
  if (principal.organizationId !== booth.organizationId) return false;
  return hasRole(principal, 'EmployerAdmin') || (hasRole(principal, 'Recruiter') && boothRecruiterIds.includes(principal.userId));
};
