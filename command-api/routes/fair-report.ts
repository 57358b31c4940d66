import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fairParams } from '../schemas/fair-params';
import type { FairMatrixView } from '../../domain/report/fair-matrix-view';
import type { BoothStaffingView, FairSeriesView } from '../../domain/report/fair-series-view';
import { NotFound } from '../../domain/shared/errors';
import { getBooth } from '../../projections/queries/booths';
import { fairMatrix } from '../../projections/queries/fair-matrix';
import { fairMatrixAsOf, fairSeriesAsOf, fairStaffingAsOf } from '../../projections/queries/fair-report-as-of';
import { fairStaffing, interviewsPer15Minutes, staffingSeries, waitDistribution } from '../../projections/queries/fair-staffing';
import { reportPeriod } from '../../projections/queries/report-as-of';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { jobFairInScope } from '../access/fair-scope';
import { asOfSchema, momentSchema, periodSchema } from '../schemas/report-moment';

/**
 * The fair-wide report is the organization's view of all its booths: its employer admins and platform admins,
 * and auditors (docs/audit.md), who read it within their organization scope (a platform auditor every one).
 */
const FAIR_READERS = ['Admin', 'EmployerAdmin', 'Auditor'] as const;
const tags = ['report'];
// Every read of the report answers as of a moment when asked (?at=), folded from the fair's timeline.
const AT_DESCRIPTION = 'With ?at= the answer is as it stood at that moment (docs/adr/report-as-of.md)';

const figures = {
  boothVisitors: z.number(),
  jobSeekersEnteredBooth: z.number(),
  boothInterviews: z.number(),
  resumesLeftAtBooth: z.number(),
};
const matrixSchema = z.object({
  jobFairId: z.string(),
  jobFairName: z.string(),
  jobSeekerLogins: z.number(),
  registeredJobseekers: z.number(),
  booths: z.array(z.object({ boothId: z.string(), boothName: z.string(), ...figures })),
  totals: z.object(figures),
  asOf: asOfSchema.optional().describe('Present when asked ?at='),
}) satisfies z.ZodType<FairMatrixView & { jobFairName: string }>;
const staffingSchema = z.object({
  boothId: z.string(),
  boothName: z.string(),
  waiting: z.number(),
  recruitersAvailable: z.number(),
}) satisfies z.ZodType<BoothStaffingView>;
const seriesSchema = z.object({
  jobFairId: z.string(),
  boothId: z.string().nullable(),
  staffing: z.array(z.object({ at: z.string(), waiting: z.number(), peakWaiting: z.number(), available: z.number() })),
  interviewsPer15Minutes: z.array(z.object({ at: z.string(), interviews: z.number() })),
  waits: z.object({
    bins: z.array(z.object({ label: z.string(), fromMinutes: z.number(), toMinutes: z.number().nullable(), candidates: z.number() })),
    medianMinutes: z.number().nullable(),
    called: z.number(),
  }),
}) satisfies z.ZodType<FairSeriesView>;

/** spec 2 §7 GET /jobfairs/{jobFairId}/matrix and the fair-wide report's plots and staffing view (docs/metrics.md). */
const fairReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/jobfairs/:jobFairId/matrix',
    {
      config: { roles: FAIR_READERS },
      schema: {
        tags,
        summary: 'The fair-wide report: every booth’s metrics (as GET …/matrix/{boothId}) and the fair’s totals, with the fair’s name',
        description: `totals are the sums of the booth rows; jobSeekerLogins and registeredJobseekers are of the whole fair. Booths in display order. ${AT_DESCRIPTION}.`,
        params: fairParams,
        querystring: z.object({ at: momentSchema.optional() }),
        response: { 200: envelopeOf(matrixSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const fair = await jobFairInScope(request, request.params.jobFairId);
      const { at } = request.query;
      return success({ ...(at ? await fairMatrixAsOf(db, fair.id, new Date(at)) : await fairMatrix(db, fair.id)), jobFairName: fair.name });
    },
  );

  app.get(
    '/jobfairs/:jobFairId/report-series',
    {
      config: { roles: FAIR_READERS },
      schema: {
        tags,
        summary: 'The fair-wide report’s plots over time, of the fair or of one booth (?boothId)',
        description: `staffing: candidates waiting (last and peak) and recruiters available per five minutes; interviewsPer15Minutes: interviews that started; waits: how long called candidates had waited, binned, with the median. ${AT_DESCRIPTION}.`,
        params: fairParams,
        querystring: z.object({ boothId: uuidParam('boothId').optional(), at: momentSchema.optional() }),
        response: { 200: envelopeOf(seriesSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId } = request.params;
      await jobFairInScope(request, jobFairId);
      const boothId = request.query.boothId ?? null;
      if (boothId && !(await getBooth(db, jobFairId, boothId))) throw new NotFound('Booth');
      if (request.query.at) return success(await fairSeriesAsOf(db, jobFairId, boothId, new Date(request.query.at)));
      const [staffing, interviews, waits] = await Promise.all([
        staffingSeries(db, jobFairId, boothId),
        interviewsPer15Minutes(db, jobFairId, boothId),
        waitDistribution(db, jobFairId, boothId),
      ]);
      return success({ jobFairId, boothId, staffing, interviewsPer15Minutes: interviews, waits });
    },
  );

  app.get(
    '/jobfairs/:jobFairId/staffing',
    {
      config: { roles: FAIR_READERS },
      schema: {
        tags,
        summary: 'The live staffing view: candidates waiting and recruiters available per booth (pushed as subscription fairStaffing)',
        description: AT_DESCRIPTION,
        params: fairParams,
        querystring: z.object({ at: momentSchema.optional() }),
        response: { 200: envelopeOf(z.array(staffingSchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId } = request.params;
      await jobFairInScope(request, jobFairId);
      const { at } = request.query;
      return success(at ? await fairStaffingAsOf(db, jobFairId, new Date(at)) : await fairStaffing(db, jobFairId));
    },
  );

  app.get(
    '/jobfairs/:jobFairId/report-period',
    {
      config: { roles: FAIR_READERS },
      schema: {
        tags,
        summary: "The span of the fair-wide report's time control: the fair's start (or first event) to now",
        params: fairParams,
        response: { 200: envelopeOf(periodSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const fair = await jobFairInScope(request, request.params.jobFairId);
      const period = await reportPeriod(db, { jobFairId: fair.id }, clock.now());
      if (!period) throw new NotFound('Job fair');
      return success(period);
    },
  );
};

export default fairReportRoutes;
