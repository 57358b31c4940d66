import type { InterviewStarted } from '../interview/interview-session';
import type { CandidateReturnedToFront, InterviewAssigned, QueueEntered, QueueLeft } from '../queue/booth-queue';
import type { RecruiterAvailabilityEvent } from '../queue/recruiter-availability';
import { STAFFING_BUCKET_MS } from './fair-series-view';

/**
 * The fair-wide report's staffing model (spec 2 §2.1; docs/metrics.md): each queue entry's wait, each
 * recruiter's availability, the numbers waiting and available now, and five-minute buckets of them per
 * booth and for the fair as a whole, of one fair.
 *
 * One `evolveFairStaffing` defines it (ARCHITECTURE.md: every report model has one pure evolve). The
 * fairStaffing projector loads the rows a batch touches (and the numbers now) into one state per fair,
 * evolves it and writes back the entries that changed; the staffing view and plots as of a moment
 * (staffing-history.ts, docs/adr/report-as-of.md) fold the fair's timeline with it from
 * `initialFairStaffing()`. The two paths are therefore equal by construction.
 *
 * Pure as a fold step: deterministic, no I/O, no clock. For speed it updates the maps of the state it is
 * given and returns that state (the caller owns it); an entry is never changed in place but replaced, so
 * a caller finds what changed by identity. The numbers now move by one per change instead of being recounted.
 */
export type FairStaffingEvent =
  QueueEntered | InterviewAssigned | CandidateReturnedToFront | QueueLeft | RecruiterAvailabilityEvent | InterviewStarted;

/** The fair as a whole, where a booth id would stand (as in report_staffing_buckets). */
export const WHOLE_FAIR = '';

export type Wait = Readonly<{ boothId: string; enteredAt: string; calledAt: string | null; leftAt: string | null }>;
export type RecruiterStaffing = Readonly<{ boothId: string; isAvailable: boolean }>;
export type StaffingBucket = Readonly<{ waiting: number; peakWaiting: number; available: number; interviewsStarted: number }>;

export type FairStaffingModel = Readonly<{
  /** Each queue entry's wait, by entry id: entered, called (cleared when the call is returned), left. */
  waits: Map<string, Wait>;
  /** Each recruiter's availability, by recruiter id. */
  recruiters: Map<string, RecruiterStaffing>;
  /** Candidates waiting now (neither called nor gone), by booth and under WHOLE_FAIR for the fair. */
  waiting: Map<string, number>;
  /** Recruiters available now, by booth and under WHOLE_FAIR for the fair. */
  available: Map<string, number>;
  /** Five-minute buckets by booth (WHOLE_FAIR for the fair), then by the bucket's start in ms: the numbers after the last change in it. */
  buckets: Map<string, Map<number, StaffingBucket>>;
}>;

export const initialFairStaffing = (): FairStaffingModel => ({
  waits: new Map(),
  recruiters: new Map(),
  waiting: new Map(),
  available: new Map(),
  buckets: new Map(),
});

export const isWaiting = (wait: Wait) => wait.calledAt === null && wait.leftAt === null;

/** When an event changed the numbers: the bucket it falls in. */
export const staffingEventAt = (event: FairStaffingEvent): string => {
  switch (event.type) {
    case 'QueueEntered':
      return event.data.enteredAt;
    case 'InterviewAssigned':
      return event.data.assignedAt;
    case 'CandidateReturnedToFront':
      return event.data.returnedAt;
    case 'QueueLeft':
      return event.data.leftAt;
    case 'InterviewStarted':
      return event.data.interviewStartedAt;
    case 'RecruiterAvailabilityChanged':
      return event.data.changedAt;
    case 'RecruiterEngaged':
      return event.data.engagedAt;
    case 'RecruiterReleased':
      return event.data.releasedAt;
  }
};

/** The start, in ms, of the bucket holding `at`. */
export const bucketStartOf = (at: string) => Math.floor(Date.parse(at) / STAFFING_BUCKET_MS) * STAFFING_BUCKET_MS;

const add = (counts: Map<string, number>, boothId: string, by: number) => {
  for (const key of [boothId, WHOLE_FAIR]) counts.set(key, (counts.get(key) ?? 0) + by);
};

/** The numbers after an event, written into the bucket of its time, for the booths it touched and the fair. */
const record = (state: FairStaffingModel, boothIds: readonly (string | undefined)[], at: string, interviewsStarted = 0) => {
  const start = bucketStartOf(at);
  for (const boothId of [...new Set(boothIds.filter((id) => id !== undefined)), WHOLE_FAIR]) {
    const waiting = state.waiting.get(boothId) ?? 0;
    const available = state.available.get(boothId) ?? 0;
    const buckets = state.buckets.get(boothId) ?? state.buckets.set(boothId, new Map()).get(boothId)!;
    const bucket = buckets.get(start);
    buckets.set(start, {
      waiting,
      peakWaiting: Math.max(bucket?.peakWaiting ?? waiting, waiting),
      available,
      interviewsStarted: (bucket?.interviewsStarted ?? 0) + interviewsStarted,
    });
  }
};

/** Changes a known wait, keeping the numbers waiting in step; an entry the model does not hold is left alone. */
const changeWait = (state: FairStaffingModel, entryId: string, changes: Partial<Wait>, onlyIf: (wait: Wait) => boolean = () => true) => {
  const wait = state.waits.get(entryId);
  if (!wait || !onlyIf(wait)) return;
  const next = { ...wait, ...changes };
  if (isWaiting(wait) !== isWaiting(next)) add(state.waiting, wait.boothId, isWaiting(next) ? 1 : -1);
  state.waits.set(entryId, next);
};

/** The staffing model's one rule per event, for the state of the event's fair (see the type's comment). */
export const evolveFairStaffing = (state: FairStaffingModel, event: FairStaffingEvent): FairStaffingModel => {
  const at = staffingEventAt(event);
  switch (event.type) {
    case 'QueueEntered': {
      const { entryId, boothId, enteredAt } = event.data;
      if (!state.waits.has(entryId)) {
        state.waits.set(entryId, { boothId, enteredAt, calledAt: null, leftAt: null });
        add(state.waiting, boothId, 1);
      }
      record(state, [boothId], at);
      break;
    }
    case 'InterviewAssigned':
      changeWait(state, event.data.entryId, { calledAt: event.data.assignedAt });
      record(state, [event.data.boothId], at);
      break;
    case 'CandidateReturnedToFront':
      changeWait(state, event.data.entryId, { calledAt: null });
      record(state, [event.data.boothId], at);
      break;
    case 'QueueLeft':
      changeWait(state, event.data.entryId, { leftAt: event.data.leftAt }, (wait) => wait.leftAt === null);
      record(state, [event.data.boothId], at);
      break;
    case 'InterviewStarted':
      record(state, [event.data.boothId], at, 1);
      break;
    case 'RecruiterAvailabilityChanged':
    case 'RecruiterEngaged':
    case 'RecruiterReleased': {
      const { recruiterId, boothId } = event.data;
      const isAvailable = event.type === 'RecruiterEngaged' ? false : event.data.isAvailableForChat;
      const before = state.recruiters.get(recruiterId);
      if (before?.isAvailable) add(state.available, before.boothId, -1);
      if (isAvailable) add(state.available, boothId, 1);
      state.recruiters.set(recruiterId, { boothId, isAvailable });
      record(state, [before?.boothId, boothId], at);
      break;
    }
  }
  return state;
};
