import type { Knex } from 'knex';
import type { SessionStatus } from '../../domain/interview/interview-session';
import { queueIdOf } from '../../domain/queue/booth-queue';
import type { AvailabilityView, BoothQueueCountView, QueueEntryView } from '../../domain/queue/queue-view';
import { planOnce } from './plan-once';
import { queueServiceSql, waitInQueueMs, type QueueService } from './queue-service';
import type { QueueEntryRow, RecruiterAvailabilityRow } from './rows';

/** An entry as `ordered` answers it; bigint, numeric and count columns arrive as strings. */
type Row = QueueEntryRow &
  QueueService &
  Readonly<{
    first_name: string | null;
    last_name: string | null;
    interviewer_first_name: string | null;
    interviewer_last_name: string | null;
    summary: string | null;
    address: string | null;
    session_status: SessionStatus | null;
    waiting_ahead: string;
    position: string;
  }>;

// Positions come from the queue order of spec 2 §7 (priority, then entry time; the id breaks ties). The
// estimated wait (docs/queue.md) needs, per entry: the candidates ahead not yet called, each recruiter
// serving the queue now (0 ms when available, else the time left of the interview; null while it rings),
// and the average length of the queue's recent interviews. Those last two are the same for every entry of
// a queue, so `served` (queueServiceSql) reads them once per queue, not once per row: MATERIALIZED, because
// inlined, the planner ran its two subqueries once per joined row (227 times for 20 queues in a bench:fair
// plan, docs/benchmarks.md).
// `where` picks whole queues of `queue_entries e`; `only`, when given, keeps the rows asked for once
// positions are counted, so names and sessions are joined for those rows alone (a seeker's own entry
// among hundreds waiting costs one row of joins, not the whole queue's).
const ordered = (where: string, only = 'true') => `
  WITH picked AS (SELECT e.* FROM queue_entries e WHERE ${where}),
  ranked AS (
    SELECT e.*,
           count(*) FILTER (WHERE e.recruiter_id IS NULL) OVER (PARTITION BY e.queue_id ORDER BY e.priority, e.entered_at, e.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS waiting_ahead,
           row_number() OVER (PARTITION BY e.queue_id ORDER BY e.priority, e.entered_at, e.id) AS position
    FROM picked e),
  served AS MATERIALIZED (${queueServiceSql('(SELECT DISTINCT queue_id, booth_id FROM picked)')})
  SELECT e.*, u.first_name, u.last_name, u.profile->>'summary' AS summary, u.profile->>'address' AS address,
         r.first_name AS interviewer_first_name, r.last_name AS interviewer_last_name, s.status AS session_status,
         v.booth_name, v.chat_duration, v.recruiters_free_in_ms, v.recent_interview_ms
  FROM (SELECT * FROM ranked e WHERE ${only}) e
  JOIN served v ON v.queue_id = e.queue_id
  LEFT JOIN users u ON u.id = e.seeker_id
  LEFT JOIN users r ON r.id = e.recruiter_id
  LEFT JOIN interview_sessions s ON s.id = e.session_id`;

/** The wait of one entry: none once called; otherwise from the recent interviews, or the chat duration before any ended. */
const estimatedWaitOf = (row: Row): number | null => (row.recruiter_id ? 0 : waitInQueueMs(Number(row.waiting_ahead), row));

const toQueueEntry = (row: Row): QueueEntryView => {
  const position = Number(row.position);
  return {
    id: row.id,
    queueId: row.queue_id,
    jobFairId: row.job_fair_id,
    boothId: row.booth_id,
    organizationId: row.organization_id,
    vjfpUserId: row.seeker_id,
    firstName: row.first_name ?? null,
    lastName: row.last_name ?? null,
    summary: row.summary ?? null,
    address: row.address ?? null,
    score: row.score,
    maxScore: row.max_score,
    priority: row.priority,
    status: row.status,
    isInvited: row.invitation_id !== null,
    createdAt: new Date(row.entered_at).toISOString(),
    position,
    estimatedWaitMs: estimatedWaitOf(row),
    interviewerId: row.recruiter_id ?? null,
    interviewerName: row.interviewer_first_name ? `${row.interviewer_first_name} ${row.interviewer_last_name}` : null,
    sessionId: row.session_id ?? null,
    sessionStatus: row.session_status ?? null,
    boothName: row.booth_name,
    answers: row.answers,
  };
};

/** A booth's queues (every group's), or one group's queue when a group is named. */
export type QueueScope = Readonly<{ jobFairId: string; boothId: string; groupId: string | null }>;
/** One string per scope, to key answers by; the uuids in lower case, as Postgres answers them whatever case was asked. */
export const scopeKey = ({ jobFairId, boothId, groupId }: QueueScope) =>
  `${jobFairId.toLowerCase()}:${boothId.toLowerCase()}:${groupId ?? ''}`;
const scoped = ({ jobFairId, boothId, groupId }: QueueScope): [string, string[]] =>
  groupId === null
    ? ['e.booth_id = ? AND e.job_fair_id = ?', [boothId, jobFairId]]
    : ['e.queue_id = ? AND e.job_fair_id = ?', [queueIdOf(boothId, groupId), jobFairId]];

/** A booth's queue (every group of it) or one group's, in queue order. */
export const listBoothQueue = async (db: Knex, scope: QueueScope): Promise<QueueEntryView[]> =>
  (await listBoothQueues(db, [scope])).get(scopeKey(scope))!;

/**
 * Several booths' queues at once (the gateway's reloads after one notice), each as listBoothQueue answers it,
 * keyed by `scopeKey`: one statement for the booths and one for the groups, however many are asked.
 */
export const listBoothQueues = async (db: Knex, scopes: readonly QueueScope[]): Promise<Map<string, QueueEntryView[]>> => {
  const lists = new Map(scopes.map((scope): [string, QueueEntryView[]] => [scopeKey(scope), []]));
  const read = async (groups: boolean) => {
    const asked = scopes.filter((scope) => (scope.groupId !== null) === groups);
    if (asked.length === 0) return;
    const where = groups ? 'e.queue_id = ANY(?::text[])' : 'e.booth_id = ANY(?::uuid[])';
    const ids = asked.map((scope) => (groups ? queueIdOf(scope.boothId, scope.groupId) : scope.boothId));
    const { rows } = await db
      .raw<{ rows: Row[] }>(`SELECT * FROM (${ordered(where)}) q ORDER BY booth_id, queue_id, position`, [ids])
      .options(planOnce(`booth-queues:${groups ? 'group' : 'booth'}`));
    for (const row of rows) {
      const groupId = groups ? row.queue_id.slice(row.booth_id.length + 1) : null;
      lists.get(scopeKey({ jobFairId: row.job_fair_id, boothId: row.booth_id, groupId }))?.push(toQueueEntry(row));
    }
  };
  await Promise.all([read(false), read(true)]);
  return lists;
};

export const countBoothQueue = async (db: Knex, scope: QueueScope): Promise<number> => {
  const [where, bindings] = scoped(scope);
  const { rows } = await db
    .raw<{ rows: { count: string }[] }>(`SELECT count(*) AS count FROM queue_entries e WHERE ${where}`, bindings)
    .options(planOnce(`booth-queue-count:${scope.groupId === null ? 'booth' : 'group'}`));
  return Number(rows[0]?.count ?? 0);
};

/**
 * Each seeker's entries in a fair, sorted by priority then entry time (spec 2 §7 byVJFPUserId), in one
 * read: when a seeker leaves, everyone behind them moves up, and their views are reloaded together, so
 * the queue is ranked once for all of them instead of once each.
 */
export const queueEntriesOfSeekers = async (
  db: Knex,
  jobFairId: string,
  seekerIds: readonly string[],
): Promise<Map<string, QueueEntryView[]>> => {
  const { rows } = await db
    .raw<{ rows: Row[] }>(
      `SELECT * FROM (${ordered('e.queue_id IN (SELECT queue_id FROM queue_entries WHERE job_fair_id = ? AND seeker_id = ANY(?::uuid[]))', 'e.seeker_id = ANY(?::uuid[])')}) q
     ORDER BY priority, entered_at`,
      [jobFairId, [...seekerIds], [...seekerIds]],
    )
    .options(planOnce('queue-entries-of-seekers'));
  const bySeeker = new Map(seekerIds.map((seekerId): [string, QueueEntryView[]] => [seekerId, []]));
  for (const row of rows) bySeeker.get(row.seeker_id)?.push(toQueueEntry(row));
  return bySeeker;
};

export const getQueueEntry = async (db: Knex, jobFairId: string, entryId: string): Promise<QueueEntryView | null> => {
  const { rows } = await db
    .raw<{ rows: Row[] }>(
      `SELECT * FROM (${ordered('e.queue_id IN (SELECT queue_id FROM queue_entries WHERE id = ?)', 'e.id = ? AND e.job_fair_id = ?')}) q`,
      [entryId, entryId, jobFairId],
    )
    .options(planOnce('queue-entry'));
  return rows[0] ? toQueueEntry(rows[0]) : null;
};

/** Waiting candidates per booth of a fair (lobby cards of admins, spec 1 §2.5). */
export const countQueuesOfFair = async (db: Knex, jobFairId: string): Promise<Record<string, number>> => {
  const rows = await db<QueueEntryRow>('queue_entries')
    .where({ job_fair_id: jobFairId })
    .groupBy('booth_id')
    .select<{ booth_id: string; count: string }[]>('booth_id', db.raw('count(*) AS count'));
  return Object.fromEntries(rows.map((row) => [row.booth_id, Number(row.count)]));
};

/** One row per live booth of the fair, in display order: candidates waiting in its queues (groups included). */
export const fairQueueCounts = async (db: Knex, jobFairId: string): Promise<BoothQueueCountView[]> => {
  const { rows } = await db.raw<{ rows: { booth_id: string; count: string }[] }>(
    `SELECT b.id AS booth_id, (SELECT count(*) FROM queue_entries e WHERE e.booth_id = b.id) AS count
     FROM booths b WHERE b.job_fair_id = ? AND b.deleted_at IS NULL ORDER BY b.sort_order, b.created_at, b.id`,
    [jobFairId],
  );
  return rows.map((row) => ({ boothId: row.booth_id, count: Number(row.count) }));
};

/** A recruiter's availability in a fair; off when never switched on (spec 2 §4). */
export const getRecruiterAvailability = async (db: Knex, jobFairId: string, recruiterId: string): Promise<AvailabilityView> => {
  const row = await db<RecruiterAvailabilityRow>('recruiter_availability')
    .where({ job_fair_id: jobFairId, recruiter_id: recruiterId })
    .first();
  return { isAvailableForChat: row?.is_available ?? false, boothId: row?.booth_id ?? null };
};
