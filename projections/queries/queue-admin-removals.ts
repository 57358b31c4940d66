import type { Knex } from 'knex';
import type { QueueAdminRemovalView } from '../../domain/queue/queue-view';

type RemovalRow = Readonly<{
  booth_id: string;
  queue_id: string;
  entry_id: string;
  reason: QueueAdminRemovalView['reason'];
  note: string | null;
  removed_at: Date;
}>;

/** The booth queues a platform admin took this seeker out of in this fair, newest first (the booth page's notice). */
export const seekerAdminRemovals = async (db: Knex, jobFairId: string, seekerId: string): Promise<QueueAdminRemovalView[]> =>
  (
    await db('queue_admin_removals')
      .where({ job_fair_id: jobFairId, seeker_id: seekerId })
      .orderBy('removed_at', 'desc')
      .select<RemovalRow[]>('booth_id', 'queue_id', 'entry_id', 'reason', 'note', 'removed_at')
  ).map((row) => ({
    boothId: row.booth_id,
    queueId: row.queue_id,
    entryId: row.entry_id,
    reason: row.reason,
    note: row.note,
    removedAt: new Date(row.removed_at).toISOString(),
  }));
