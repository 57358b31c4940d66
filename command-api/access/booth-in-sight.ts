import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { maySeeBoothHistory } from '../../domain/interview/session-readers';
import { Forbidden, NotFound } from '../../domain/shared/errors';
import { findBoothStaff } from '../../projections/queries/interview-sessions';
import { requirePrincipal } from './route-access';
import { jobFairInScope } from './fair-scope';

/** A booth's history and report are for its recruiters, the organization's employer admins and platform admins. */
export const boothInSight = async (request: FastifyRequest, db: Knex, jobFairId: string, boothId: string) => {
  await jobFairInScope(request, jobFairId);
  const booth = await findBoothStaff(db, jobFairId, boothId);
  if (!booth) throw new NotFound('Booth');
  if (!maySeeBoothHistory(requirePrincipal(request), booth, booth.boothRecruiterIds))
    throw new Forbidden('You may only read the history of booths you staff');
  return booth;
};
