import { useMutation } from '@tanstack/react-query';
import type { InterviewSessionView } from '../../../../../domain/interview/interview-session-view';
import { api } from '../../../api/api-client';

/** Re-reads the session, then PUT status IN_PROGRESS (spec 1 §4.5 step 2); the server refuses a session no longer AWAITING. */
export const joinInterview = async ({ jobFairId, sessionId }: { jobFairId: string; sessionId: string }): Promise<InterviewSessionView> => {
  const path = `/jobfairs/${encodeURIComponent(jobFairId)}/interviewSessions/${encodeURIComponent(sessionId)}`;
  const current = await api.get<InterviewSessionView>(path);
  if (current.status !== 'AWAITING') return current;
  return api.put<InterviewSessionView>(path, { status: 'IN_PROGRESS' });
};

export const useJoinInterview = () => useMutation({ mutationFn: joinInterview });
