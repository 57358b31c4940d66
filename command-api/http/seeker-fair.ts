import type { FastifyRequest } from 'fastify';
import { seekerOpening } from '../../domain/jobfair/seeker-opening';
import { NotFound } from '../../domain/shared/errors';
import { fairOfRequest } from './request-fair';

/**
 * spec 1 §1, §4.2: a fair that is unpaid, not activated or ended is not usable by job seekers. Every
 * route addressed by /jobfairs/{jobFairId} (lobby, booths, queues, interviews, history, reviews,
 * resumes…) passes here for a caller acting as Applicant, so no job seeker route can forget it; to
 * them such a fair does not exist (404), as in domain/queue/fair-readers.ts.
 */
export const ensureFairOpenToSeeker = async (request: FastifyRequest): Promise<void> => {
  if (request.actingRole !== 'Applicant') return;
  const jobFairId = (request.params as Record<string, unknown> | undefined)?.jobFairId;
  if (typeof jobFairId !== 'string') return;
  const fair = await fairOfRequest(request, jobFairId);
  if (!fair || seekerOpening(fair, request.receivedAt) !== 'open') throw new NotFound('Job fair');
};
