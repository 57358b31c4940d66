import { readFileSync } from 'node:fs';
import type { Knex } from 'knex';
import type { Clock } from '../../domain/ports/clock';
import type { VideoGrantVerifier, VideoRooms } from '../../domain/ports/video-rooms';
import { platformSecret } from '../platform-secret';
import { createEmbeddedVideoRooms } from './embedded-video-rooms';
import { turnRelayFromEnv } from './turn-relay-from-env';

/** PEM text, or the path of a file holding it. */
const pem = (value: string) => (value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : readFileSync(value, 'utf8'));

/**
 * Vonage Video (which brings its own TURN servers) when VONAGE_APPLICATION_ID and VONAGE_PRIVATE_KEY are set; otherwise embedded WebRTC.
 * The embedded grant verifier is always there: the gateway's signalling relay uses it. The Vonage SDK is loaded
 * only when it is configured. Embedded calls cross NATs through the TURN relay of TURN_URLS + TURN_SECRET.
 */
export const videoRoomsFromEnv = async (
  db: Knex,
  clock: Clock,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ videoRooms: VideoRooms; grants: VideoGrantVerifier }> => {
  const embedded = createEmbeddedVideoRooms({
    secret: await platformSecret(db, 'video-tokens', env.VIDEO_TOKEN_SECRET),
    clock,
    turn: turnRelayFromEnv(env),
  });
  if (env.VONAGE_APPLICATION_ID || env.VONAGE_PRIVATE_KEY) {
    if (!env.VONAGE_APPLICATION_ID || !env.VONAGE_PRIVATE_KEY)
      throw new Error('VONAGE_APPLICATION_ID and VONAGE_PRIVATE_KEY are needed together');
    const { createVonageVideoRooms } = await import('./vonage-video-rooms');
    return {
      videoRooms: createVonageVideoRooms({ applicationId: env.VONAGE_APPLICATION_ID, privateKey: pem(env.VONAGE_PRIVATE_KEY), clock }),
      grants: embedded,
    };
  }
  return { videoRooms: embedded, grants: embedded };
};
