import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { hasRole } from '../../domain/auth/roles';
import type { JobFairView } from '../../domain/jobfair/jobfair-view';
import { Forbidden, NotFound } from '../../domain/shared/errors';
import { findJobFair } from '../../projections/queries/jobfairs';
import { requirePrincipal } from '../http/access';

export type FairAccess = Readonly<{ fair: JobFairView; staff: boolean; userId: string }>;

/**
 * Who may read a fair's lobby and queues: platform admins; the fair organization's employer admins
 * and recruiters (staff); job seekers only while the fair is activated (an inactive fair is NotFound to them).
 */
export const fairAccess = async (db: Knex, request: FastifyRequest, jobFairId: string): Promise<FairAccess> => {
  const principal = requirePrincipal(request);
  const fair = await findJobFair(db, jobFairId);
  if (!fair) throw new NotFound('Job fair');
  if (hasRole(principal, 'Admin')) return { fair, staff: true, userId: principal.userId };
  if (hasRole(principal, 'EmployerAdmin', 'Recruiter')) {
    if (principal.organizationId !== fair.companyId) throw new Forbidden('You may only access your own organization');
    return { fair, staff: true, userId: principal.userId };
  }
  if (hasRole(principal, 'Applicant') && fair.isActivated) return { fair, staff: false, userId: principal.userId };
  throw new NotFound('Job fair');
};

/** A seeker reads their own queue entries; staff of the fair read anyone's. */
export const ensureSelfOrStaff = (access: FairAccess, seekerId: string) => {
  if (!access.staff && access.userId !== seekerId) throw new Forbidden('You may only read your own queue entries');
};
