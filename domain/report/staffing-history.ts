import type { Of, ReportTimelineEvent } from './report-history';
import {
  carryForward,
  STAFFING_BUCKET_MS,
  WAIT_BIN_EDGES,
  waitBinLabel,
  type FairSeriesView,
  type InterviewsPointView,
  type StaffingPointView,
} from './fair-series-view';

/**
 * The fair-wide report's staffing view and plots as a fold (issue 16 points 3 and 6): what the fairStaffing
 * projector (projections/projectors/fair-staffing.ts) keeps in rows, kept here in memory from a fair's
 * timeline up to a moment, so the report as of that moment draws what the live one drew then. The two are
 * held equal by tests/command-api/fair-report-history.int.test.ts.
 */
type Wait = { boothId: string; enteredAt: string; calledAt: string | null; leftAt: string | null };
type Recruiter = { boothId: string; isAvailable: boolean };
type Bucket = { waiting: number; peakWaiting: number; available: number; interviewsStarted: number };

export type StaffingHistory = Readonly<{
  waits: Map<string, Wait>;
  recruiters: Map<string, Recruiter>;
  /** Five-minute buckets per booth (the fair's as a whole under null), by the bucket's start in ms, in time order. */
  buckets: Map<string | null, Map<number, Bucket>>;
}>;

const isWaiting = (wait: Wait) => wait.calledAt === null && wait.leftAt === null;

/** Candidates waiting and recruiters available now, of one booth or (null) of the fair. */
export const staffingNow = (history: StaffingHistory, boothId: string | null) => {
  const inScope = (row: { boothId: string }) => boothId === null || row.boothId === boothId;
  return {
    waiting: [...history.waits.values()].filter((wait) => inScope(wait) && isWaiting(wait)).length,
    available: [...history.recruiters.values()].filter((recruiter) => inScope(recruiter) && recruiter.isAvailable).length,
  };
};

/** The numbers after an event, written into the bucket of the event's time, for the booths it touched and the fair. */
const record = (history: StaffingHistory, boothIds: readonly (string | undefined)[], at: string, interviewsStarted = 0) => {
  const start = Math.floor(Date.parse(at) / STAFFING_BUCKET_MS) * STAFFING_BUCKET_MS;
  for (const boothId of [...new Set(boothIds.filter((id) => id !== undefined)), null]) {
    const { waiting, available } = staffingNow(history, boothId);
    const buckets = history.buckets.get(boothId) ?? history.buckets.set(boothId, new Map()).get(boothId)!;
    const bucket = buckets.get(start);
    if (bucket) Object.assign(bucket, { waiting, peakWaiting: Math.max(bucket.peakWaiting, waiting), available });
    else buckets.set(start, { waiting, peakWaiting: waiting, available, interviewsStarted: 0 });
    buckets.get(start)!.interviewsStarted += interviewsStarted;
  }
};

const availability = (history: StaffingHistory, event: Of<'RecruiterAvailabilityChanged' | 'RecruiterEngaged' | 'RecruiterReleased'>) => {
  const { recruiterId, boothId } = event.data;
  const before = history.recruiters.get(recruiterId)?.boothId;
  const [isAvailable, at] =
    event.type === 'RecruiterEngaged'
      ? [false, event.data.engagedAt]
      : event.type === 'RecruiterReleased'
        ? [event.data.isAvailableForChat, event.data.releasedAt]
        : [event.data.isAvailableForChat, event.data.changedAt];
  history.recruiters.set(recruiterId, { boothId, isAvailable });
  record(history, [before, boothId], at);
};

/** Folds one fair's events, in log order, into its staffing history; other report events pass by. */
export const foldStaffingHistory = (events: Iterable<ReportTimelineEvent>): StaffingHistory => {
  const history: StaffingHistory = { waits: new Map(), recruiters: new Map(), buckets: new Map() };
  const entry = (entryId: string) => history.waits.get(entryId);
  for (const event of events) {
    switch (event.type) {
      case 'QueueEntered': {
        const { entryId, boothId, enteredAt } = event.data;
        if (!history.waits.has(entryId)) history.waits.set(entryId, { boothId, enteredAt, calledAt: null, leftAt: null });
        record(history, [boothId], enteredAt);
        break;
      }
      case 'InterviewAssigned':
        if (entry(event.data.entryId)) entry(event.data.entryId)!.calledAt = event.data.assignedAt;
        record(history, [event.data.boothId], event.data.assignedAt);
        break;
      case 'CandidateReturnedToFront':
        if (entry(event.data.entryId)) entry(event.data.entryId)!.calledAt = null;
        record(history, [event.data.boothId], event.data.returnedAt);
        break;
      case 'QueueLeft': {
        const wait = entry(event.data.entryId);
        if (wait && wait.leftAt === null) wait.leftAt = event.data.leftAt;
        record(history, [event.data.boothId], event.data.leftAt);
        break;
      }
      case 'InterviewStarted':
        record(history, [event.data.boothId], event.data.interviewStartedAt, 1);
        break;
      case 'RecruiterAvailabilityChanged':
      case 'RecruiterEngaged':
      case 'RecruiterReleased':
        availability(history, event);
        break;
    }
  }
  return history;
};

const iso = (ms: number) => new Date(ms).toISOString();
const QUARTER_HOUR_MS = 15 * 60_000;

/** The median as Postgres's percentile_cont(0.5) takes it: between the two middle values of an even count. */
const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return sorted[Math.floor(middle)]! + (sorted[Math.ceil(middle)]! - sorted[Math.floor(middle)]!) * (middle - Math.floor(middle));
};

/** The plots of one booth or (null) of the fair, as GET …/report-series draws them from the read model. */
export const seriesOf = (history: StaffingHistory, boothId: string | null): Omit<FairSeriesView, 'jobFairId' | 'boothId'> => {
  const buckets = [...(history.buckets.get(boothId) ?? new Map<number, Bucket>())].sort(([a], [b]) => a - b);
  const staffing: StaffingPointView[] = buckets.map(([start, bucket]) => ({
    at: iso(start),
    waiting: bucket.waiting,
    peakWaiting: bucket.peakWaiting,
    available: bucket.available,
  }));
  const quarters = new Map<number, number>();
  for (const [start, bucket] of buckets) {
    if (bucket.interviewsStarted === 0) continue;
    const quarter = Math.floor(start / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
    quarters.set(quarter, (quarters.get(quarter) ?? 0) + bucket.interviewsStarted);
  }
  const interviewsPer15Minutes: InterviewsPointView[] = [...quarters].map(([at, interviews]) => ({ at: iso(at), interviews }));
  const minutes = [...history.waits.values()]
    .filter((wait) => wait.calledAt !== null && (boothId === null || wait.boothId === boothId))
    .map((wait) => (Date.parse(wait.calledAt!) - Date.parse(wait.enteredAt)) / 60_000);
  const bins = WAIT_BIN_EDGES.map((from, index) => {
    const to = WAIT_BIN_EDGES[index + 1] ?? null;
    const candidates = minutes.filter((value) => value >= from && (to === null || value < to)).length;
    return { label: waitBinLabel(from, to), fromMinutes: from, toMinutes: to, candidates };
  });
  const middle = median(minutes);
  return {
    staffing: carryForward(staffing, STAFFING_BUCKET_MS),
    interviewsPer15Minutes,
    waits: { bins, medianMinutes: middle === null ? null : Math.round(middle * 10) / 10, called: minutes.length },
  };
};
