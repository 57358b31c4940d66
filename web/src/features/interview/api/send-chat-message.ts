import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../../domain/interview/chat-message';
import { api } from '../../../api/api-client';
import { interviewSessionPath, updateCachedSession } from './get-interview-session';

type SendChatMessage = Readonly<{ jobFairId: string; sessionId: string; message: string }>;

/** Appends one message to the transcript; the interviewSession push brings it to the other side. */
export const sendChatMessage = ({ jobFairId, sessionId, message }: SendChatMessage) =>
  api.post<ChatMessage>(`${interviewSessionPath(jobFairId, sessionId)}/chatMessages`, { message });

export const useSendChatMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    // The sender sees the message at once; the push that follows carries the same id and replaces the rows.
    onSuccess: (sent, { sessionId }) =>
      updateCachedSession(queryClient, sessionId, (session) =>
        session.chatTranscript.some((known) => known.id === sent.id)
          ? session
          : { ...session, chatTranscript: [...session.chatTranscript, sent] },
      ),
  });
};
