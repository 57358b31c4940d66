import type { Knex } from 'knex';
import type { RecordedEvent } from '../../domain/shared/event';
import type { EventOf } from '../projector';
import { fairStaffingKey } from '../queries/change-keys';

type StaffingEvent = EventOf<
  | 'QueueEntered'
  | 'InterviewAssigned'
  | 'CandidateReturnedToFront'
  | 'QueueLeft'
  | 'RecruiterAvailabilityChanged'
  | 'RecruiterEngaged'
  | 'RecruiterReleased'
  | 'InterviewStarted'
>;

type Wait = { entryId: string; boothId: string; jobFairId: string; enteredAt: string; calledAt: string | null; leftAt: string | null };
type Staff = { jobFairId: string; recruiterId: string; boothId: string; isAvailable: boolean };
type Bucket = {
  jobFairId: string;
  boothId: string;
  bucketStart: string;
  waiting: number;
  peak: number;
  available: number;
  started: number;
};

const iso = (value: Date | string | null) => (value instanceof Date ? value.toISOString() : value);
const isWaiting = (wait: Wait) => wait.calledAt === null && wait.leftAt === null;

/**
 * The fair-staffing projector's rules, over a run of events (a single event is a run of one), in five
 * statements: the waits, staffing rows and numbers of the run's fairs are read once, each event is folded
 * in memory, and the rows that changed are written back at once, so the counts move by one per change
 * instead of being recounted over the whole fair after each event. Not idempotent (interviews started are
 * added up): the runner applies each event once.
 */
export const applyStaffingRun = async (
  trx: Knex.Transaction,
  events: readonly RecordedEvent<StaffingEvent>[],
  bucketSeconds: number,
  wholeFair: string,
): Promise<string[]> => {
  if (events.length === 0) return [];
  const fairs = [...new Set(events.map((event) => event.data.jobFairId))];
  const entryIds = [...new Set(events.flatMap((event) => ('entryId' in event.data ? [event.data.entryId] : [])))];
  // One after the other: the transaction has one connection.
  type WaitRow = {
    entry_id: string;
    booth_id: string;
    job_fair_id: string;
    entered_at: Date;
    called_at: Date | null;
    left_at: Date | null;
  };
  type StaffRow = { job_fair_id: string; recruiter_id: string; booth_id: string; is_available: boolean };
  const waitRows = await trx<WaitRow>('report_queue_waits').whereIn('entry_id', entryIds);
  const countRows = await trx('report_queue_waits')
    .whereIn('job_fair_id', fairs)
    .whereNull('called_at')
    .whereNull('left_at')
    .groupBy('job_fair_id', 'booth_id')
    .select('job_fair_id', 'booth_id', trx.raw('count(*)::int AS n'));
  const staffRows = await trx<StaffRow>('report_recruiter_staffing').whereIn('job_fair_id', fairs);
  const waits = new Map<string, Wait>(
    waitRows.map((row) => [
      row.entry_id,
      {
        entryId: row.entry_id,
        boothId: row.booth_id,
        jobFairId: row.job_fair_id,
        enteredAt: iso(row.entered_at)!,
        calledAt: iso(row.called_at),
        leftAt: iso(row.left_at),
      },
    ]),
  );
  const staff = new Map<string, Staff>(
    staffRows.map((row) => [
      `${row.job_fair_id}|${row.recruiter_id}`,
      { jobFairId: row.job_fair_id, recruiterId: row.recruiter_id, boothId: row.booth_id, isAvailable: row.is_available },
    ]),
  );
  // Numbers by `fair|booth`, and by `fair|` for the whole fair.
  const waiting = new Map<string, number>();
  const available = new Map<string, number>();
  const add = (counts: Map<string, number>, jobFairId: string, boothId: string, by: number) => {
    for (const key of [`${jobFairId}|${boothId}`, `${jobFairId}|`]) counts.set(key, (counts.get(key) ?? 0) + by);
  };
  for (const row of countRows as { job_fair_id: string; booth_id: string; n: number }[]) add(waiting, row.job_fair_id, row.booth_id, row.n);
  for (const row of staff.values()) if (row.isAvailable) add(available, row.jobFairId, row.boothId, 1);

  const changedWaits = new Set<Wait>();
  const changedStaff = new Map<string, Staff>();
  const buckets = new Map<string, Bucket>();
  const record = (jobFairId: string, boothIds: readonly string[], at: string, started = 0) => {
    const bucketMs = Math.floor(Date.parse(at) / 1000 / bucketSeconds) * bucketSeconds * 1000;
    const bucketStart = new Date(bucketMs).toISOString();
    for (const boothId of [...new Set(boothIds), null]) {
      const boothKey = boothId ?? wholeFair;
      const numbersKey = `${jobFairId}|${boothId ?? ''}`;
      const now = { waiting: waiting.get(numbersKey) ?? 0, available: available.get(numbersKey) ?? 0 };
      const key = `${jobFairId}|${boothKey}|${bucketMs}`;
      const bucket = buckets.get(key);
      if (!bucket)
        buckets.set(key, {
          jobFairId,
          boothId: boothKey,
          bucketStart,
          waiting: now.waiting,
          peak: now.waiting,
          available: now.available,
          started,
        });
      else
        Object.assign(bucket, {
          waiting: now.waiting,
          peak: Math.max(bucket.peak, now.waiting),
          available: now.available,
          started: bucket.started + started,
        });
    }
  };
  /** Changes a wait as `apply`'s UPDATE would, keeping the waiting numbers in step. */
  const change = (entryId: string, changes: Partial<Wait>, onlyIf: (wait: Wait) => boolean = () => true) => {
    const wait = waits.get(entryId);
    if (!wait || !onlyIf(wait)) return;
    const before = isWaiting(wait);
    Object.assign(wait, changes);
    const after = isWaiting(wait);
    if (before !== after) add(waiting, wait.jobFairId, wait.boothId, after ? 1 : -1);
    changedWaits.add(wait);
  };

  for (const event of events) {
    const { jobFairId, boothId } = event.data;
    switch (event.type) {
      case 'QueueEntered': {
        const { entryId, enteredAt } = event.data;
        if (!waits.has(entryId)) {
          const wait = { entryId, boothId, jobFairId, enteredAt, calledAt: null, leftAt: null };
          waits.set(entryId, wait);
          changedWaits.add(wait);
          add(waiting, jobFairId, boothId, 1);
        }
        record(jobFairId, [boothId], enteredAt);
        break;
      }
      case 'InterviewAssigned':
        change(event.data.entryId, { calledAt: event.data.assignedAt });
        record(jobFairId, [boothId], event.data.assignedAt);
        break;
      case 'CandidateReturnedToFront':
        change(event.data.entryId, { calledAt: null });
        record(jobFairId, [boothId], event.data.returnedAt);
        break;
      case 'QueueLeft':
        change(event.data.entryId, { leftAt: event.data.leftAt }, (wait) => wait.leftAt === null);
        record(jobFairId, [boothId], event.data.leftAt);
        break;
      case 'InterviewStarted':
        record(jobFairId, [boothId], event.data.interviewStartedAt, 1);
        break;
      default: {
        const { recruiterId } = event.data;
        const isAvailable = event.type === 'RecruiterEngaged' ? false : event.data.isAvailableForChat;
        const at =
          event.type === 'RecruiterAvailabilityChanged'
            ? event.data.changedAt
            : event.type === 'RecruiterEngaged'
              ? event.data.engagedAt
              : event.data.releasedAt;
        const key = `${jobFairId}|${recruiterId}`;
        const before = staff.get(key);
        if (before?.isAvailable) add(available, jobFairId, before.boothId, -1);
        if (isAvailable) add(available, jobFairId, boothId, 1);
        const row = { jobFairId, recruiterId, boothId, isAvailable };
        staff.set(key, row);
        changedStaff.set(key, row);
        record(jobFairId, before ? [before.boothId, boothId] : [boothId], at);
      }
    }
  }

  if (changedWaits.size > 0)
    await trx.raw(
      `INSERT INTO report_queue_waits (entry_id, booth_id, job_fair_id, entered_at, called_at, left_at)
       SELECT * FROM jsonb_to_recordset(?::jsonb) AS w(entry_id uuid, booth_id uuid, job_fair_id uuid, entered_at timestamptz, called_at timestamptz, left_at timestamptz)
       ON CONFLICT (entry_id) DO UPDATE SET called_at = EXCLUDED.called_at, left_at = EXCLUDED.left_at`,
      [
        JSON.stringify(
          [...changedWaits].map((wait) => ({
            entry_id: wait.entryId,
            booth_id: wait.boothId,
            job_fair_id: wait.jobFairId,
            entered_at: wait.enteredAt,
            called_at: wait.calledAt,
            left_at: wait.leftAt,
          })),
        ),
      ],
    );
  if (changedStaff.size > 0)
    await trx.raw(
      `INSERT INTO report_recruiter_staffing (job_fair_id, recruiter_id, booth_id, is_available)
       SELECT * FROM jsonb_to_recordset(?::jsonb) AS s(job_fair_id uuid, recruiter_id uuid, booth_id uuid, is_available boolean)
       ON CONFLICT (job_fair_id, recruiter_id) DO UPDATE SET booth_id = EXCLUDED.booth_id, is_available = EXCLUDED.is_available`,
      [
        JSON.stringify(
          [...changedStaff.values()].map((row) => ({
            job_fair_id: row.jobFairId,
            recruiter_id: row.recruiterId,
            booth_id: row.boothId,
            is_available: row.isAvailable,
          })),
        ),
      ],
    );
  await trx.raw(
    `INSERT INTO report_staffing_buckets AS b (job_fair_id, booth_id, bucket_start, waiting, peak_waiting, available, interviews_started)
     SELECT * FROM jsonb_to_recordset(?::jsonb) AS n(job_fair_id uuid, booth_id text, bucket_start timestamptz, waiting integer,
       peak_waiting integer, available integer, interviews_started integer)
     ON CONFLICT (job_fair_id, booth_id, bucket_start) DO UPDATE SET waiting = EXCLUDED.waiting,
       peak_waiting = GREATEST(b.peak_waiting, EXCLUDED.peak_waiting), available = EXCLUDED.available,
       interviews_started = b.interviews_started + EXCLUDED.interviews_started`,
    [
      JSON.stringify(
        [...buckets.values()].map((bucket) => ({
          job_fair_id: bucket.jobFairId,
          booth_id: bucket.boothId,
          bucket_start: bucket.bucketStart,
          waiting: bucket.waiting,
          peak_waiting: bucket.peak,
          available: bucket.available,
          interviews_started: bucket.started,
        })),
      ),
    ],
  );
  return fairs.map(fairStaffingKey);
};
