import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterviewSessionView } from '../../../../../domain/interview/interview-session-view';
import { api } from '../../../lib/api-client';
import { interviewSessionPath, interviewSessionQueryOptions } from './get-interview-session';

/** spec 2 §7: PUT durationAdded (ms, the new total); the answer is the session with its new endsAt. */
export const extendInterview = ({ jobFairId, sessionId, durationAdded }: { jobFairId: string; sessionId: string; durationAdded: number }) =>
  api.put<InterviewSessionView>(interviewSessionPath(jobFairId, sessionId), { durationAdded });

export const useExtendInterview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendInterview,
    onSuccess: (session) => queryClient.setQueryData(interviewSessionQueryOptions(session.jobFairId, session.id).queryKey, [session]),
  });
};
