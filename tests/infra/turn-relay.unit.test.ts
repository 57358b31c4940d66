import { describe, expect, it } from 'vitest';
import { createEmbeddedVideoRooms } from '../../infra/video/embedded-video-rooms';
import { TURN_CREDENTIAL_TTL_SECONDS, turnRelayFromEnv } from '../../infra/video/turn-relay-from-env';
import { testClock } from '../support/api';
import { CANDIDATE_GRANT, GRANT_NOW } from '../support/video-grant';

// TURN settings and the credentials handed out with the embedded video token. That coturn accepts them (and
// refuses them once expired) is shown against a real turnserver in tests/e2e/interview-turn-relay.e2e.test.ts.
const NOW = GRANT_NOW;
const grant = CANDIDATE_GRANT;

describe('TURN settings', () => {
  it('are off without TURN_URLS and TURN_SECRET: peers on one network need no relay', () => {
    expect(turnRelayFromEnv({})).toBeNull();
  });

  it('read comma-separated URLs, the secret, an hour of credential life by default, and relay-only', () => {
    expect(
      turnRelayFromEnv({ TURN_URLS: 'turn:turn.example.org:3478?transport=udp, turns:turn.example.org:443', TURN_SECRET: 's' }),
    ).toEqual({
      urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:443'],
      secret: 's',
      ttlSeconds: TURN_CREDENTIAL_TTL_SECONDS,
      relayOnly: false,
    });
    expect(TURN_CREDENTIAL_TTL_SECONDS).toBe(3600);
    expect(
      turnRelayFromEnv({ TURN_URLS: 'stun:stun.example.org', TURN_SECRET: 's', TURN_CREDENTIAL_TTL: '120', TURN_RELAY_ONLY: '1' }),
    ).toMatchObject({ ttlSeconds: 120, relayOnly: true });
  });

  it.each([
    [{ TURN_URLS: 'turn:a:3478' }, 'TURN_URLS and TURN_SECRET are needed together'],
    [{ TURN_SECRET: 's' }, 'TURN_URLS and TURN_SECRET are needed together'],
    [{ TURN_URLS: 'https://a:3478', TURN_SECRET: 's' }, "TURN_URLS: 'https://a:3478' is not a turn:, turns: or stun: URL"],
    [
      { TURN_URLS: 'turn:a', TURN_SECRET: 's', TURN_CREDENTIAL_TTL: '1h' },
      'TURN_CREDENTIAL_TTL must be a whole number of seconds, 1 or more',
    ],
    [
      { TURN_URLS: 'turn:a', TURN_SECRET: 's', TURN_CREDENTIAL_TTL: '0' },
      'TURN_CREDENTIAL_TTL must be a whole number of seconds, 1 or more',
    ],
    [{ TURN_RELAY_ONLY: '1' }, 'TURN_RELAY_ONLY needs TURN_URLS and TURN_SECRET: without a relay no media could flow'],
  ])('refuse %j at start, saying why', (env, message) => {
    expect(() => turnRelayFromEnv(env)).toThrow(message);
  });
});

describe('the embedded video token with a TURN relay', () => {
  it('carries TURN REST API credentials on the platform clock: <expiry>:<user id>, base64 HMAC-SHA1 of it', async () => {
    const turn = { urls: ['turn:127.0.0.1:3478'], secret: 'coturn-secret', ttlSeconds: 3600, relayOnly: false };
    const rooms = createEmbeddedVideoRooms({ secret: 'video', clock: testClock(NOW), turn });
    const token = await rooms.issueToken(grant);
    // Worked out apart from the platform: printf '%s' "$username" | openssl dgst -sha1 -hmac coturn-secret -binary | base64
    expect(token.iceServers).toEqual([
      { urls: ['turn:127.0.0.1:3478'], username: `1795366800:${grant.userId}`, credential: 'EvafPdO6UScakVV8QxsxBGdZO68=' },
    ]);
    expect(new Date(1795366800 * 1000).toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(token.iceTransportPolicy).toBeUndefined();
  });

  it('asks for relay-only media when the operator chose it, and carries nothing without a relay', async () => {
    const turn = { urls: ['turn:127.0.0.1:3478'], secret: 'x', ttlSeconds: 60, relayOnly: true };
    expect(await createEmbeddedVideoRooms({ secret: 'video', clock: testClock(NOW), turn }).issueToken(grant)).toMatchObject({
      iceTransportPolicy: 'relay',
    });
    const plain = await createEmbeddedVideoRooms({ secret: 'video', clock: testClock(NOW) }).issueToken(grant);
    expect(plain.iceServers).toBeUndefined();
    expect(plain.iceTransportPolicy).toBeUndefined();
  });
});
