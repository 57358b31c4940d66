import { Alert, Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { INTERVIEW_OFFER_TIMEOUT_MS } from '../../../../../domain/interview/interview-session';
import type { InterviewSessionView } from '../../../../../domain/interview/interview-session-view';
import { useRingTone } from '../../../lib/tones';
import { clockStore } from '../../../stores/clock-store';
// The device test's camera hook, reused so the call modal opens and releases the camera the same way.
import { useCameraPreview } from '../../../lib/use-camera-preview';
import { sessionStore } from '../../../stores/session-store';
import { useCandidateSessions } from '../../../api/get-candidate-sessions';
import { useJoinInterview } from '../api/join-interview';
import { LOBBY_TEXTS } from '../queue-texts';

const PROMPTED_KEY = 'promptedInterviewSessions';
const prompted = (): string[] => JSON.parse(sessionStorage.getItem(PROMPTED_KEY) ?? '[]') as string[];
const markPrompted = (id: string) => sessionStorage.setItem(PROMPTED_KEY, JSON.stringify([...prompted(), id]));

/** spec 1 §4.5: the 'Video Call' modal for a new AWAITING session, once per session per browser session, with the 21-second countdown. */
export const IncomingCall = ({ orgId, jobFairId }: { orgId: string; jobFairId: string }) => {
  const { session: signedIn } = useSnapshot(sessionStore);
  const sessions = useCandidateSessions(jobFairId, signedIn?.user.userId ?? null);
  const { now } = useSnapshot(clockStore);
  const [callId, setCallId] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const join = useJoinInterview();
  const navigate = useNavigate();

  useEffect(() => {
    if (callId) return;
    const awaiting = (sessions.data ?? []).find((candidate) => candidate.status === 'AWAITING' && !prompted().includes(candidate.id));
    if (awaiting) {
      markPrompted(awaiting.id);
      setCallId(awaiting.id);
    }
  }, [sessions.data, callId]);

  const call: InterviewSessionView | undefined = (sessions.data ?? []).find((candidate) => candidate.id === callId);
  // Clamped to the 21 s the server gives, should this browser's clock run a little behind the server's.
  const secondsLeft = call
    ? Math.min(INTERVIEW_OFFER_TIMEOUT_MS / 1000, Math.max(0, Math.ceil((new Date(call.expiresAt).getTime() - now) / 1000)))
    : 0;
  useEffect(() => {
    if (call && call.status === 'ENDED' && call.endReason === 'TIMED_OUT') {
      setCallId(null);
      setEnded(true);
    }
  }, [call]);

  const ringingFor = call?.status === 'AWAITING' && !join.isPending;
  // spec 1 §4.5: a camera preview and a ringing sound while the call waits; both stop on join, close or timeout.
  const ringing = useRingTone(ringingFor);
  const preview = useCameraPreview(ringingFor, '', '');
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = preview.stream;
  }, [preview.stream, call?.id]);

  const answer = () =>
    call &&
    join.mutate(
      { jobFairId, sessionId: call.id },
      {
        onSuccess: (joined) => {
          setCallId(null);
          if (joined.status === 'IN_PROGRESS')
            void navigate({
              to: '/job-seeker/organizations/$orgId/jobfairs/$jobFairId/interview/$sessionId',
              params: { orgId, jobFairId, sessionId: joined.id },
              search: { startVideo: true, startAudio: true },
            });
          else void navigate({ to: '/job-seeker/organizations/$orgId/jobfairs/$jobFairId/lobby', params: { orgId, jobFairId } });
        },
        onError: () => setCallId(null),
      },
    );

  return (
    <>
      <Dialog
        isOpen={call?.status === 'AWAITING'}
        title={LOBBY_TEXTS.videoCall}
        icon="phone"
        className="incoming-call"
        isCloseButtonShown={false}
        canOutsideClickClose={false}
        canEscapeKeyClose={false}
      >
        <DialogBody>
          <div className="incoming-call__preview" data-ringing={ringing} data-testid="call-preview">
            <video ref={video} autoPlay muted playsInline aria-label={LOBBY_TEXTS.cameraPreview} data-testid="call-camera" />
            {preview.status !== 'live' && <p className="incoming-call__camera-status">{LOBBY_TEXTS.cameraStatus[preview.status]}</p>}
          </div>
          <p data-testid="call-booth" className="incoming-call__booth">
            {call?.boothName}
          </p>
          <p data-testid="call-recruiter">{call?.recruiterName}</p>
          <p>
            {LOBBY_TEXTS.secondsRemaining}: <strong data-testid="call-countdown">{secondsLeft}</strong>
          </p>
        </DialogBody>
        <DialogFooter
          actions={<Button intent="success" icon="phone" text={LOBBY_TEXTS.join} loading={join.isPending} onClick={answer} />}
        />
      </Dialog>
      <Alert isOpen={ended} confirmButtonText={LOBBY_TEXTS.ok} onConfirm={() => setEnded(false)}>
        <p data-testid="call-ended">{LOBBY_TEXTS.callTimedOut}</p>
      </Alert>
    </>
  );
};
