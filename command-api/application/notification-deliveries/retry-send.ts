import { notificationSendDecider, notificationSendStream } from '../../../domain/delivery/notification-send';
import { NotFound } from '../../../domain/shared/errors';
import type { Checkpoint } from '../../../domain/shared/event';
import { getSendForRetry } from '../../../projections/queries/notification-deliveries';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/**
 * An admin sends a failed notification send again. The decision is an event on the send's stream
 * (NotificationSendRetried, in the audit log with who asked); the delivery process manager acts on it and puts
 * the send back in the queue under the same idempotency key, so it is still one mail per template × recipient
 * × occurrence. Only a failed send can be retried, and one failure once. Answers the event's checkpoint.
 */
export const retrySend = async (deps: ServiceDeps, context: CommandContext, sendId: string): Promise<Checkpoint | null> => {
  const send = await getSendForRetry(deps.db, sendId);
  if (!send) throw new NotFound('Send');
  const retried = await deps.run(context, {
    streamId: notificationSendStream(sendId),
    decider: notificationSendDecider,
    command: {
      type: 'RetryNotificationSend',
      data: { sendId, ...send, actorId: context.actorId ?? 'System', now: context.now.toISOString() },
    },
  });
  return retried.lastCheckpoint;
};
