import { Alert } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { INTERVIEW_TEXTS } from '../interview-texts';
import { InterviewRoom } from './interview-room';
import { useInterviewRoom } from './use-interview-room';

type SeekerInterviewPageProps = Readonly<{ orgId: string; jobFairId: string; sessionId: string; startVideo: boolean; startAudio: boolean }>;

/** spec 1 §2.5: the job seeker's side of the interview; when it ends, 'Interview has ended', then the rate-company screen. */
export const SeekerInterviewPage = ({ orgId, jobFairId, sessionId, startVideo, startAudio }: SeekerInterviewPageProps) => {
  const room = useInterviewRoom({ jobFairId, sessionId, role: 'candidate', startVideo, startAudio });
  const navigate = useNavigate();
  const ended = room.view !== null && (room.view.status === 'ENDED' || room.view.status === 'ENDING');
  const timedOutBeforeJoining = room.view?.endReason === 'TIMED_OUT' && !room.view.interviewStartedAt;

  const leave = () =>
    void (timedOutBeforeJoining
      ? navigate({ to: '/job-seeker/organizations/$orgId/jobfairs/$jobFairId/lobby', params: { orgId, jobFairId } })
      : navigate({
          to: '/job-seeker/organizations/$orgId/jobfairs/$jobFairId/interview/$sessionId/rate-company',
          params: { orgId, jobFairId, sessionId },
        }));

  return (
    <>
      <InterviewRoom room={room} otherName={room.view?.recruiterName ?? ''} />
      <Alert isOpen={ended} confirmButtonText={INTERVIEW_TEXTS.ok} onConfirm={leave} canEscapeKeyCancel={false}>
        <p data-testid="interview-ended">{timedOutBeforeJoining ? INTERVIEW_TEXTS.interviewTimedOut : INTERVIEW_TEXTS.interviewHasEnded}</p>
      </Alert>
    </>
  );
};
