import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { setCallInterrupted } from '../../../stores/connection-store';
import { setInterviewInProgress } from '../../../stores/interview-store';
import { sessionStore } from '../../../stores/session-store';
import { useInterviewSession } from '../api/get-interview-session';
import { useLocalMedia } from '../video/use-local-media';
import { useVideoCall } from '../video/use-video-call';

type RoomOptions = Readonly<{
  jobFairId: string;
  sessionId: string;
  role: 'interviewer' | 'candidate';
  startVideo: boolean;
  startAudio: boolean;
}>;

/**
 * Everything one side of the interview needs: the session (live), our devices and the call. The call
 * runs while the session is AWAITING or IN_PROGRESS; a reload re-reads the session and joins anew.
 */
export const useInterviewRoom = ({ jobFairId, sessionId, role, startVideo, startAudio }: RoomOptions) => {
  const { session: signedIn } = useSnapshot(sessionStore);
  const userId = signedIn?.user.userId ?? '';
  // The recruiter's 'Waiting To Chat' count follows the booth queue (spec 1 §6).
  const session = useInterviewSession(jobFairId, sessionId, { withQueueCount: role === 'interviewer' });
  const view = session.data ?? null;
  const live = view !== null && (view.status === 'AWAITING' || view.status === 'IN_PROGRESS');
  const media = useLocalMedia(startVideo, startAudio, live);
  const call = useVideoCall({ jobFairId, sessionId, userId, role, local: media.stream, live });

  // A provider may publish by its own switch (Vonage's publishVideo), so the toggles go through the call too.
  useEffect(() => call.call?.setVideoEnabled(media.videoOn), [call.call, media.videoOn]);
  useEffect(() => call.call?.setAudioEnabled(media.audioOn), [call.call, media.audioOn]);

  // The 'Connection interrupted' modal (spec 1 §2.4) also covers a video link that stays down.
  useEffect(() => {
    setCallInterrupted(live && call.state === 'interrupted');
  }, [live, call.state]);
  useEffect(() => setInterviewInProgress(live), [live]);
  useEffect(
    () => () => {
      setCallInterrupted(false);
      setInterviewInProgress(false);
    },
    [],
  );

  return { userId, session, view, live, media, call };
};
