import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InterviewSessionView } from '../../../../../domain/interview/interview-session-view';
import { api } from '../../../lib/api-client';
import { liveQueryKey } from '../../../lib/socket-client';
import { useLiveSubscription } from '../../../lib/use-live-subscription';

// One interview session: GET once, then the interviewSession subscription re-sends the row on every
// change (chat, extension, status). The push carries rows, so the cache holds a one-row list too.
export const interviewSessionPath = (jobFairId: string, sessionId: string) =>
  `/jobfairs/${encodeURIComponent(jobFairId)}/interviewSessions/${encodeURIComponent(sessionId)}`;

export const interviewSessionQueryOptions = (jobFairId: string, sessionId: string) =>
  queryOptions({
    queryKey: liveQueryKey('interviewSession', { jobFairId, sessionId }),
    queryFn: async (): Promise<InterviewSessionView[]> => [await api.get<InterviewSessionView>(interviewSessionPath(jobFairId, sessionId))],
    staleTime: Infinity,
  });

export const useInterviewSession = (jobFairId: string, sessionId: string) => {
  useLiveSubscription('interviewSession', { jobFairId, sessionId });
  return useQuery({ ...interviewSessionQueryOptions(jobFairId, sessionId), select: (rows) => rows[0] ?? null });
};
