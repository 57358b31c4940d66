import type { JobFairView } from '../../../../domain/jobfair/jobfair-view';
import type { JobFairTimeStatus } from '../../../../domain/jobfair/time-status';

/** A row of GET /api/organizations/:companyId/jobfairs and of the `jobFairs` subscription. */
export type JobFair = JobFairView &
  Readonly<{
    /** The computed time status, on REST answers; pushed rows leave it out (the client computes it). */
    status?: JobFairTimeStatus;
  }>;
