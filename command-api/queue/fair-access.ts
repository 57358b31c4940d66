import type { FastifyRequest } from 'fastify';
import type { JobFairView } from '../../domain/jobfair/jobfair-view';
import { fairReader } from '../../domain/queue/fair-readers';
import { Forbidden, NotFound } from '../../domain/shared/errors';
import { fairOfRequest } from '../http/request-fair';
import { requirePrincipal } from '../http/access';

export type FairAccess = Readonly<{ fair: JobFairView; staff: boolean; userId: string }>;

/** domain/queue/fair-readers.ts decides; a fair not open to job seekers is NotFound to them, another organization's is Forbidden. */
export const fairAccess = async (request: FastifyRequest, jobFairId: string): Promise<FairAccess> => {
  const principal = requirePrincipal(request);
  const fair = await fairOfRequest(request, jobFairId);
  if (!fair) throw new NotFound('Job fair');
  const reader = fairReader(principal, fair, request.receivedAt);
  if (reader === 'other-organization') throw new Forbidden('You may only access your own organization');
  if (reader === 'none') throw new NotFound('Job fair');
  return { fair, staff: reader === 'staff', userId: principal.userId };
};

/** A seeker reads their own queue entries; staff of the fair read anyone's. */
export const ensureSelfOrStaff = (access: FairAccess, seekerId: string) => {
  if (!access.staff && access.userId !== seekerId) throw new Forbidden('You may only read your own queue entries');
};
