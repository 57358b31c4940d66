import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../domain/realtime/protocol';
import { until } from '../support/wait';
import { connectClient } from './client';
import { signedInUser, startBackend, startGateway, type Backend, type RunningGateway } from './harness';

let backend: Backend;
let running: RunningGateway | null = null;
beforeAll(async () => {
  backend = await startBackend('gateway_connection');
});
afterEach(async () => {
  await running?.stop();
  running = null;
});
afterAll(async () => {
  await backend.close();
});

const isError = (message: ServerMessage): message is Extract<ServerMessage, { action: 'error' }> => message.action === 'error';

describe('opening a websocket', () => {
  it('refuses the upgrade with 401 when the token is missing or invalid', async () => {
    running = await startGateway(backend);
    await expect(connectClient(running.url, null)).rejects.toMatchObject({ status: 401 });
    await expect(connectClient(running.url, 'not-a-token')).rejects.toMatchObject({ status: 401 });
    expect(running.gateway.connectionCount()).toBe(0);
  });

  it('refuses a token whose session was signed out', async () => {
    running = await startGateway(backend);
    const user = await signedInUser(backend, ['EmployerAdmin'], randomUUID());
    await backend.identity.signOut(user.sessionId);
    await expect(connectClient(running.url, user.token)).rejects.toMatchObject({ status: 401 });
  });

  it('accepts the REST access token and reports the connection count', async () => {
    const counts: number[] = [];
    running = await startGateway(backend, { metrics: { setConnections: (count) => counts.push(count) } });
    const user = await signedInUser(backend, ['Applicant'], null);
    const client = await connectClient(running.url, user.token);
    await until(async () => running!.gateway.connectionCount() === 1, 'one connection');
    await client.close();
    await until(async () => running!.gateway.connectionCount() === 0, 'no connection');
    expect(counts).toEqual([1, 0]);
  });
});

describe('messages', () => {
  it('answers a ping with a pong (spec 1 §4.9)', async () => {
    running = await startGateway(backend);
    const user = await signedInUser(backend, ['Recruiter'], randomUUID());
    const client = await connectClient(running.url, user.token);
    client.send({ action: 'ping', userId: user.userId, jobFairId: randomUUID(), role: 'Recruiter', boothId: randomUUID() });
    const pong = await client.next<Extract<ServerMessage, { action: 'pong' }>>((message) => message.action === 'pong');
    expect(Number.isNaN(Date.parse(pong.at))).toBe(false);
    await client.close();
  });

  it('answers malformed or unknown messages with an error and keeps the connection open', async () => {
    running = await startGateway(backend);
    const user = await signedInUser(backend, ['EmployerAdmin'], randomUUID());
    const client = await connectClient(running.url, user.token);

    client.sendRaw('{not json');
    client.sendRaw('[1,2]');
    client.send({ action: 'dance' });
    client.send({ action: 'subscribe', subscriptionName: 'nope', props: {} });
    client.send({ action: 'subscribe', subscriptionName: 'jobFairs', props: { organizationId: 'x' } });
    client.send({ action: 'resync', lastCheckpoint: 'yesterday' });
    client.send({ action: 'setUserId', userId: randomUUID(), jobFairId: null, organizationId: null });

    const errors: Extract<ServerMessage, { action: 'error' }>[] = [];
    for (let i = 0; i < 7; i++) errors.push(await client.next(isError));
    expect(errors.map((error) => [error.status, error.message])).toEqual([
      [400, 'Malformed message: not valid JSON'],
      [400, 'Malformed message: expected a JSON object'],
      [400, "Unknown action 'dance'; expected one of subscribe, unsubscribe, resync, setUserId, ping, loginCount, signal, authenticate"],
      [404, expect.stringMatching(/^Unknown subscription 'nope'; known: jobFairs(, \w+)*$/)],
      [400, "Invalid props for subscription 'jobFairs': organizationId: must be a UUID"],
      [400, 'Invalid \'resync\' message: lastCheckpoint: lastCheckpoint must look like "<number>:<number>"'],
      [403, 'userId does not match the signed-in user'],
    ]);
    await client.barrier(user.userId);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    await client.close();
  });

  it('closes the socket on a frame larger than the payload limit', async () => {
    running = await startGateway(backend, { maxPayloadBytes: 64 * 1024 });
    const user = await signedInUser(backend, ['Applicant'], null);
    const client = await connectClient(running.url, user.token);
    client.sendRaw(JSON.stringify({ action: 'ping', userId: user.userId, jobFairId: null, role: 'x'.repeat(70 * 1024) }));
    expect((await client.closed).code).toBe(1009);
    await until(async () => running!.gateway.connectionCount() === 0, 'no connection');
  });
});

describe('heartbeat', () => {
  it('terminates a client that stops answering pings, and keeps one that answers', async () => {
    running = await startGateway(backend, { heartbeatMs: 200 });
    const dead = await signedInUser(backend, ['Applicant'], null);
    const alive = await signedInUser(backend, ['Applicant'], null);
    const deadClient = await connectClient(running.url, dead.token, { autoPong: false });
    const aliveClient = await connectClient(running.url, alive.token);

    const { code } = await deadClient.closed;
    expect(code).toBe(1006); // terminated without a close frame
    expect(
      running.logger.entries.some((entry) => entry.message?.includes('missed heartbeats') && entry.details.userId === dead.userId),
    ).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(aliveClient.socket.readyState).toBe(aliveClient.socket.OPEN);
    expect(running.gateway.connectionCount()).toBe(1);
    await aliveClient.close();
  });
});

describe('sign-out', () => {
  it("disconnectUser closes exactly that user's sockets", async () => {
    running = await startGateway(backend);
    const organizationId = randomUUID();
    const leaving = await signedInUser(backend, ['EmployerAdmin'], organizationId);
    const staying = await signedInUser(backend, ['Recruiter'], organizationId);
    const tabs = [await connectClient(running.url, leaving.token), await connectClient(running.url, leaving.token)];
    const other = await connectClient(running.url, staying.token);
    await until(async () => running!.gateway.connectionCount() === 3, 'three connections');

    expect(running.gateway.disconnectUser(leaving.userId)).toBe(2);

    for (const tab of tabs) expect(await tab.closed).toEqual({ code: 4401, reason: 'Signed out' });
    await other.barrier(staying.userId);
    expect(running.gateway.connectionCount()).toBe(1);
    await other.close();
  });
});
