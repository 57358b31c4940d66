import type { FastifyRequest } from 'fastify';
import type { JobFairView } from '../../domain/jobfair/jobfair-view';
import { seekerOpening } from '../../domain/jobfair/seeker-opening';
import { fairReader } from '../../domain/queue/fair-readers';
import { Forbidden, NotFound } from '../../domain/shared/errors';
import { fairOfRequest } from './request-fair';
import { organizationReach } from './organization-scope';
import { requirePrincipal } from './route-access';

// The fair scope: every check of a request against one job fair lives here, on the domain's rules
// (domain/jobfair/seeker-opening.ts: whether job seekers may use a fair, spec 1 §1, §4.2;
// domain/queue/fair-readers.ts: who reads a fair's lobby and queues, shared with the gateway).

/** A job seeker uses a fair only while it is open to them; the request's own clock decides. */
const openToSeekers = (request: FastifyRequest, fair: JobFairView | null): fair is JobFairView =>
  fair !== null && seekerOpening(fair, request.receivedAt) === 'open';

/**
 * Every route addressed by /jobfairs/{jobFairId} (lobby, booths, queues, interviews, history, reviews,
 * resumes…) passes here for a caller acting as Applicant, so no job seeker route can forget the opening;
 * to them a fair that is not open does not exist (404), as in fairAccess below.
 */
export const ensureFairOpenToSeeker = async (request: FastifyRequest): Promise<void> => {
  if (request.actingRole !== 'Applicant') return;
  const jobFairId = (request.params as Record<string, unknown> | undefined)?.jobFairId;
  if (typeof jobFairId !== 'string') return;
  if (!openToSeekers(request, await fairOfRequest(request, jobFairId))) throw new NotFound('Job fair');
};

/**
 * The fair's organization scope, for routes that manage a fair (booths, reports, history, invitations):
 * whom the tenant scope of the fair's organization reaches (organization-scope.ts) and, when
 * `applicantsMayRead`, job seekers while the fair is open to them. Everyone else gets 403, whether or
 * not the fair exists; an Admin or a platform auditor asking for a fair that does not exist gets 404.
 */
export const jobFairInScope = async (
  request: FastifyRequest,
  jobFairId: string,
  { applicantsMayRead = false } = {},
): Promise<JobFairView> => {
  requirePrincipal(request);
  const fair = await fairOfRequest(request, jobFairId);
  if (organizationReach(request, fair?.companyId ?? null)) {
    if (!fair) throw new NotFound('Job fair');
    return fair;
  }
  if (applicantsMayRead && request.actingRole === 'Applicant' && openToSeekers(request, fair)) return fair;
  throw new Forbidden('You may only access job fairs of your own organization');
};

export type FairAccess = Readonly<{ fair: JobFairView; staff: boolean; userId: string }>;

/**
 * The fair's readers, for routes a fair's staff and its job seekers share (lobby, queues, interviews,
 * messages, presence): fairReader decides; a fair not open to job seekers is NotFound to them, another
 * organization's is Forbidden.
 */
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
