import { useQuery } from '@tanstack/react-query';
import type { InterviewSessionView } from '../../../domain/interview/interview-session-view';
import { liveQueryKey } from '../lib/socket-client';
import { useLiveSubscription } from './use-live-subscription';

/** The recruiter's sessions, pushed by the recruiterSessions subscription (no REST list yet: the push carries the rows). */
export const useRecruiterSessions = (jobFairId: string, recruiterId: string) => {
  useLiveSubscription('recruiterSessions', { jobFairId, recruiterId });
  return useQuery<InterviewSessionView[]>({
    queryKey: liveQueryKey('recruiterSessions', { jobFairId, recruiterId }),
    queryFn: () => [],
    staleTime: Infinity,
  });
};
