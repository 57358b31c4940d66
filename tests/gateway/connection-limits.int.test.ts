import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityProvider } from '../../domain/ports/identity';
import { createBuiltinIdentity } from '../../infra/identity/builtin-identity';
import { testClock } from '../support/api';
import { connectClient, type TestClient } from './client';
import { signedInUser, startBackend, startGateway, type Backend, type RunningGateway } from './harness';

// What one socket may cost the gateway (docs/security.md "Websocket limits"): a cap on its subscriptions, and no life
// beyond the access token it authenticated with unless it hands over a refreshed one.

const clock = testClock(new Date('2026-06-01T09:00:00Z'));
let backend: Backend;
let identity: IdentityProvider;
let running: RunningGateway;
const clients: TestClient[] = [];

beforeAll(async () => {
  backend = await startBackend('gateway_connection_limits');
  // The same users and keys as the backend's, on a clock the test moves.
  identity = await createBuiltinIdentity({ db: backend.db, clock, newId: randomUUID, scryptCost: { N: 2 ** 10, r: 8, p: 1 } });
  running = await startGateway(backend, { identity, now: () => clock.now(), heartbeatMs: 50, maxSubscriptionsPerSocket: 2 });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await running.stop();
  await backend.close();
});

const connect = async (token: string) => {
  const client = await connectClient(running.url, token);
  clients.push(client);
  return client;
};
const subscribeToJobFairs = (client: TestClient, organizationId: string) => {
  client.send({ action: 'subscribe', subscriptionName: 'jobFairs', props: { organizationId } });
  return client.next(
    (message) => (message.action === 'subscribed' || message.action === 'error') && message.subscriptionName === 'jobFairs',
  );
};

describe('subscriptions per socket', () => {
  it('refuses one past the cap with 429, counts a repeated subscribe once, and frees a place on unsubscribe', async () => {
    const admin = await signedInUser({ identity }, ['Admin'], null);
    const client = await connect(admin.token);
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    expect(await subscribeToJobFairs(client, first)).toMatchObject({ action: 'subscribed' });
    expect(await subscribeToJobFairs(client, second)).toMatchObject({ action: 'subscribed' });
    expect(await subscribeToJobFairs(client, third)).toEqual({
      action: 'error',
      subscriptionName: 'jobFairs',
      status: 429,
      message: 'Too many subscriptions on this connection (at most 2); unsubscribe first',
    });
    expect(await subscribeToJobFairs(client, first)).toMatchObject({ action: 'subscribed' });
    client.send({ action: 'unsubscribe', subscriptionName: 'jobFairs', props: { organizationId: second } });
    expect(await subscribeToJobFairs(client, third)).toMatchObject({ action: 'subscribed' });
  });
});

describe('subscriptions per user', () => {
  // The platform's own caps (100 a socket, 200 a user): a probe held 500 over 5 sockets of one user.
  it("refuses one past the cap over all the user's sockets with 429, whichever socket asks, and frees a place on unsubscribe", async () => {
    const defaults = await startGateway(backend);
    try {
      const admin = await signedInUser(backend, ['Admin'], null);
      const sockets: TestClient[] = [];
      for (let index = 0; index < 3; index += 1) sockets.push(await connectClient(defaults.url, admin.token));
      clients.push(...sockets);
      const held: [TestClient, string][] = [];
      for (const socket of sockets.slice(0, 2))
        for (let index = 0; index < 100; index += 1) {
          const organizationId = randomUUID();
          expect(await subscribeToJobFairs(socket, organizationId)).toMatchObject({ action: 'subscribed' });
          held.push([socket, organizationId]);
        }
      const overCap = {
        action: 'error',
        subscriptionName: 'jobFairs',
        status: 429,
        message: 'Too many subscriptions for this user (at most 200 over all connections); unsubscribe first',
      };
      // The third socket holds none of its own, yet the user holds 200.
      expect(await subscribeToJobFairs(sockets[2]!, randomUUID())).toEqual(overCap);
      // A repeated subscribe is no new one.
      expect(await subscribeToJobFairs(sockets[0]!, held[0]![1])).toMatchObject({ action: 'subscribed' });
      // Another user is not held to this one's count.
      const other = await signedInUser(backend, ['Admin'], null);
      const otherSocket = await connectClient(defaults.url, other.token);
      clients.push(otherSocket);
      expect(await subscribeToJobFairs(otherSocket, randomUUID())).toMatchObject({ action: 'subscribed' });

      const [socket, organizationId] = held[150]!;
      socket.send({ action: 'unsubscribe', subscriptionName: 'jobFairs', props: { organizationId } });
      await socket.barrier(admin.userId);
      expect(await subscribeToJobFairs(sockets[2]!, randomUUID())).toMatchObject({ action: 'subscribed' });
      expect(await subscribeToJobFairs(sockets[2]!, randomUUID())).toEqual(overCap);
    } finally {
      await defaults.stop();
    }
  });
});

describe('token expiry', () => {
  it('closes a socket when its access token expires (4001: the web client reconnects with its fresh token)', async () => {
    const user = await signedInUser({ identity }, ['Recruiter'], randomUUID());
    const client = await connect(user.token);
    clock.advance(14 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 200)); // four heartbeats
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    clock.advance(60_000 + 1_000);
    expect(await client.closed).toEqual({ code: 4001, reason: 'Access token expired' });
  });

  it('keeps a socket open past the first expiry once it re-authenticates with a refreshed token of its session', async () => {
    const user = await signedInUser({ identity }, ['Recruiter'], randomUUID());
    const client = await connect(user.token);
    clock.advance(13 * 60_000);
    const refreshed = await identity.refreshAccessToken(user.sessionId);
    client.send({ action: 'authenticate', token: refreshed.accessToken });
    expect(await client.next((message) => message.action === 'authenticated')).toEqual({
      action: 'authenticated',
      expiresAt: refreshed.expiresAt,
    });
    clock.advance(3 * 60_000); // past the first token's expiry
    expect(await client.nothingWithin(200, (message) => message.action !== 'pong')).toEqual([]);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    clock.advance(13 * 60_000); // past the refreshed one's
    expect((await client.closed).code).toBe(4001);
  });

  it("refuses another session's token or a bad one, and keeps the socket's own expiry", async () => {
    const user = await signedInUser({ identity }, ['Recruiter'], randomUUID());
    const other = await signedInUser({ identity }, ['Recruiter'], randomUUID());
    const client = await connect(user.token);
    for (const token of [other.token, 'not-a-token']) {
      client.send({ action: 'authenticate', token });
      expect(await client.next((message) => message.action === 'error')).toEqual({
        action: 'error',
        status: 401,
        message: 'The token is not a valid token of this session',
      });
    }
    clock.advance(15 * 60_000 + 1_000);
    expect((await client.closed).code).toBe(4001);
  });
});
