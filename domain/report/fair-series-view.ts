/**
 * The fair-wide report's plots (spec 2 §7 Metrics; docs/metrics.md), per booth or for the whole fair. Times are ISO strings
 * of bucket starts; a bucket with no change carries the last numbers forward.
 */
export type StaffingPointView = Readonly<{ at: string; waiting: number; peakWaiting: number; available: number }>;
export type InterviewsPointView = Readonly<{ at: string; interviews: number }>;
/** Waits of candidates called to an interview, in minutes: how many fell in [fromMinutes, toMinutes). */
export type WaitBinView = Readonly<{ label: string; fromMinutes: number; toMinutes: number | null; candidates: number }>;

export type FairSeriesView = Readonly<{
  jobFairId: string;
  /** null: the whole fair. */
  boothId: string | null;
  staffing: StaffingPointView[];
  interviewsPer15Minutes: InterviewsPointView[];
  waits: Readonly<{ bins: WaitBinView[]; medianMinutes: number | null; called: number }>;
}>;

/** The live staffing view: which booths have idle recruiters and which have lines. */
export type BoothStaffingView = Readonly<{ boothId: string; boothName: string; waiting: number; recruitersAvailable: number }>;

/** The events the staffing view and the plots are made of (the fairStaffing projector's, and the as-of fold's in staffing-history.ts). */
export const STAFFING_EVENT_TYPES = [
  'QueueEntered',
  'InterviewAssigned',
  'CandidateReturnedToFront',
  'QueueLeft',
  'RecruiterAvailabilityChanged',
  'RecruiterEngaged',
  'RecruiterReleased',
  'InterviewStarted',
] as const;

/** The bucket width of the staffing plots: fine enough for a queue's swings, coarse enough for a 10-hour fair (120 points). */
export const STAFFING_BUCKET_MS = 300_000;

/** Wait bins in minutes; the last one is open-ended. */
export const WAIT_BIN_EDGES = [0, 1, 2, 5, 10, 15, 30] as const;

export const waitBinLabel = (from: number, to: number | null) => (to === null ? `${from}+ min` : `${from}–${to} min`);

/** Fills the gaps between buckets with the last numbers, so a line is flat where nothing changed. */
export const carryForward = (points: readonly StaffingPointView[], bucketMs: number): StaffingPointView[] => {
  const filled: StaffingPointView[] = [];
  for (const point of points) {
    const last = filled.at(-1);
    if (last) {
      for (let at = Date.parse(last.at) + bucketMs; at < Date.parse(point.at); at += bucketMs)
        filled.push({ at: new Date(at).toISOString(), waiting: last.waiting, peakWaiting: last.waiting, available: last.available });
    }
    filled.push(point);
  }
  return filled;
};
