import type { FastifyRequest } from 'fastify';
import type { JobFairView } from '../../domain/jobfair/jobfair-view';
import { uncachedFairReads } from '../../projections/queries/fair-reads';

const fairsOfRequest = new WeakMap<FastifyRequest, Map<string, Promise<JobFairView | null>>>();

/**
 * The fair as this request sees it, asked once: a job seeker's request passes the opening check of every
 * /jobfairs/{jobFairId} route and then its own access check, and both get the same row. The platform
 * keeps fairs until their change notice (deps.fairs, projections/queries/fair-reads.ts); without it
 * (tests that run no bus) each request reads its fair, shared with the requests of the same turn.
 */
export const fairOfRequest = (request: FastifyRequest, jobFairId: string): Promise<JobFairView | null> => {
  let fairs = fairsOfRequest.get(request);
  if (!fairs) fairsOfRequest.set(request, (fairs = new Map<string, Promise<JobFairView | null>>()));
  let fair = fairs.get(jobFairId);
  if (!fair) {
    const { deps } = request.server;
    fairs.set(jobFairId, (fair = (deps.fairs ?? uncachedFairReads(deps.db)).find(jobFairId)));
  }
  return fair;
};
