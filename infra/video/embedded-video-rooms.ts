import { jwtVerify, SignJWT } from 'jose';
import type { VideoRole } from '../../domain/interview/interview-session';
import type { Clock } from '../../domain/ports/clock';
import type { VideoGrant, VideoGrantVerifier, VideoRooms } from '../../domain/ports/video-rooms';
import { Unauthenticated } from '../../domain/shared/errors';
import { turnCredentials, type TurnRelay } from './turn-relay';

export const VIDEO_TOKEN_TTL_SECONDS = 15 * 60;
const AUDIENCE = 'jobfair-video-signalling';

/**
 * Embedded video: the browsers talk WebRTC peer to peer and the gateway relays their signals. The
 * token is an HS256 grant (jose) naming the participant, the room and the role, valid for 15
 * minutes; the secret is shared by every process (VIDEO_TOKEN_SECRET or a platform secret). With a TURN
 * relay (TURN_URLS + TURN_SECRET) each token comes with the participant's own short-lived TURN credentials.
 */
export const createEmbeddedVideoRooms = ({
  secret,
  clock,
  turn = null,
}: Readonly<{ secret: string; clock: Clock; turn?: TurnRelay | null }>): VideoRooms & VideoGrantVerifier => {
  const key = new TextEncoder().encode(secret);
  return {
    provider: 'embedded',
    createRoom: async (sessionId) => sessionId,
    issueToken: async ({ sessionId, roomId, userId, role }) => {
      const now = Math.floor(clock.now().getTime() / 1000);
      const exp = now + VIDEO_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ sid: sessionId, room: roomId, role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(key);
      const expiresAt = new Date(exp * 1000).toISOString();
      if (!turn) return { token, expiresAt };
      const iceServers = [turnCredentials(turn, userId, clock.now())];
      return { token, expiresAt, iceServers, ...(turn.relayOnly ? { iceTransportPolicy: 'relay' as const } : {}) };
    },
    verifyGrant: async (token): Promise<VideoGrant> => {
      try {
        const { payload } = await jwtVerify(token, key, { audience: AUDIENCE, algorithms: ['HS256'], currentDate: clock.now() });
        return {
          sessionId: String(payload.sid),
          roomId: String(payload.room),
          userId: String(payload.sub),
          role: payload.role as VideoRole,
        };
      } catch {
        throw new Unauthenticated('The video token is invalid or has expired');
      }
    },
  };
};
