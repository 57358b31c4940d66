import { useMutation } from '@tanstack/react-query';
import type { EndReason } from '../../../../../domain/interview/interview-session';
import type { InterviewSessionView } from '../../../../../domain/interview/interview-session-view';
import { api } from '../../../api/api-client';
import { INTERVIEW_TEXTS } from '../interview-texts';

type EndInterviewInput = Readonly<{ session: InterviewSessionView; endedBy: string; endReason: EndReason; now: number }>;

/**
 * spec 2 §7 POST /endInterview with the spec's body (the server keeps its own transcript and duration);
 * spec 2 §4: the action fails unless the answer says ENDING.
 */
export const endInterview = async ({ session, endedBy, endReason, now }: EndInterviewInput): Promise<{ status: string }> => {
  const startedAt = session.interviewStartedAt ? Date.parse(session.interviewStartedAt) : now;
  let answer: { status?: string } | null;
  try {
    answer = await api.post<{ status?: string } | null>(`/jobfairs/${encodeURIComponent(session.jobFairId)}/queueUsers/endInterview`, {
      jobFairId: session.jobFairId,
      queueUserId: session.queueUserId,
      interviewSessionId: session.id,
      organizationId: session.organizationId,
      status: 'ENDING',
      chatDuration: Math.max(0, Math.round((now - startedAt) / 1000)),
      chatTranscript: session.chatTranscript,
      endReason,
      endedBy,
      recruiterId: session.recruiterId,
    });
  } catch (error) {
    throw new Error(INTERVIEW_TEXTS.endInterviewFailed, { cause: error });
  }
  if (answer?.status !== 'ENDING') throw new Error(INTERVIEW_TEXTS.endInterviewFailed);
  return { status: answer.status };
};

export const useEndInterview = () => useMutation({ mutationFn: endInterview });
