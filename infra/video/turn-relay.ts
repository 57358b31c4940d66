import { createHmac } from 'node:crypto';
import type { IceServer } from '../../domain/ports/video-rooms';

/** The TURN servers the embedded call may relay through, and the coturn `static-auth-secret` they share with the platform. */
export type TurnRelay = Readonly<{
  urls: readonly string[];
  secret: string;
  /** How long handed-out credentials stay valid for a new allocation. */
  ttlSeconds: number;
  /** Media through the relay only (iceTransportPolicy 'relay'): neither participant learns the other's address. */
  relayOnly: boolean;
}>;

/**
 * Short-lived credentials by the TURN REST API convention coturn checks with `use-auth-secret`:
 * username `<expiry unix seconds>:<user id>`, credential base64(HMAC-SHA1(secret, username)). coturn
 * compares the expiry with its own wall clock when an allocation is made; a running allocation keeps going.
 */
export const turnCredentials = (relay: TurnRelay, userId: string, now: Date): IceServer => {
  const username = `${Math.floor(now.getTime() / 1000) + relay.ttlSeconds}:${userId}`;
  const credential = createHmac('sha1', relay.secret).update(username).digest('base64');
  return { urls: [...relay.urls], username, credential };
};
