import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InterviewSessionView } from '../../../domain/interview/interview-session-view';
import { api } from './api-client';
import { liveQueryKey } from '../lib/socket-client';
import { useLiveSubscription } from './use-live-subscription';

// The candidate's interview sessions: GET byCandidateId, then candidateSessions pushes every change (offer, join, timeout).
export const candidateSessionsQueryKey = (jobFairId: string, candidateId: string) =>
  liveQueryKey('candidateSessions', { jobFairId, candidateId });

export const getCandidateSessions = (jobFairId: string, candidateId: string): Promise<InterviewSessionView[]> =>
  api.get<InterviewSessionView[]>(
    `/jobfairs/${encodeURIComponent(jobFairId)}/interviewSessions/byCandidateId/${encodeURIComponent(candidateId)}`,
  );

export const candidateSessionsQueryOptions = (jobFairId: string, candidateId: string) =>
  queryOptions({
    queryKey: candidateSessionsQueryKey(jobFairId, candidateId),
    queryFn: () => getCandidateSessions(jobFairId, candidateId),
    staleTime: Infinity,
  });

export const useCandidateSessions = (jobFairId: string, candidateId: string | null) => {
  useLiveSubscription('candidateSessions', candidateId ? { jobFairId, candidateId } : null);
  return useQuery({ ...candidateSessionsQueryOptions(jobFairId, candidateId ?? ''), enabled: candidateId !== null });
};
