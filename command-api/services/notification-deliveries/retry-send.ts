import { Conflict, NotFound } from '../../../domain/shared/errors';
import { getSendStatus } from '../../../projections/queries/notification-deliveries';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/**
 * Issue 15 point 6: an admin sends a failed send again. It goes back to the queue under the same
 * idempotency key (so it is still one mail per template × recipient × occurrence), its retries counted;
 * the delivery process manager picks it up on its next pass. Only a failed send can be retried.
 */
export const retrySend = async (deps: ServiceDeps, context: CommandContext, sendId: string): Promise<void> => {
  const status = await getSendStatus(deps.db, sendId);
  if (!status) throw new NotFound('Send');
  const requeued = await deps
    .db('notification_sends')
    .where({ id: sendId, status: 'failed' })
    .update({ status: 'queued', retries: deps.db.raw('retries + 1'), updated_at: context.now });
  if (requeued === 0) throw new Conflict('Only a failed send can be retried');
};
