import type { JobFairView } from '../../../domain/jobfair/jobfair-view';
import { messageDecider, messageStream } from '../../../domain/message/message';
import type { MessageTopic } from '../../../domain/message/message-topic';
import { ValidationFailed } from '../../../domain/shared/errors';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';
import { topicAudience } from './topic-audience';

type ReceiptsInput = Readonly<{
  fair: JobFairView;
  messageId: string;
  topic: MessageTopic;
  recipientIds: readonly string[];
  read: boolean;
}>;

/**
 * spec 1 §7 POST …/messages/receipt and …/receipts: receipts of a message, for members of its topic's
 * audience only, so a receipt never reaches someone the topic does not address (and who would not hear its pushes).
 */
export const issueMessageReceipts = async (
  deps: ServiceDeps,
  context: CommandContext,
  input: ReceiptsInput,
): Promise<Checkpoint | null> => {
  const audience = new Set(await topicAudience(deps.db, input.fair, input.topic));
  const outsider = input.recipientIds.find((id) => !audience.has(id));
  if (outsider)
    throw new ValidationFailed([{ field: 'recipientIds', message: `Recipient ${outsider} is not addressed by the message's topic` }]);
  const { lastCheckpoint } = await deps.run(context, {
    streamId: messageStream(input.messageId),
    decider: messageDecider,
    command: {
      type: 'IssueMessageReceipts',
      data: {
        messageId: input.messageId,
        jobFairId: input.fair.id,
        recipientIds: input.recipientIds,
        read: input.read,
        now: context.now.toISOString(),
      },
    },
  });
  return lastCheckpoint;
};
