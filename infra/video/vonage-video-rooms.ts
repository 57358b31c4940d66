import { createPrivateKey, randomUUID } from 'node:crypto';
import { Vonage } from '@vonage/server-sdk';
import { SignJWT } from 'jose';
import type { VideoRole } from '../../domain/interview/interview-session';
import type { Clock } from '../../domain/ports/clock';
import type { VideoRooms } from '../../domain/ports/video-rooms';
import { VIDEO_TOKEN_TTL_SECONDS } from './embedded-video-rooms';

/**
 * Vonage's token roles (Video API: subscriber < publisher < moderator). The recruiter holds the
 * interview and its end-call button (spec 1 §6), so 'moderator' (may also force a participant out
 * or mute them); the candidate publishes and subscribes: 'publisher'.
 */
export const VONAGE_ROLE: Record<VideoRole, 'moderator' | 'publisher'> = { interviewer: 'moderator', candidate: 'publisher' };

export type VonageVideoOptions = Readonly<{
  applicationId: string;
  /** The application's private key, PEM. */
  privateKey: string;
  clock: Clock;
  /** Vonage's video API (default https://video.api.vonage.com); tests point it at a local stand-in. */
  videoHost?: string;
}>;

/**
 * Vonage Video through @vonage/server-sdk: one Vonage session per interview session, relayed
 * (peer-to-peer media, the two participants only).
 *
 * Client tokens are signed here with jose rather than by the SDK's generateClientToken: the SDK stamps
 * `iat` from the wall clock and replaces an `exp` it finds in the past with its own, so a token issued
 * on the platform clock would mix two clocks. The claims are the SDK's own (@vonage/video
 * generateClientToken + @vonage/jwt tokenGenerate, RS256 with the application key).
 */
export const createVonageVideoRooms = ({ applicationId, privateKey, clock, videoHost }: VonageVideoOptions): VideoRooms => {
  const vonage = new Vonage({ applicationId, privateKey }, videoHost ? { videoHost } : {});
  // Node reads both PEM forms Vonage has handed out (PKCS#8 and the older PKCS#1).
  const signingKey = createPrivateKey(privateKey);
  // MediaMode.RELAYED of @vonage/video (not re-exported by the server SDK): media flows peer to peer.
  const relayed = { mediaMode: 'enabled' } as Parameters<typeof vonage.video.createSession>[0];
  return {
    provider: 'vonage',
    createRoom: async () => (await vonage.video.createSession(relayed)).sessionId,
    issueToken: async ({ roomId, userId, role, sessionId }) => {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const expireTime = issuedAt + VIDEO_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({
        application_id: applicationId,
        scope: 'session.connect',
        session_id: roomId,
        role: VONAGE_ROLE[role],
        initial_layout_class_list: '',
        connection_data: JSON.stringify({ userId, sessionId, role }),
        acl: { paths: { '/session/**': {} } },
      })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
        .setSubject('video')
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(expireTime)
        .sign(signingKey);
      return { token, expiresAt: new Date(expireTime * 1000).toISOString(), apiKey: applicationId };
    },
  };
};
