import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { InterviewSessionView } from '../../../../../domain/interview/interview-session-view';
import { api } from '../../../api/api-client';
import { liveQueryKey } from '../../../lib/socket-client';
import { useLiveSubscription } from '../../../api/use-live-subscription';

// One interview session: GET once, then the interviewSession subscription re-sends the row on every
// change (chat, extension, status). The push carries rows, so the cache holds a one-row list too.
export const interviewSessionPath = (jobFairId: string, sessionId: string) =>
  `/jobfairs/${encodeURIComponent(jobFairId)}/interviewSessions/${encodeURIComponent(sessionId)}`;

type Props = { jobFairId: string; sessionId: string; boothId?: string };

export const interviewSessionQueryOptions = (jobFairId: string, sessionId: string, boothId?: string) => {
  const props: Props = boothId ? { jobFairId, sessionId, boothId } : { jobFairId, sessionId };
  return queryOptions({
    queryKey: liveQueryKey('interviewSession', props),
    queryFn: async (): Promise<InterviewSessionView[]> => [await api.get<InterviewSessionView>(interviewSessionPath(jobFairId, sessionId))],
    staleTime: Infinity,
  });
};

/** Changes a session in every cached copy (with or without the booth in its key) after our own write. */
export const updateCachedSession = (
  queryClient: QueryClient,
  sessionId: string,
  change: (session: InterviewSessionView) => InterviewSessionView,
) =>
  queryClient.setQueriesData<InterviewSessionView[]>({ queryKey: ['interviewSession'] }, (rows) =>
    rows?.map((session) => (session.id === sessionId ? change(session) : session)),
  );

/**
 * The session, live. `withQueueCount` (the recruiter's 'Waiting To Chat') subscribes with the session's
 * booth as well, once known, so queue changes re-send the row; the pushes then land under that key.
 */
export const useInterviewSession = (jobFairId: string, sessionId: string, { withQueueCount = false } = {}) => {
  const base = useQuery({ ...interviewSessionQueryOptions(jobFairId, sessionId), select: (rows) => rows[0] ?? null });
  const boothId = withQueueCount ? base.data?.boothId : undefined;
  useLiveSubscription('interviewSession', boothId ? null : { jobFairId, sessionId });
  useLiveSubscription('interviewSession', boothId ? { jobFairId, sessionId, boothId } : null);
  const withBooth = useQuery({
    ...interviewSessionQueryOptions(jobFairId, sessionId, boothId),
    select: (rows) => rows[0] ?? null,
    enabled: boothId !== undefined,
    initialData: base.data ? [base.data] : undefined,
  });
  return boothId ? withBooth : base;
};
