import type { Knex } from 'knex';
import {
  carryForward,
  STAFFING_BUCKET_MS,
  WAIT_BIN_EDGES,
  waitBinLabel,
  type BoothStaffingView,
  type InterviewsPointView,
  type StaffingPointView,
  type WaitBinView,
} from '../../domain/report/fair-series-view';
import { WHOLE_FAIR } from '../projectors/fair-staffing';

/** Candidates waiting (neither called nor gone) and recruiters available, per live booth in display order. */
export const fairStaffing = async (db: Knex, jobFairId: string): Promise<BoothStaffingView[]> => {
  const { rows } = await db.raw<{ rows: { booth_id: string; name: string; waiting: string; available: string }[] }>(
    `SELECT b.id AS booth_id, b.name,
       (SELECT count(*) FROM report_queue_waits w WHERE w.job_fair_id = b.job_fair_id AND w.booth_id = b.id
          AND w.called_at IS NULL AND w.left_at IS NULL) AS waiting,
       (SELECT count(*) FROM report_recruiter_staffing s WHERE s.job_fair_id = b.job_fair_id AND s.booth_id = b.id AND s.is_available) AS available
     FROM booths b WHERE b.job_fair_id = ? AND b.deleted_at IS NULL ORDER BY b.sort_order, b.created_at, b.id`,
    [jobFairId],
  );
  return rows.map((row) => ({
    boothId: row.booth_id,
    boothName: row.name,
    waiting: Number(row.waiting),
    recruitersAvailable: Number(row.available),
  }));
};

type BucketRow = { bucket_start: Date; waiting: number; peak_waiting: number; available: number; interviews_started: number };
const buckets = (db: Knex, jobFairId: string, boothId: string | null) =>
  db('report_staffing_buckets').where({ job_fair_id: jobFairId, booth_id: boothId ?? WHOLE_FAIR });

/** Queue length and recruiters available over time, one point per five minutes from the first change on. */
export const staffingSeries = async (db: Knex, jobFairId: string, boothId: string | null): Promise<StaffingPointView[]> => {
  const rows = await buckets(db, jobFairId, boothId).orderBy('bucket_start').select<BucketRow[]>('*');
  const points = rows.map((row) => ({
    at: new Date(row.bucket_start).toISOString(),
    waiting: row.waiting,
    peakWaiting: row.peak_waiting,
    available: row.available,
  }));
  return carryForward(points, STAFFING_BUCKET_MS);
};

/** Interviews that started in each quarter hour (IN_PROGRESS reached), quarters with none left out. */
export const interviewsPer15Minutes = async (db: Knex, jobFairId: string, boothId: string | null): Promise<InterviewsPointView[]> => {
  const rows = await buckets(db, jobFairId, boothId)
    .where('interviews_started', '>', 0)
    .groupByRaw('1')
    .orderByRaw('1')
    .select<{ at: Date; interviews: string }[]>(
      db.raw(`to_timestamp(floor(extract(epoch FROM bucket_start) / 900) * 900) AS at`),
      db.raw('sum(interviews_started) AS interviews'),
    );
  return rows.map((row) => ({ at: new Date(row.at).toISOString(), interviews: Number(row.interviews) }));
};

/** How long candidates called to an interview had waited: counts per bin and the median, in minutes. */
export const waitDistribution = async (
  db: Knex,
  jobFairId: string,
  boothId: string | null,
): Promise<{ bins: WaitBinView[]; medianMinutes: number | null; called: number }> => {
  const waits = db('report_queue_waits').where({ job_fair_id: jobFairId }).whereNotNull('called_at');
  if (boothId) waits.andWhere({ booth_id: boothId });
  const minutes = db.raw('extract(epoch FROM called_at - entered_at) / 60');
  const [row] = await waits.select<{ median: string | null; called: string; per_bin: number[] | null }[]>(
    db.raw('percentile_cont(0.5) WITHIN GROUP (ORDER BY ?) AS median', [minutes]),
    db.raw('count(*) AS called'),
    db.raw(`array_agg(width_bucket(?, ?::float8[])) AS per_bin`, [minutes, `{${WAIT_BIN_EDGES.join(',')}}`]),
  );
  const counts = new Map<number, number>();
  for (const bin of row?.per_bin ?? []) counts.set(bin, (counts.get(bin) ?? 0) + 1);
  const bins = WAIT_BIN_EDGES.map((from, index) => {
    const to = WAIT_BIN_EDGES[index + 1] ?? null;
    return { label: waitBinLabel(from, to), fromMinutes: from, toMinutes: to, candidates: counts.get(index + 1) ?? 0 };
  });
  const median = row?.median ?? null;
  return { bins, medianMinutes: median === null ? null : Math.round(Number(median) * 10) / 10, called: Number(row?.called ?? 0) };
};
