import { useQuery } from '@tanstack/react-query';
import type { InterviewSessionView } from '../../../domain/interview/interview-session-view';
import { liveQueryKey } from '../lib/socket-client';
import { useLiveSubscription } from './use-live-subscription';

/**
 * The recruiter's sessions, pushed by the recruiterSessions subscription (no REST list yet: the push carries the rows).
 * A null recruiter (an auditor reading a report) subscribes to nothing.
 */
export const useRecruiterSessions = (jobFairId: string, recruiterId: string | null) => {
  useLiveSubscription('recruiterSessions', recruiterId === null ? null : { jobFairId, recruiterId });
  return useQuery<InterviewSessionView[]>({
    queryKey: liveQueryKey('recruiterSessions', { jobFairId, recruiterId: recruiterId ?? '' }),
    queryFn: () => [],
    staleTime: Infinity,
    enabled: recruiterId !== null,
  });
};
