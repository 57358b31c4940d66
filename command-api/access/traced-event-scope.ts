import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { hasRole } from '../../domain/auth/roles';
import { Forbidden, NotFound } from '../../domain/shared/errors';
import { listBoothsOfRecruiter } from '../../projections/queries/booths';
import { reportPlaceOf } from '../../projections/queries/report-trace-events';
import { boothInSight } from './booth-in-sight';
import { requirePrincipal } from './route-access';
import { jobFairInScope } from './fair-scope';

/**
 * The report a recruiter or employer admin opens an event from (docs/audit.md "Links from reports"): the
 * event must be one a figure of a report they may read is made of. A booth's event: the booth's
 * recruiters and the organization's employer admins (as the report itself). A fair's own event (an
 * applicant signing in, counted on every booth's report): the organization's employer admins and the
 * recruiters of a booth of that fair. An event no report counts is 404 to them, whether or not it exists.
 */
export const tracedEventPlace = async (request: FastifyRequest, db: Knex, position: bigint) => {
  const place = await reportPlaceOf(db, position);
  if (!place) throw new NotFound('Event');
  if (place.boothId) {
    await boothInSight(request, db, place.jobFairId, place.boothId);
    return place;
  }
  await jobFairInScope(request, place.jobFairId);
  const principal = requirePrincipal(request);
  if (hasRole(principal, 'EmployerAdmin')) return place;
  if (hasRole(principal, 'Recruiter') && (await listBoothsOfRecruiter(db, place.jobFairId, principal.userId)).length > 0) return place;
  throw new Forbidden("You may only open the events of your own booths' reports");
};
