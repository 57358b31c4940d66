import type { DomainEvent } from '../../domain/events';
import type { PresenceEvent } from '../../domain/presence/presence';
import type { RecordedEvent } from '../../domain/shared/event';
import type { Projector } from '../projector';
import { boothPresenceKey, boothQueueKey, fairPresenceKey, userKey } from '../queries/change-keys';

const isPresenceEvent = (event: RecordedEvent<DomainEvent>): event is RecordedEvent<PresenceEvent> => event.type === 'UserPresenceChanged';

/**
 * Presence of each user (spec 1 §4.4): one row, guarded by the presence stream's revision. Its change
 * reaches the fair the user was last seen in (before and after) and every booth that lists them as a recruiter.
 */
export const presenceProjector: Projector = {
  name: 'presence',
  handles: ['UserPresenceChanged'],
  tables: ['user_presence'],
  apply: async (trx, event) => {
    if (!isPresenceEvent(event)) return [];
    const { userId, presenceStatus, lastPresenceJobFairId, changedAt } = event.data;
    const { rows } = await trx.raw(
      `INSERT INTO user_presence (user_id, presence_status, last_presence_job_fair_id, changed_at, revision) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET presence_status = EXCLUDED.presence_status, last_presence_job_fair_id = EXCLUDED.last_presence_job_fair_id,
         changed_at = EXCLUDED.changed_at, revision = EXCLUDED.revision
       WHERE user_presence.revision < EXCLUDED.revision
       RETURNING (SELECT last_presence_job_fair_id FROM user_presence WHERE user_id = ?) AS previous_fair`,
      [userId, presenceStatus, lastPresenceJobFairId, changedAt, String(event.revision), userId],
    );
    if (rows.length === 0) return [];
    const fairs = new Set([lastPresenceJobFairId, rows[0].previous_fair].filter((id): id is string => Boolean(id)));
    const booths: string[] = await trx('booths').whereNull('deleted_at').whereRaw('recruiters \\? ?', [userId]).pluck('id');
    // A candidate coming back (or going) changes who may be called: the booth queue's notice wakes the matcher.
    const queues: string[] = await trx('queue_entries').where({ seeker_id: userId }).distinct('booth_id').pluck('booth_id');
    return [userKey(userId), ...[...fairs].map(fairPresenceKey), ...booths.map(boothPresenceKey), ...queues.map(boothQueueKey)];
  },
};
