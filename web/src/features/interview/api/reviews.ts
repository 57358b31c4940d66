import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import type { InterviewSessionView } from '../../../../../domain/interview/interview-session-view';
import { ApiError } from '../../../lib/api-error';

/** spec 1 §3 Review of a user (rating 1..5, notes), one per session and rater. */
export type Review = Readonly<{
  vjfpUserId: string;
  jobFairId: string;
  boothID: string;
  boothName: string | null;
  interviewSessionId: string;
  ratedBy: string;
  rating: number | null;
  notes: string | null;
}>;
export type ReviewChange = Partial<Pick<Review, 'rating' | 'notes'>>;

const reviewPath = (jobFairId: string, sessionId: string, ratedBy: string) =>
  `/jobfairs/${encodeURIComponent(jobFairId)}/reviewUsers/${encodeURIComponent(sessionId)}/${encodeURIComponent(ratedBy)}`;
const reviewKey = (jobFairId: string, sessionId: string, ratedBy: string) => ['review', jobFairId, sessionId, ratedBy] as const;

/** GET answers the first review (spec 1 §7); none yet is null, not an error. */
export const getReview = async (jobFairId: string, sessionId: string, ratedBy: string): Promise<Review | null> => {
  try {
    return (await api.get<Review | null>(reviewPath(jobFairId, sessionId, ratedBy))) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const reviewQueryOptions = (jobFairId: string, sessionId: string, ratedBy: string) =>
  queryOptions({
    queryKey: reviewKey(jobFairId, sessionId, ratedBy),
    queryFn: () => getReview(jobFairId, sessionId, ratedBy),
    staleTime: Infinity,
  });

export const useReview = (jobFairId: string, sessionId: string, ratedBy: string) =>
  useQuery(reviewQueryOptions(jobFairId, sessionId, ratedBy));

/** The whole review a first save POSTs (spec 1 §7): who is rated, in which booth and session. */
export const newReview = (session: InterviewSessionView, ratedBy: string): Omit<Review, 'rating' | 'notes'> => ({
  vjfpUserId: ratedBy === session.recruiterId ? session.candidateId : session.recruiterId,
  jobFairId: session.jobFairId,
  boothID: session.boothId,
  boothName: session.boothName,
  interviewSessionId: session.id,
  ratedBy,
});

/** POST the whole review the first time, then PUT only what changed ({rating} or {notes}, spec 1 §7). */
export const useSaveReview = (session: InterviewSessionView, ratedBy: string) => {
  const { jobFairId, id: sessionId } = session;
  const queryClient = useQueryClient();
  const key = reviewKey(jobFairId, sessionId, ratedBy);
  return useMutation({
    mutationFn: async (change: ReviewChange): Promise<Review> => {
      const existing = queryClient.getQueryData<Review | null>(key);
      const path = reviewPath(jobFairId, sessionId, ratedBy);
      const saved = existing
        ? await api.put<Review>(path, change)
        : await api.post<Review>(path, { ...newReview(session, ratedBy), ...change });
      // Cached before the next queued save runs, so that one PUTs instead of POSTing a second review.
      queryClient.setQueryData(key, saved);
      return saved;
    },
    // Saves of one form run one after another (a rating click and a notes autosave may overlap).
    scope: { id: key.join('/') },
  });
};
