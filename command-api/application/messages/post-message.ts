import type { JobFairView } from '../../../domain/jobfair/jobfair-view';
import { messageDecider, messageStream } from '../../../domain/message/message';
import { topicId, type MessageTopic } from '../../../domain/message/message-topic';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';
import { topicAudience } from './topic-audience';

type Posted = Readonly<{ messageId: string; recipients: number; checkpoint: Checkpoint | null }>;
type MessageInput = Readonly<{ fair: JobFairView; topic: MessageTopic; message: string; createdBy: string }>;

/** spec 1 §7 POST …/messages: a message on a topic, receipts to follow (POST …/messages/receipt(s)). */
export const postMessage = async (deps: ServiceDeps, context: CommandContext, input: MessageInput): Promise<Posted> => {
  const messageId = deps.newId();
  const { lastCheckpoint } = await deps.run(context, {
    streamId: messageStream(messageId),
    decider: messageDecider,
    command: {
      type: 'PostMessage',
      data: {
        messageId,
        jobFairId: input.fair.id,
        topicId: topicId(input.topic),
        message: input.message,
        createdBy: input.createdBy,
        now: context.now.toISOString(),
      },
    },
  });
  return { messageId, recipients: 0, checkpoint: lastCheckpoint };
};

/**
 * spec 3 §2.2 Announcements, spec 2 §2.1 Broadcast message: the message and a receipt for every member
 * of the topic's audience now, as one event however many they are (docs/messages.md).
 */
export const broadcastMessage = async (deps: ServiceDeps, context: CommandContext, input: MessageInput): Promise<Posted> => {
  const messageId = deps.newId();
  const recipientIds = await topicAudience(deps.db, input.fair, input.topic);
  const { lastCheckpoint } = await deps.run(context, {
    streamId: messageStream(messageId),
    decider: messageDecider,
    command: {
      type: 'BroadcastMessage',
      data: {
        messageId,
        jobFairId: input.fair.id,
        topicId: topicId(input.topic),
        message: input.message,
        createdBy: input.createdBy,
        recipientIds,
        now: context.now.toISOString(),
      },
    },
  });
  return { messageId, recipients: recipientIds.length, checkpoint: lastCheckpoint };
};
