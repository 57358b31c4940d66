import { fairNotificationsDecider, fairNotificationsStream } from '../../../domain/message/fair-notifications';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** spec 3 §2.2 Clear Notifications: every receipt of the fair goes. */
export const clearMessageReceipts = async (deps: ServiceDeps, context: CommandContext, jobFairId: string): Promise<Checkpoint | null> => {
  const { lastCheckpoint } = await deps.run(context, {
    streamId: fairNotificationsStream(jobFairId),
    decider: fairNotificationsDecider,
    command: { type: 'ClearMessageReceipts', data: { jobFairId, now: context.now.toISOString() } },
  });
  return lastCheckpoint;
};
