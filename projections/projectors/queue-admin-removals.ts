import { ADMIN_REMOVAL_REASONS, type AdminRemovalReason } from '../../domain/queue/booth-queue';
import { defineProjector } from '../projector';
import { seekerQueuesKey } from '../queries/change-keys';

const isAdminRemoval = (reason: string): reason is AdminRemovalReason => (ADMIN_REMOVAL_REASONS as readonly string[]).includes(reason);

/**
 * Why a seeker is no longer in a booth's queue when a platform admin took them out (spec 3 §2.2 Empty
 * Queue): the seeker's booth page says so, live and after a reload, until they enter that booth's queue
 * again. Replays write the same row again (keyed by seeker and booth, upsert of the same values).
 */
export const queueAdminRemovalsProjector = defineProjector({
  name: 'queueAdminRemovals',
  handles: ['QueueLeft', 'QueueEntered'],
  tables: ['queue_admin_removals'],
  apply: async (trx, event) => {
    const { jobFairId, seekerId, boothId } = event.data;
    const key = { job_fair_id: jobFairId, seeker_id: seekerId, booth_id: boothId };
    if (event.type === 'QueueEntered') {
      const removed = await trx('queue_admin_removals').delete().where(key);
      return removed > 0 ? [seekerQueuesKey(jobFairId, seekerId)] : [];
    }
    const { reason, note, entryId, queueId, leftBy, leftAt } = event.data;
    if (!isAdminRemoval(reason)) return [];
    await trx('queue_admin_removals')
      .insert({ ...key, queue_id: queueId, entry_id: entryId, reason, note: note ?? null, removed_by: leftBy, removed_at: leftAt })
      .onConflict(['job_fair_id', 'seeker_id', 'booth_id'])
      .merge();
    return [seekerQueuesKey(jobFairId, seekerId)];
  },
});
