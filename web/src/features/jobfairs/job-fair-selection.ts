import { jobFairStart, type JobFairSchedule, jobFairTimeStatus } from '../../../../domain/jobfair/time-status';

// spec 1 §2.4 and §9: job fair cards by start date and time ascending; the selector's default is the
// earliest future fair, otherwise the first. A fair that is running (or in its closing session) still
// counts as "future": it has not happened yet in full, and it is the one recruiters work in right now.
type Ordered = JobFairSchedule & Readonly<{ id: string; createdAt?: string }>;

export const compareByStart = (a: Ordered, b: Ordered): number =>
  a.startDate.localeCompare(b.startDate) || a.startTime.localeCompare(b.startTime) || (a.createdAt ?? '').localeCompare(b.createdAt ?? '');

export const sortByStart = <F extends Ordered>(fairs: readonly F[]): F[] => [...fairs].sort(compareByStart);

/** The earliest fair that has not ended at `now`; when every fair has ended, the first by start. */
export const defaultJobFair = <F extends Ordered>(fairs: readonly F[], now: Date): F | null => {
  let earliestFuture: F | null = null;
  for (const fair of fairs) {
    if (jobFairTimeStatus(fair, now) === 'Ended') continue;
    const start = jobFairStart(fair).getTime();
    if (!earliestFuture || start < jobFairStart(earliestFuture).getTime()) earliestFuture = fair;
  }
  return earliestFuture ?? sortByStart(fairs)[0] ?? null;
};

/** The user's pick while it still exists, otherwise the default. */
export const selectedJobFair = <F extends Ordered>(fairs: readonly F[], chosenId: string | null, now: Date): F | null =>
  fairs.find((fair) => fair.id === chosenId) ?? defaultJobFair(fairs, now);
