import { Vonage } from '@vonage/server-sdk';
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
 * (peer-to-peer media, the two participants only), tokens signed locally with the application key.
 */
export const createVonageVideoRooms = ({ applicationId, privateKey, clock, videoHost }: VonageVideoOptions): VideoRooms => {
  const vonage = new Vonage({ applicationId, privateKey }, videoHost ? { videoHost } : {});
  // MediaMode.RELAYED of @vonage/video (not re-exported by the server SDK): media flows peer to peer.
  const relayed = { mediaMode: 'enabled' } as Parameters<typeof vonage.video.createSession>[0];
  return {
    provider: 'vonage',
    createRoom: async () => (await vonage.video.createSession(relayed)).sessionId,
    issueToken: async ({ roomId, userId, role, sessionId }) => {
      const expireTime = Math.floor(clock.now().getTime() / 1000) + VIDEO_TOKEN_TTL_SECONDS;
      const token = vonage.video.generateClientToken(roomId, { role: VONAGE_ROLE[role], expireTime, data: JSON.stringify({ userId, sessionId, role }) });
      return { token, expiresAt: new Date(expireTime * 1000).toISOString(), apiKey: applicationId };
    },
  };
};
