import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type { JobFairView } from '../../domain/jobfair/jobfair-view';
import { findJobFair } from '../../projections/queries/jobfairs';

const fairsOfRequest = new WeakMap<FastifyRequest, Map<string, Promise<JobFairView | null>>>();

/**
 * The fair as this request sees it, read once: a job seeker's request passes the opening check of
 * every /jobfairs/{jobFairId} route and then its own access check, and both ask for the same fair. One
 * read halves those statements (bench:fair) and gives both checks the same row.
 */
export const fairOfRequest = (request: FastifyRequest, db: Knex, jobFairId: string): Promise<JobFairView | null> => {
  let fairs = fairsOfRequest.get(request);
  if (!fairs) fairsOfRequest.set(request, (fairs = new Map<string, Promise<JobFairView | null>>()));
  let fair = fairs.get(jobFairId);
  if (!fair) fairs.set(jobFairId, (fair = findJobFair(db, jobFairId)));
  return fair;
};
