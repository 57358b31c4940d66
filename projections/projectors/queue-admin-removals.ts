import type { Knex } from 'knex';
import { ADMIN_REMOVAL_REASONS, type AdminRemovalReason } from '../../domain/queue/booth-queue';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector, type EventOf } from '../projector';
import { seekerQueuesKey } from '../queries/change-keys';

const isAdminRemoval = (reason: string): reason is AdminRemovalReason => (ADMIN_REMOVAL_REASONS as readonly string[]).includes(reason);

type Removal = Readonly<{ job_fair_id: string; seeker_id: string; booth_id: string }> &
  Readonly<{ queue_id: string; entry_id: string; reason: string; note: string | null; removed_by: string; removed_at: string }>;

/** Where a seeker's row at a booth stands after the run: removed by an admin (the row), or back in the queue (none). */
type Outcome = { jobFairId: string; seekerId: string; boothId: string; removal: Removal | null };

/**
 * The whole run in two statements: each seeker-and-booth's last word wins (an admin removal writes the
 * row, entering that queue again deletes it), so only the outcome of each pair is written.
 */
const applyAll = async (trx: Knex.Transaction, events: readonly RecordedEvent<EventOf<'QueueLeft' | 'QueueEntered'>>[]) => {
  const outcomes = new Map<string, Outcome>();
  const keys = new Set<string>();
  for (const event of events) {
    const { jobFairId, seekerId, boothId } = event.data;
    const pair = `${jobFairId}/${seekerId}/${boothId}`;
    const before = outcomes.get(pair);
    if (event.type === 'QueueEntered') {
      // A row this run wrote is gone again; one stored before the run is known only when it is deleted below.
      if (before?.removal) keys.add(seekerQueuesKey(jobFairId, seekerId));
      outcomes.set(pair, { jobFairId, seekerId, boothId, removal: null });
      continue;
    }
    const { reason, note, entryId, queueId, leftBy, leftAt } = event.data;
    if (!isAdminRemoval(reason)) continue;
    const removal = { job_fair_id: jobFairId, seeker_id: seekerId, booth_id: boothId, queue_id: queueId, entry_id: entryId, reason };
    outcomes.set(pair, {
      jobFairId,
      seekerId,
      boothId,
      removal: { ...removal, note: note ?? null, removed_by: leftBy, removed_at: leftAt },
    });
  }
  const entered = [...outcomes.values()].filter((outcome) => outcome.removal === null);
  if (entered.length > 0) {
    const { rows } = await trx.raw<{ rows: { job_fair_id: string; seeker_id: string }[] }>(
      `DELETE FROM queue_admin_removals r USING json_to_recordset(?::json) AS e("jobFairId" uuid, "seekerId" uuid, "boothId" uuid)
       WHERE r.job_fair_id = e."jobFairId" AND r.seeker_id = e."seekerId" AND r.booth_id = e."boothId"
       RETURNING r.job_fair_id, r.seeker_id`,
      [JSON.stringify(entered)],
    );
    for (const row of rows) keys.add(seekerQueuesKey(row.job_fair_id, row.seeker_id));
  }
  const removals = [...outcomes.values()].flatMap((outcome) => (outcome.removal ? [outcome.removal] : []));
  if (removals.length > 0) {
    // A replayed removal writes the values already there: it changes nothing and announces nothing.
    const { rows } = await trx.raw<{ rows: { job_fair_id: string; seeker_id: string }[] }>(
      `INSERT INTO queue_admin_removals AS r (job_fair_id, seeker_id, booth_id, queue_id, entry_id, reason, note, removed_by, removed_at)
       SELECT * FROM json_to_recordset(?::json) AS e(job_fair_id uuid, seeker_id uuid, booth_id uuid, queue_id text, entry_id uuid,
         reason text, note text, removed_by uuid, removed_at timestamptz)
       ON CONFLICT (job_fair_id, seeker_id, booth_id) DO UPDATE SET queue_id = EXCLUDED.queue_id, entry_id = EXCLUDED.entry_id,
         reason = EXCLUDED.reason, note = EXCLUDED.note, removed_by = EXCLUDED.removed_by, removed_at = EXCLUDED.removed_at
       WHERE (r.queue_id, r.entry_id, r.reason, r.note, r.removed_by, r.removed_at)
         IS DISTINCT FROM (EXCLUDED.queue_id, EXCLUDED.entry_id, EXCLUDED.reason, EXCLUDED.note, EXCLUDED.removed_by, EXCLUDED.removed_at)
       RETURNING r.job_fair_id, r.seeker_id`,
      [JSON.stringify(removals)],
    );
    for (const row of rows) keys.add(seekerQueuesKey(row.job_fair_id, row.seeker_id));
  }
  return [...keys];
};

/**
 * Why a seeker is no longer in a booth's queue when a platform admin took them out (spec 3 §2.2 Empty
 * Queue): the seeker's booth page says so, live and after a reload, until they enter that booth's queue
 * again. Replays write the same row again (keyed by seeker and booth, upsert of the same values).
 */
export const queueAdminRemovalsProjector = defineProjector({
  name: 'queueAdminRemovals',
  handles: ['QueueLeft', 'QueueEntered'],
  tables: ['queue_admin_removals'],
  apply: (trx, event) => applyAll(trx, [event]),
  applyAll,
});
