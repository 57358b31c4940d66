import { Alert, Button, ButtonGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { InterviewSessionView } from '../../../../../domain/interview/interview-session-view';
import { showToast } from '../../../lib/toaster';
import { clockStore } from '../../../stores/clock-store';
import { useEndInterview } from '../api/end-interview';
import { useExtendInterview } from '../api/extend-interview';
import { EXTEND_STEPS_MINUTES, INTERVIEW_TEXTS, MINUTE_MS } from '../interview-texts';

/** spec 1 §6: only the recruiter sees the 'Waiting To Chat' count and the end-call button; spec 2 §7: extending adds to durationAdded. */
export const RecruiterControls = ({ session, recruiterId }: { session: InterviewSessionView; recruiterId: string }) => {
  const extend = useExtendInterview();
  const end = useEndInterview();
  const [confirming, setConfirming] = useState(false);
  const { now } = useSnapshot(clockStore);
  const live = session.status === 'IN_PROGRESS';

  const endNow = () => {
    setConfirming(false);
    end.mutate(
      { session, endedBy: recruiterId, endReason: 'ENDED', now },
      { onError: (error) => showToast({ intent: 'danger', message: error.message }) },
    );
  };

  return (
    <>
      <Tag large minimal icon="people" data-testid="waiting-to-chat">
        {INTERVIEW_TEXTS.waitingToChat}: {session.waitingToChat}
      </Tag>
      <ButtonGroup>
        {EXTEND_STEPS_MINUTES.map((minutes) => (
          <Button
            key={minutes}
            icon="add"
            text={INTERVIEW_TEXTS.extendBy(minutes)}
            title={INTERVIEW_TEXTS.extend}
            disabled={!live || extend.isPending}
            onClick={() =>
              extend.mutate(
                { jobFairId: session.jobFairId, sessionId: session.id, addMs: minutes * MINUTE_MS },
                { onError: (error) => showToast({ intent: 'danger', message: error.message }) },
              )
            }
          />
        ))}
      </ButtonGroup>
      <Button
        intent="danger"
        icon="phone"
        text={INTERVIEW_TEXTS.endCall}
        disabled={!live}
        loading={end.isPending}
        onClick={() => setConfirming(true)}
      />
      <Alert
        isOpen={confirming}
        intent="danger"
        icon="phone"
        confirmButtonText={INTERVIEW_TEXTS.endCall}
        cancelButtonText={INTERVIEW_TEXTS.cancel}
        onConfirm={endNow}
        onCancel={() => setConfirming(false)}
      >
        <p>{INTERVIEW_TEXTS.endCallConfirm}</p>
      </Alert>
    </>
  );
};
