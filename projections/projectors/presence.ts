import type { Knex } from 'knex';
import type { PresenceEvent } from '../../domain/presence/presence';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';
import { boothPresenceKey, boothQueueKey, fairPresenceKey, userKey } from '../queries/change-keys';

/**
 * A run of presence events is the last one per user, written once under the presence stream's
 * revision. A change reaches every fair the run named and the one the user was in before, every
 * booth that lists them as a recruiter, and the queues they wait in (a candidate coming back, or
 * going, changes who may be called: the booth queue's notice wakes the matcher).
 */
const applyAll = async (trx: Knex.Transaction, events: readonly RecordedEvent<PresenceEvent>[]): Promise<string[]> => {
  const latest = new Map<
    string,
    { user_id: string; presence_status: string; last_presence_job_fair_id: string | null; changed_at: string; revision: string }
  >();
  const fairs = new Map<string, Set<string>>();
  for (const event of events) {
    const { userId, presenceStatus, lastPresenceJobFairId, changedAt } = event.data;
    latest.set(userId, {
      user_id: userId,
      presence_status: presenceStatus,
      last_presence_job_fair_id: lastPresenceJobFairId,
      changed_at: changedAt,
      revision: String(event.revision),
    });
    if (lastPresenceJobFairId) fairs.set(userId, (fairs.get(userId) ?? new Set()).add(lastPresenceJobFairId));
  }
  if (latest.size === 0) return [];
  const { rows } = await trx.raw<{ rows: { user_id: string; previous_fair: string | null }[] }>(
    `INSERT INTO user_presence (user_id, presence_status, last_presence_job_fair_id, changed_at, revision)
     SELECT user_id, presence_status, last_presence_job_fair_id, changed_at, revision
     FROM jsonb_to_recordset(?::jsonb) AS p(user_id uuid, presence_status text, last_presence_job_fair_id uuid, changed_at timestamptz, revision bigint)
     ON CONFLICT (user_id) DO UPDATE SET presence_status = EXCLUDED.presence_status, last_presence_job_fair_id = EXCLUDED.last_presence_job_fair_id,
       changed_at = EXCLUDED.changed_at, revision = EXCLUDED.revision
     WHERE user_presence.revision < EXCLUDED.revision
     RETURNING user_id, (SELECT o.last_presence_job_fair_id FROM user_presence o WHERE o.user_id = user_presence.user_id) AS previous_fair`,
    [JSON.stringify([...latest.values()])],
  );
  if (rows.length === 0) return [];
  const users = rows.map((row) => row.user_id);
  const booths = await trx<{ id: string }>('booths').whereNull('deleted_at').whereRaw('recruiters \\?| ?::text[]', [users]).pluck('id');
  const queues = await trx<{ seeker_id: string; booth_id: string }>('queue_entries')
    .whereIn('seeker_id', users)
    .distinct('booth_id')
    .pluck('booth_id');
  // A switched-on recruiter coming back can be called again: their booth's matcher is woken.
  const desks = await trx<{ recruiter_id: string; is_available: boolean; booth_id: string }>('recruiter_availability')
    .whereIn('recruiter_id', users)
    .where({ is_available: true })
    .distinct('booth_id')
    .pluck('booth_id');
  const touchedFairs = rows.flatMap((row) => [...(fairs.get(row.user_id) ?? []), ...(row.previous_fair ? [row.previous_fair] : [])]);
  return [
    ...users.map(userKey),
    ...new Set(touchedFairs.map(fairPresenceKey)),
    ...booths.map(boothPresenceKey),
    ...new Set([...queues, ...desks].map(boothQueueKey)),
  ];
};

/** Presence of each user (spec 1 §4.4): one row, guarded by the presence stream's revision. */
export const presenceProjector = defineProjector({
  name: 'presence',
  handles: ['UserPresenceChanged'],
  tables: ['user_presence'],
  apply: (trx, event) => applyAll(trx, [event]),
  applyAll,
});
