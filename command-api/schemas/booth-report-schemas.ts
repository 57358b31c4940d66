import { z } from 'zod';
import type { BoothMetricsView } from '../../domain/report/booth-report-view';
import { uuidParam } from '../http/envelope';

/** Who reads a booth's report, live or as of a moment: auditors too (docs/audit.md), within their organization scope. */
export const REPORT_READERS = ['Admin', 'EmployerAdmin', 'Recruiter', 'Auditor'] as const;

export const boothParams = z.object({ jobFairId: uuidParam('jobFairId'), boothId: uuidParam('boothId') });

/** The report's metrics card (spec 2 §2.1). */
export const boothMetricsSchema = z.object({
  jobSeekerLogins: z.number(),
  boothVisitors: z.number(),
  jobSeekersEnteredBooth: z.number(),
  boothInterviews: z.number(),
  resumesLeftAtBooth: z.number(),
}) satisfies z.ZodType<BoothMetricsView>;

/** The card with 'No. of Interviews' per recruiter, as the report page shows it. */
export const boothMetricsByRecruiterSchema = boothMetricsSchema.extend({ interviewsByRecruiter: z.record(z.string(), z.number()) });
