import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type { JobFairView } from '../../domain/jobfair/jobfair-view';
import { findJobFairs } from '../../projections/queries/jobfairs';
import { readsByIdSharedPerTurn } from '../../projections/queries/shared-reads';

const fairsOfRequest = new WeakMap<FastifyRequest, Map<string, Promise<JobFairView | null>>>();
// Requests of one fair that arrive together read it once (a fair at its opening: hundreds a second, one fair).
const readFair = readsByIdSharedPerTurn(findJobFairs);

/**
 * The fair as this request sees it, read once: a job seeker's request passes the opening check of
 * every /jobfairs/{jobFairId} route and then its own access check, and both ask for the same fair. One
 * read halves those statements (bench:fair) and gives both checks the same row.
 */
export const fairOfRequest = (request: FastifyRequest, db: Knex, jobFairId: string): Promise<JobFairView | null> => {
  let fairs = fairsOfRequest.get(request);
  if (!fairs) fairsOfRequest.set(request, (fairs = new Map<string, Promise<JobFairView | null>>()));
  let fair = fairs.get(jobFairId);
  if (!fair) fairs.set(jobFairId, (fair = readFair(db, jobFairId).then((found) => found ?? null)));
  return fair;
};
