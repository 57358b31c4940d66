import { useInfiniteQuery } from '@tanstack/react-query';
import { REPORT_PAGE_SIZE, type InterviewHistoryPage } from '../../../../../domain/interview/interview-session-view';
import { api } from '../../../api/api-client';

/** The report's Conversations (spec 2 §2.1, §7 POST …/byBoothId/{boothId}), 10 a page, optionally one recruiter's ('Select Recruiter'). */
export const boothConversationsKey = (jobFairId: string, boothId: string) => ['boothConversations', jobFairId, boothId] as const;

export const useBoothConversations = (jobFairId: string, boothId: string, recruiterId: string | null) =>
  useInfiniteQuery({
    queryKey: [...boothConversationsKey(jobFairId, boothId), recruiterId],
    queryFn: ({ pageParam }) =>
      api.post<InterviewHistoryPage>(
        `/jobfairs/${encodeURIComponent(jobFairId)}/interviewSessions/byBoothId/${encodeURIComponent(boothId)}`,
        { limit: REPORT_PAGE_SIZE, lastEvaluatedKey: pageParam },
        { query: { recruiterId: recruiterId ?? undefined } },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.lastEvaluatedKey,
  });
