import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterviewSessionView } from '../../../../../domain/interview/interview-session-view';
import { api } from '../../../api/api-client';
import { interviewSessionPath, updateCachedSession } from './get-interview-session';

/**
 * spec 2 §7: PUT durationAdded, the time to add in ms (an increment, so two quick clicks add twice and a
 * retried request is the server's to deduplicate); the answer is the session with its new endsAt.
 */
export const extendInterview = ({ jobFairId, sessionId, addMs }: { jobFairId: string; sessionId: string; addMs: number }) =>
  api.put<InterviewSessionView>(interviewSessionPath(jobFairId, sessionId), { durationAdded: addMs });

export const useExtendInterview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendInterview,
    onSuccess: (extended) => updateCachedSession(queryClient, extended.id, () => extended),
  });
};
