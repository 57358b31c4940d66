import type { TurnRelay } from './turn-relay';

/**
 * One hour: a new allocation is checked against it, an allocation made keeps going, so this covers a reload
 * or a renegotiation well into an extended interview; 'Reload now' fetches fresh credentials after that.
 */
export const TURN_CREDENTIAL_TTL_SECONDS = 60 * 60;

const TURN_URL = /^(stun|stuns|turn|turns):[^\s,]+$/;

/**
 * TURN_URLS (comma-separated turn:/turns:/stun: URLs) and TURN_SECRET (coturn's static-auth-secret) together,
 * or neither (peers on one network, the demo). TURN_CREDENTIAL_TTL in seconds; TURN_RELAY_ONLY=1 sends all media
 * through the relay (operators who keep participants' addresses private, and the relay's end-to-end test).
 */
export const turnRelayFromEnv = (env: NodeJS.ProcessEnv): TurnRelay | null => {
  const urls = (env.TURN_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const secret = env.TURN_SECRET ?? '';
  const relayOnly = env.TURN_RELAY_ONLY === '1' || env.TURN_RELAY_ONLY === 'true';
  if (urls.length === 0 && !secret) {
    if (relayOnly) throw new Error('TURN_RELAY_ONLY needs TURN_URLS and TURN_SECRET: without a relay no media could flow');
    return null;
  }
  if (urls.length === 0 || !secret) throw new Error('TURN_URLS and TURN_SECRET are needed together');
  const wrong = urls.find((url) => !TURN_URL.test(url));
  if (wrong) throw new Error(`TURN_URLS: '${wrong}' is not a turn:, turns: or stun: URL`);
  const ttlSeconds = env.TURN_CREDENTIAL_TTL ? Number(env.TURN_CREDENTIAL_TTL) : TURN_CREDENTIAL_TTL_SECONDS;
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1) throw new Error('TURN_CREDENTIAL_TTL must be a whole number of seconds, 1 or more');
  return { urls, secret, ttlSeconds, relayOnly };
};
