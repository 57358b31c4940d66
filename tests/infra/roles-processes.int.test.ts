import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../domain/realtime/protocol';
import type { JobFairView } from '../../domain/jobfair/jobfair-view';
import { compareCheckpoints, START, type Checkpoint } from '../../domain/shared/event';
import { DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { connectClient, type TestClient } from '../gateway/client';
import { createTestDatabase } from '../support/database';
import { killRoleProcess, startRoleProcess, tookLease, type RoleProcess } from '../support/role-process';

// docs/deploy.md "Roles", proven here on one Postgres with BUS=postgres: the platform as separate processes
// (`npm start`'s own entry, infra/main.ts, with ROLE set), two projectors (one active, one on standby),
// one API and two gateways. Each process is killed with SIGKILL, as a crash or an evicted pod would be.

type Data = Extract<ServerMessage, { action: 'data' }>;

const running: RoleProcess[] = [];
const clients: TestClient[] = [];
const dataDir = `.data/test-roles-${process.pid}`;
let databaseUrl: string;

const startRole = async (role: string, label: string) => {
  const started = await startRoleProcess({ role, label, databaseUrl, dataDir });
  running.push(started);
  return started;
};

let projectorA: RoleProcess;
let projectorB: RoleProcess;
let api: RoleProcess;
let gatewayA: RoleProcess;
let gatewayB: RoleProcess;
let token: string;

const call = async (method: string, path: string, body?: unknown, bearer: string | null = token) => {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
};

/** A job fair of the demo organization, a week from now; its name is what the clients look for. */
const createFair = async (name: string) => {
  const startDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const created = await call('POST', `/api/organizations/${DEMO_ORGANIZATION_ID}/jobfairs`, {
    name,
    startDate,
    startTime: '10:00',
    timezone: 'EST',
    durationHours: 3,
    durationMinutes: 0,
  });
  expect(created.status).toBeLessThan(300);
};

const subscribeToFairs = async (gateway: RoleProcess) => {
  const client = await connectClient(`${gateway.url.replace('http', 'ws')}/ws`, token);
  clients.push(client);
  client.send({ action: 'subscribe', subscriptionName: 'jobFairs', props: { organizationId: DEMO_ORGANIZATION_ID } });
  await client.next(isFairs);
  return client;
};
const isFairs = (message: ServerMessage) => message.action === 'data' && message.props.organizationId === DEMO_ORGANIZATION_ID;
const listing = (name: string) => (message: ServerMessage) =>
  isFairs(message) && ((message as Data).rows as JobFairView[]).some((fair) => fair.name === name);
const newest = (client: TestClient): Checkpoint =>
  client.received
    .filter((message): message is Data => message.action === 'data')
    .map((message) => message.checkpoint)
    .reduce((last, checkpoint) => (compareCheckpoints(checkpoint, last) > 0 ? checkpoint : last), START);

beforeAll(async () => {
  databaseUrl = await createTestDatabase('roles_processes');
  // The first projector takes the lease before the second asks, so the test knows which one is active.
  projectorA = await startRole('projector', 'projector-a');
  projectorB = await startRole('projector', 'projector-b');
  [api, gatewayA, gatewayB] = await Promise.all([
    startRole('api', 'api'),
    startRole('gateway', 'gateway-a'),
    startRole('gateway', 'gateway-b'),
  ]);
  const signedIn = await call('POST', '/api/auth/sign-in', { email: 'admin@demo.jobfair.test', password: DEMO_PASSWORD }, null);
  token = signedIn.body.data.accessToken as string;
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close().catch(() => {})));
  await Promise.all(running.map(killRoleProcess));
  await rm(dataDir, { recursive: true, force: true });
});

describe('the platform as separate processes on one Postgres', () => {
  it('answers only its role: a gateway has no API, the API no websocket', async () => {
    expect((await fetch(`${gatewayA.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${api.url}/api/time`)).status).toBe(200);
    expect((await fetch(`${gatewayA.url}/api/time`)).status).toBe(404);
    await expect(connectClient(`${api.url.replace('http', 'ws')}/ws`, token)).rejects.toThrow();
    expect(tookLease(projectorA, 'projector')).toBe(true);
    expect(tookLease(projectorB, 'projector')).toBe(false);
  });

  it('a change made through the API reaches the clients of both gateways', async () => {
    const [onA, onB] = [await subscribeToFairs(gatewayA), await subscribeToFairs(gatewayB)];
    await createFair('Made through the API');
    await onA.next(listing('Made through the API'));
    await onB.next(listing('Made through the API'));
  });

  it('killing the active projector hands over to the standby, with read models equal to a rebuild', async () => {
    const client = await subscribeToFairs(gatewayB);
    await killRoleProcess(projectorA);
    await createFair('After the projector crashed');
    await client.next(listing('After the projector crashed'));
    expect(tookLease(projectorB, 'projector')).toBe(true);

    const verify = spawn(process.execPath, ['--import', 'tsx', 'infra/cli/verify-projections.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    verify.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    verify.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => verify.once('exit', resolve));
    expect({ code, output }).toMatchObject({ code: 0 });
  });

  it('killing a gateway sends its clients to the other, and a resync delivers what they missed', async () => {
    const client = await subscribeToFairs(gatewayA);
    const seen = newest(client);
    await killRoleProcess(gatewayA);
    expect((await client.closed).code).not.toBe(1000);
    await createFair('While the gateway was down');

    // What the web client does: reconnect (a load balancer sends it to a live gateway), subscribe, resync.
    const again = await connectClient(`${gatewayB.url.replace('http', 'ws')}/ws`, token);
    clients.push(again);
    again.send({ action: 'subscribe', subscriptionName: 'jobFairs', props: { organizationId: DEMO_ORGANIZATION_ID } });
    again.send({ action: 'resync', lastCheckpoint: seen });
    await again.next(listing('While the gateway was down'));
  });
});
