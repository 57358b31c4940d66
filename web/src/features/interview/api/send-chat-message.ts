import { useMutation } from '@tanstack/react-query';
import type { InterviewSessionView } from '../../../../../domain/interview/interview-session-view';
import { api } from '../../../lib/api-client';
import { interviewSessionPath } from './get-interview-session';

/** Appends one message to the transcript; the interviewSession push brings it to both screens. */
export const sendChatMessage = ({ jobFairId, sessionId, message }: { jobFairId: string; sessionId: string; message: string }) =>
  api.post<InterviewSessionView>(`${interviewSessionPath(jobFairId, sessionId)}/chatMessages`, { message });

export const useSendChatMessage = () => useMutation({ mutationFn: sendChatMessage });
