import {
  carryForward,
  STAFFING_BUCKET_MS,
  STAFFING_EVENT_TYPES,
  WAIT_BIN_EDGES,
  waitBinLabel,
  type FairSeriesView,
  type InterviewsPointView,
  type StaffingPointView,
} from './fair-series-view';
import {
  evolveFairStaffing,
  initialFairStaffing,
  WHOLE_FAIR,
  type FairStaffingEvent,
  type FairStaffingModel,
  type StaffingBucket,
} from './fair-staffing-model';
import type { ReportTimelineEvent } from './report-history';

/**
 * The fair-wide report's staffing view and plots as of a moment (docs/adr/report-as-of.md, "The fair-wide
 * report's time control"): a fair's timeline up to the moment folded with the staffing model's one evolve
 * (fair-staffing-model.ts), the same the fairStaffing projector applies to its rows, so the report as of a
 * moment draws what the live one drew then.
 */
export type StaffingHistory = FairStaffingModel;

const STAFFING_TYPES: ReadonlySet<string> = new Set(STAFFING_EVENT_TYPES);
const isStaffingEvent = (event: ReportTimelineEvent): event is ReportTimelineEvent & FairStaffingEvent => STAFFING_TYPES.has(event.type);

/** Candidates waiting and recruiters available now, of one booth or (null) of the fair. */
export const staffingNow = (history: StaffingHistory, boothId: string | null) => ({
  waiting: history.waiting.get(boothId ?? WHOLE_FAIR) ?? 0,
  available: history.available.get(boothId ?? WHOLE_FAIR) ?? 0,
});

/** Folds one fair's events, in log order, into its staffing history; other report events pass by. */
export const foldStaffingHistory = (events: Iterable<ReportTimelineEvent>): StaffingHistory => {
  let history = initialFairStaffing();
  for (const event of events) if (isStaffingEvent(event)) history = evolveFairStaffing(history, event);
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
  const buckets = [...(history.buckets.get(boothId ?? WHOLE_FAIR) ?? new Map<number, StaffingBucket>())].sort(([a], [b]) => a - b);
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
