import type { Knex } from 'knex';
import {
  bucketStartOf,
  evolveFairStaffing,
  initialFairStaffing,
  staffingEventAt,
  WHOLE_FAIR,
  type FairStaffingEvent,
  type FairStaffingModel,
} from '../../domain/report/fair-staffing-model';
import type { RecordedEvent } from '../../domain/shared/event';
import { fairStaffingKey } from '../queries/change-keys';
import { applyThroughModel, rowsByKeys, type ModelTable } from './model-rows';

/** The staffing models of the fairs a run touches, by fair. */
type Models = Map<string, FairStaffingModel>;

const iso = (value: Date | string | null) => (value instanceof Date ? value.toISOString() : value);
const modelOf = (models: Models, jobFairId: string) =>
  models.get(jobFairId) ?? models.set(jobFairId, initialFairStaffing()).get(jobFairId)!;
const add = (counts: Map<string, number>, boothId: string, by: number) => {
  for (const key of [boothId, WHOLE_FAIR]) counts.set(key, (counts.get(key) ?? 0) + by);
};

type WaitRow = { entry_id: string; booth_id: string; job_fair_id: string; entered_at: Date; called_at: Date | null; left_at: Date | null };
type StaffRow = { job_fair_id: string; recruiter_id: string; booth_id: string; is_available: boolean };
type BucketRow = {
  job_fair_id: string;
  booth_id: string;
  bucket_start: Date;
  waiting: number;
  peak_waiting: number;
  available: number;
  interviews_started: number;
};

/**
 * The staffing model's three tables (migration 221) for a run. A model of a fair holds the waits of the
 * run's entries, every recruiter of the fair (the numbers available are theirs), the numbers waiting now
 * (counted once per fair, then moved by one per change) and the buckets at the run's times.
 */
const tablesOf = (events: readonly RecordedEvent<FairStaffingEvent>[], fairs: readonly string[]): ModelTable<Models>[] => [
  {
    table: 'report_queue_waits',
    key: ['entry_id'],
    load: async (trx, models) => {
      const entryIds = events.flatMap((event) => ('entryId' in event.data ? [{ entry_id: event.data.entryId }] : []));
      for (const row of await rowsByKeys<WaitRow>(trx, 'report_queue_waits', ['entry_id'], entryIds))
        modelOf(models, row.job_fair_id).waits.set(row.entry_id, {
          boothId: row.booth_id,
          enteredAt: iso(row.entered_at)!,
          calledAt: iso(row.called_at),
          leftAt: iso(row.left_at),
        });
      // The numbers waiting now, of every entry of the fairs (not only the run's).
      const counts = await trx('report_queue_waits')
        .whereIn('job_fair_id', fairs)
        .whereNull('called_at')
        .whereNull('left_at')
        .groupBy('job_fair_id', 'booth_id')
        .select<{ job_fair_id: string; booth_id: string; n: number }[]>('job_fair_id', 'booth_id', trx.raw('count(*)::int AS n'));
      for (const row of counts) add(modelOf(models, row.job_fair_id).waiting, row.booth_id, row.n);
    },
    entries: function* (models) {
      for (const [jobFairId, model] of models)
        for (const [entryId, entry] of model.waits)
          yield {
            entry,
            row: {
              entry_id: entryId,
              booth_id: entry.boothId,
              job_fair_id: jobFairId,
              entered_at: entry.enteredAt,
              called_at: entry.calledAt,
              left_at: entry.leftAt,
            },
          };
    },
  },
  {
    table: 'report_recruiter_staffing',
    key: ['job_fair_id', 'recruiter_id'],
    load: async (trx, models) => {
      for (const row of await trx<StaffRow>('report_recruiter_staffing').whereIn('job_fair_id', fairs)) {
        const model = modelOf(models, row.job_fair_id);
        model.recruiters.set(row.recruiter_id, { boothId: row.booth_id, isAvailable: row.is_available });
        if (row.is_available) add(model.available, row.booth_id, 1);
      }
    },
    entries: function* (models) {
      for (const [jobFairId, model] of models)
        for (const [recruiterId, entry] of model.recruiters)
          yield {
            entry,
            row: { job_fair_id: jobFairId, recruiter_id: recruiterId, booth_id: entry.boothId, is_available: entry.isAvailable },
          };
    },
  },
  {
    table: 'report_staffing_buckets',
    key: ['job_fair_id', 'booth_id', 'bucket_start'],
    load: async (trx, models) => {
      // Every booth's bucket at each of the run's times: the evolve picks the booths it touches.
      const starts = events.map((event) => ({
        job_fair_id: event.data.jobFairId,
        bucket_start: new Date(bucketStartOf(staffingEventAt(event))).toISOString(),
      }));
      for (const row of await rowsByKeys<BucketRow>(trx, 'report_staffing_buckets', ['job_fair_id', 'bucket_start'], starts)) {
        const buckets = modelOf(models, row.job_fair_id).buckets;
        (buckets.get(row.booth_id) ?? buckets.set(row.booth_id, new Map()).get(row.booth_id)!).set(row.bucket_start.getTime(), {
          waiting: row.waiting,
          peakWaiting: row.peak_waiting,
          available: row.available,
          interviewsStarted: row.interviews_started,
        });
      }
    },
    entries: function* (models) {
      for (const [jobFairId, model] of models)
        for (const [boothId, buckets] of model.buckets)
          for (const [start, entry] of buckets)
            yield {
              entry,
              row: {
                job_fair_id: jobFairId,
                booth_id: boothId,
                bucket_start: new Date(start).toISOString(),
                waiting: entry.waiting,
                peak_waiting: entry.peakWaiting,
                available: entry.available,
                interviews_started: entry.interviewsStarted,
              },
            };
    },
  },
];

/**
 * A run of events (a single event is a run of one) through the staffing model's one evolve
 * (domain/report/fair-staffing-model.ts, the same the staffing view as of a moment folds with): each fair's
 * state is read in a few statements, each event is folded into its fair's state in memory, and the rows that
 * changed are written back, one statement per table. Not idempotent (interviews started are added up, peaks
 * kept): the runner applies each event once, in the transaction that advances its checkpoint.
 */
export const applyStaffingRun = async (trx: Knex.Transaction, events: readonly RecordedEvent<FairStaffingEvent>[]): Promise<string[]> => {
  if (events.length === 0) return [];
  const fairs = [...new Set(events.map((event) => event.data.jobFairId))];
  await applyThroughModel(trx, tablesOf(events, fairs), new Map() as Models, events, (models, event) => {
    models.set(event.data.jobFairId, evolveFairStaffing(modelOf(models, event.data.jobFairId), event));
    return models;
  });
  return fairs.map(fairStaffingKey);
};
