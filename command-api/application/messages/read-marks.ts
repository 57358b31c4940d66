import { inboxDecider, inboxStream } from '../../../domain/message/inbox';
import type { MessageReceiptView } from '../../../domain/message/message-view';
import type { Checkpoint } from '../../../domain/shared/event';
import { unreadMessageIds } from '../../../projections/queries/messages';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** spec 1 §2.4 mark one read: the recipient's own receipt, on their own inbox stream. */
export const markMessageRead = async (
  deps: ServiceDeps,
  context: CommandContext,
  receipt: MessageReceiptView,
): Promise<Checkpoint | null> => {
  const { lastCheckpoint } = await deps.run(context, {
    streamId: inboxStream(receipt.jobFairId, receipt.recipientId),
    decider: inboxDecider,
    command: {
      type: 'MarkMessageRead',
      data: {
        jobFairId: receipt.jobFairId,
        recipientId: receipt.recipientId,
        messageId: receipt.messageId,
        unread: !receipt.read,
        now: context.now.toISOString(),
      },
    },
  });
  return lastCheckpoint;
};

/** spec 1 §2.4 mark all read: every receipt of the recipient in the fair that the read model shows unread. */
export const markAllMessagesRead = async (
  deps: ServiceDeps,
  context: CommandContext,
  { jobFairId, recipientId }: Readonly<{ jobFairId: string; recipientId: string }>,
): Promise<Checkpoint | null> => {
  const { lastCheckpoint } = await deps.run(context, {
    streamId: inboxStream(jobFairId, recipientId),
    decider: inboxDecider,
    command: {
      type: 'MarkAllMessagesRead',
      data: {
        jobFairId,
        recipientId,
        unreadMessageIds: await unreadMessageIds(deps.db, jobFairId, recipientId),
        now: context.now.toISOString(),
      },
    },
  });
  return lastCheckpoint;
};
