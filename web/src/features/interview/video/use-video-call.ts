import { useEffect, useState } from 'react';
import { socketClient } from '../../../api/realtime';
import { getVideoToken } from '../api/get-video-token';
import { createEmbeddedCall, type Signal, type Signalling } from './embedded-call';
import type { CallState, VideoCall } from './video-call';
import { createVonageCall } from './vonage-call';

type CallOptions = Readonly<{
  jobFairId: string;
  sessionId: string;
  userId: string;
  role: 'interviewer' | 'candidate';
  /** The local media once opened; the call starts then, and only while `live`. */
  local: MediaStream | null;
  live: boolean;
}>;

/** The gateway relay as the embedded call's signalling channel, narrowed to this session. */
const gatewaySignalling = (jobFairId: string, sessionId: string): Signalling => ({
  send: (signal) => void socketClient.sendSignal(jobFairId, sessionId, signal),
  onSignal: (listener) => socketClient.onSignal((message) => message.sessionId === sessionId && listener(message.payload as Signal)),
  onReconnect: (listener) => socketClient.onOpen(listener),
});

/** Joins the session's call with a fresh token (so a reload rejoins), whichever provider the server chose. */
export const useVideoCall = ({ jobFairId, sessionId, userId, role, local, live }: CallOptions) => {
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [state, setState] = useState<CallState>('connecting');
  const [call, setCall] = useState<VideoCall | null>(null);

  useEffect(() => {
    if (!local || !live) return undefined;
    let current: VideoCall | null = null;
    let cancelled = false;
    void getVideoToken(jobFairId, sessionId, userId, role).then(
      (token) => {
        if (cancelled) return;
        current =
          token.provider === 'vonage' && token.apiKey
            ? createVonageCall({ apiKey: token.apiKey, sessionId: token.roomId, token: token.token, local })
            : createEmbeddedCall({
                role: token.role,
                local,
                signalling: gatewaySignalling(jobFairId, sessionId),
                iceServers: token.iceServers,
                iceTransportPolicy: token.iceTransportPolicy,
              });
        current.onRemoteStream(setRemote);
        current.onState(setState);
        setCall(current);
      },
      (error) => {
        console.warn('[video] no token for this session', error);
        if (!cancelled) setState('interrupted');
      },
    );
    return () => {
      cancelled = true;
      current?.close();
      setCall(null);
      setRemote(null);
    };
  }, [jobFairId, sessionId, userId, role, local, live]);

  return { call, remote, state };
};
