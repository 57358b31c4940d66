import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BoothReportAsOfView, MetricTraceView } from '../../domain/report/report-as-of-view';
import { TRACEABLE_METRICS } from '../../domain/report/report-history';
import { NotFound } from '../../domain/shared/errors';
import { boothReportAsOf, reportPeriod, traceBoothMetric } from '../../projections/queries/report-as-of';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { boothInSight } from '../access/booth-in-sight';
import { boothMetricsByRecruiterSchema, boothParams, REPORT_READERS } from '../schemas/booth-report-schemas';
import { asOfSchema, momentSchema, periodSchema } from '../schemas/report-moment';

const tags = ['report'];

const reportSchema = z.object({
  asOf: asOfSchema,
  metrics: boothMetricsByRecruiterSchema,
  conversations: z.array(
    z.object({
      id: z.string(),
      candidateId: z.string(),
      recruiterId: z.string(),
      createdAt: z.string(),
      interviewStartedAt: z.string(),
      rating: z.number().nullable(),
      notes: z.string().nullable(),
      candidateName: z.string().nullable(),
      candidateEmail: z.string().nullable(),
      recruiterName: z.string().nullable(),
    }),
  ),
  resumes: z.array(
    z.object({
      id: z.string(),
      jobSeekerId: z.string(),
      fileName: z.string(),
      jobTitle: z.string(),
      notes: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<BoothReportAsOfView>;
const traceSchema = z.object({
  metric: z.enum(TRACEABLE_METRICS),
  asOf: asOfSchema,
  events: z.array(
    z.object({
      position: z.string().describe('Global log position: the audit console shows it at /audit/events/{position}'),
      type: z.string(),
      at: z.string(),
      streamId: z.string(),
      actorId: z.string().nullable(),
      actorRole: z.string().nullable(),
      actorName: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<MetricTraceView>;

const traceQuery = z
  .object({
    metric: z.enum(TRACEABLE_METRICS, { error: `metric must be one of ${TRACEABLE_METRICS.join(', ')}` }),
    at: momentSchema.optional(),
    recruiterId: uuidParam('recruiterId').optional(),
    sessionId: uuidParam('sessionId').optional(),
  })
  .refine((query) => query.metric !== 'interviewsByRecruiter' || query.recruiterId, {
    message: 'recruiterId is required for interviewsByRecruiter',
    path: ['recruiterId'],
  })
  .refine((query) => query.metric !== 'rating' || query.sessionId, { message: 'sessionId is required for rating', path: ['sessionId'] });

/**
 * A booth's report as of any moment, and the events behind each figure, folded from
 * the report's timeline (docs/adr/report-as-of.md, definitions in docs/metrics.md). Read like the live report.
 */
const boothReportHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/jobfairs/:jobFairId/report/:boothId/period',
    {
      config: { roles: REPORT_READERS },
      schema: {
        tags,
        summary: "The span of the report's time control: the fair's start (or first event) to now",
        params: boothParams,
        response: { 200: envelopeOf(periodSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId, boothId } = request.params;
      await boothInSight(request, db, jobFairId, boothId);
      const period = await reportPeriod(db, { jobFairId, boothId }, clock.now());
      if (!period) throw new NotFound('Job fair');
      return success(period);
    },
  );

  app.get(
    '/jobfairs/:jobFairId/report/:boothId/asOf',
    {
      config: { roles: REPORT_READERS },
      schema: {
        tags,
        summary: "A booth's report as it stood at a moment: metrics, 'No. of Interviews', Conversations, Resumes",
        description:
          'Folded from the events decided at or before `at`; equals what GET …/matrix/{boothId}, the Conversations and the Resumes tabs answered then. Resume links are not given for the past.',
        params: boothParams,
        querystring: z.object({ at: momentSchema }),
        response: { 200: envelopeOf(reportSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId, boothId } = request.params;
      await boothInSight(request, db, jobFairId, boothId);
      return success(await boothReportAsOf(db, jobFairId, boothId, new Date(request.query.at)));
    },
  );

  app.get(
    '/jobfairs/:jobFairId/report/:boothId/trace',
    {
      config: { roles: REPORT_READERS },
      schema: {
        tags,
        summary: 'The events behind one figure of the report, oldest first, with type, time and actor',
        description:
          'metric: a metrics card figure, interviewsByRecruiter (?recruiterId) or rating (?sessionId). One event per person or session counted; a rating lists every save of the review. ?at traces the figure as it stood then (default now).',
        params: boothParams,
        querystring: traceQuery,
        response: { 200: envelopeOf(traceSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId, boothId } = request.params;
      await boothInSight(request, db, jobFairId, boothId);
      const { metric, at, recruiterId, sessionId } = request.query;
      const moment = at ? new Date(at) : clock.now();
      return success(await traceBoothMetric(db, jobFairId, boothId, metric, { recruiterId, sessionId }, moment));
    },
  );
};

export default boothReportHistoryRoutes;
