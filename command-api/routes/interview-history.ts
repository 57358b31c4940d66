import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasRole } from '../../domain/auth/roles';
import { REPORT_PAGE_SIZE } from '../../domain/interview/interview-session-view';
import { maySeeSession } from '../../domain/interview/session-readers';
import { Forbidden } from '../../domain/shared/errors';
import { listBoothsOfRecruiter } from '../../projections/queries/booths';
import { allSessionsOfBooth, findSessionByQueueUserId, pageOfSessions } from '../../projections/queries/interview-sessions';
import { requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { jobFairInScope } from '../access/fair-scope';
import { boothInSight } from '../access/booth-in-sight';
import { historyPageSchema, sessionSchema } from '../schemas/interview-schemas';
import { ratingsCsv, ratingsCsvName } from '../http/ratings-csv';
import { NOT_YOUR_SESSION } from '../access/session-access';

const BASE = '/jobfairs/:jobFairId/interviewSessions';
// Auditors read reports too (docs/audit.md), within their organization scope; they change nothing.
const STAFF = ['Admin', 'EmployerAdmin', 'Recruiter', 'Auditor'] as const;
const tags = ['interview sessions'];
const boothParams = z.object({ jobFairId: uuidParam('jobFairId'), boothId: uuidParam('boothId') });
const recruiterParams = z.object({ jobFairId: uuidParam('jobFairId'), recruiterId: uuidParam('recruiterId') });
const queueUserParams = z.object({ jobFairId: uuidParam('jobFairId'), queueUserId: uuidParam('queueUserId') });
/** spec 2 §7: limit and lastEvaluatedKey (the previous page's), page size 10 (spec 2 §9). */
const pageBody = z
  .object({
    limit: z
      .number({ error: 'limit must be a whole number from 1 to 100' })
      .int('limit must be a whole number from 1 to 100')
      .min(1, 'limit must be a whole number from 1 to 100')
      .max(100, 'limit must be a whole number from 1 to 100')
      .default(REPORT_PAGE_SIZE),
    lastEvaluatedKey: z.string().nullable().optional(),
  })
  .default({ limit: REPORT_PAGE_SIZE });
const activeFilter = z.object({ filter: z.enum(['active']).optional() });

/** Interview histories (spec 2 §7): the report's Conversations tab, the recruiter filter, the ratings CSV. */
const interviewHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.post(
    `${BASE}/byBoothId/:boothId`,
    {
      config: { roles: STAFF },
      schema: {
        tags,
        summary:
          "A booth's conversations, newest first, a page at a time, with the recruiter's rating and notes (report, Conversations tab)",
        description:
          "Only sessions the candidate joined (reached IN_PROGRESS), the ones 'Booth Interviews' and 'No. of Interviews' count: a call that timed out or was declined unanswered is no conversation and the report does not show it. ?recruiterId keeps one recruiter's conversations at this booth (the report's 'Select Recruiter').",
        params: boothParams,
        querystring: z.object({ recruiterId: uuidParam('recruiterId').optional() }),
        body: pageBody,
        response: { 200: envelopeOf(historyPageSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId, boothId } = request.params;
      await boothInSight(request, db, jobFairId, boothId);
      const filter = { jobFairId, boothId, recruiterId: request.query.recruiterId, held: true };
      return success(await pageOfSessions(db, filter, request.body.limit, request.body.lastEvaluatedKey ?? null));
    },
  );

  app.post(
    `${BASE}/byRecruiterId/:recruiterId`,
    {
      config: { roles: STAFF },
      schema: {
        tags,
        summary:
          "A recruiter's interviews, newest first, a page at a time ('Select Recruiter' on the report); ?filter=active keeps AWAITING and IN_PROGRESS",
        description:
          'Another recruiter sees only the interviews held at booths they staff; employer admins of the organization and platform admins see all.',
        params: recruiterParams,
        querystring: activeFilter,
        body: pageBody,
        response: { 200: envelopeOf(historyPageSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId, recruiterId } = request.params;
      await jobFairInScope(request, jobFairId);
      const principal = requirePrincipal(request);
      const seesAll = principal.userId === recruiterId || hasRole(principal, 'Admin', 'EmployerAdmin', 'Auditor');
      const boothIds = seesAll ? undefined : (await listBoothsOfRecruiter(db, jobFairId, principal.userId)).map((booth) => booth.id);
      const filter = { jobFairId, recruiterId, boothIds, active: request.query.filter === 'active' };
      return success(await pageOfSessions(db, filter, request.body.limit, request.body.lastEvaluatedKey ?? null));
    },
  );

  app.get(
    `${BASE}/byQueueUserId/:queueUserId`,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The session a queue entry was called to, or null',
        params: queueUserParams,
        response: { 200: envelopeOf(sessionSchema.nullable()), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const found = await findSessionByQueueUserId(db, request.params.jobFairId, request.params.queueUserId);
      if (!found) return success(null);
      if (!maySeeSession(requirePrincipal(request), found.session, found.boothRecruiterIds)) throw new Forbidden(NOT_YOUR_SESSION);
      return success(found.session);
    },
  );

  app.get(
    `${BASE}/csv/byBoothId/:boothId`,
    {
      config: { roles: STAFF },
      schema: {
        tags,
        summary: "'Download Candidate Ratings': every interview of the booth as CSV (history-{date}-job-fair.csv)",
        params: boothParams,
        produces: ['text/csv'],
        response: { 200: z.string(), ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { jobFairId, boothId } = request.params;
      await boothInSight(request, db, jobFairId, boothId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ratingsCsvName(clock.now())}"`)
        .send(ratingsCsv(await allSessionsOfBooth(db, jobFairId, boothId)));
    },
  );
};

export default interviewHistoryRoutes;
