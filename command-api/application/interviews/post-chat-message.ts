import type { ChatMessage } from '../../../domain/interview/chat-message';
import { interviewSessionDecider, interviewSessionStream, type ChatMessagePosted } from '../../../domain/interview/interview-session';
import type { Checkpoint } from '../../../domain/shared/event';
import { getUser } from '../../../projections/queries/users';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** The signed-in sender; the names their access token carries stand only for an account the users read model does not hold. */
type Sender = Readonly<{ userId: string; firstName: string; lastName: string }>;

/**
 * spec 2 §3 Chat message: one message appended to the transcript. The sender's name is the one the users read model
 * holds now, so a renamed recruiter's next message carries the new name (not the name their access token was signed with).
 */
export const postChatMessage = async (
  deps: ServiceDeps,
  context: CommandContext,
  { interviewSessionId, sender, message }: Readonly<{ interviewSessionId: string; sender: Sender; message: string }>,
): Promise<{ chatMessage: ChatMessage; checkpoint: Checkpoint | null }> => {
  const { firstName, lastName } = (await getUser(deps.db, sender.userId)) ?? sender;
  const { newEvents, lastCheckpoint } = await deps.run(context, {
    streamId: interviewSessionStream(interviewSessionId),
    decider: interviewSessionDecider,
    command: {
      type: 'PostChatMessage',
      data: {
        actorId: sender.userId,
        senderName: `${firstName} ${lastName}`.trim(),
        messageId: deps.newId(),
        message,
        now: context.now.toISOString(),
      },
    },
  });
  const posted = (newEvents[0] as ChatMessagePosted).data;
  return {
    chatMessage: {
      id: posted.messageId,
      senderUserId: posted.senderUserId,
      senderName: posted.senderName,
      time: posted.time,
      message: posted.message,
    },
    checkpoint: lastCheckpoint,
  };
};
