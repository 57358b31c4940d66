import { Alert } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { INTERVIEW_TEXTS } from '../interview-texts';
import { InterviewRoom } from './interview-room';
import { RecruiterControls } from './recruiter-controls';
import { RecruiterReview } from './recruiter-review';
import { useInterviewRoom } from './use-interview-room';

type RecruiterInterviewPageProps = Readonly<{ jobFairId: string; sessionId: string; startVideo: boolean; startAudio: boolean }>;

/** spec 2 §2.1: the recruiter's side of the interview, with the controls, the rating and notes, and the 'Interview ended' dialog. */
export const RecruiterInterviewPage = ({ jobFairId, sessionId, startVideo, startAudio }: RecruiterInterviewPageProps) => {
  const room = useInterviewRoom({ jobFairId, sessionId, role: 'interviewer', startVideo, startAudio });
  const navigate = useNavigate();
  const view = room.view;
  const ended = view !== null && (view.status === 'ENDED' || view.status === 'ENDING');
  const [dismissed, setDismissed] = useState(false);
  return (
    <>
      <InterviewRoom
        room={room}
        otherName={view?.candidateName ?? INTERVIEW_TEXTS.candidate}
        actions={view && <RecruiterControls session={view} recruiterId={room.userId} />}
        aside={view && <RecruiterReview session={view} recruiterId={room.userId} />}
      />
      {/* The rating and notes stay editable behind the dialog's OK until the recruiter leaves. */}
      <Alert
        isOpen={ended && !dismissed}
        confirmButtonText={INTERVIEW_TEXTS.backToBooth}
        cancelButtonText={INTERVIEW_TEXTS.ok}
        onConfirm={() => void navigate({ to: '/recruiter/booth' })}
        onCancel={() => setDismissed(true)}
      >
        <p data-testid="recruiter-interview-ended">{INTERVIEW_TEXTS.interviewEnded}</p>
      </Alert>
    </>
  );
};
