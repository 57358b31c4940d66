import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothFieldsSchema } from '../../domain/booth/booth-schema';
import { boothDecider, boothStream } from '../../domain/booth/booth';
import type { ServerMessage } from '../../domain/realtime/protocol';
import { handleCommand } from '../../domain/shared/handle-command';
import { LOGIN_COUNT_CLOSED } from '../../gateway/fair-news';
import { testClock } from '../support/api';
import { adminMetadata, createBooth, createRunningFair, fairAndBoothsVisible, RUNNING } from '../support/running-fair';
import { connectClient, type TestClient } from './client';
import { projected, signedInUser, startBackend, startGateway, type Backend, type RunningGateway } from './harness';

// spec 1 §4.9 over real websockets: boothListVersion and boothViewNeedRefreshCounter reach every page of
// the fair that may read it, and loginCount is answered while the fair is Started or ClosingSession.
type Version = Extract<ServerMessage, { action: 'boothListVersion' }>;
type Counter = Extract<ServerMessage, { action: 'boothViewNeedRefreshCounter' }>;

const clock = testClock(new Date(RUNNING));
const organizationId = randomUUID();
const jobFairId = randomUUID();
const otherFairId = randomUUID();
const boothId = randomUUID();
let backend: Backend;
let running: RunningGateway;
const clients: TestClient[] = [];

beforeAll(async () => {
  backend = await startBackend('gateway_fair_news');
  running = await startGateway(backend, { readModels: backend.db, now: () => clock.now() });
  await createRunningFair(backend.store, { jobFairId, organizationId, name: 'News fair' });
  await createRunningFair(backend.store, { jobFairId: otherFairId, organizationId, name: 'Other fair' });
  const fields = boothFieldsSchema.parse({ name: 'Acme', chatDuration: 600_000 });
  await createBooth(backend.store, { boothId, jobFairId, organizationId, fields });
  await fairAndBoothsVisible(backend.db, jobFairId, [boothId]);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await running?.stop();
  await backend?.close();
});

/** A tab that names its fair as the web client does on open. */
const tab = async (roles: Parameters<typeof signedInUser>[1], organization: string | null, fair: string) => {
  const user = await signedInUser(backend, roles, organization);
  const client = await connectClient(running.url, user.token);
  clients.push(client);
  client.send({ action: 'setUserId', userId: user.userId, jobFairId: fair, organizationId: organization });
  // Pings name the fair too, as the web client's do (a ping naming none would move the tab out of the fair).
  client.send({ action: 'ping', userId: user.userId, jobFairId: fair, role: roles[0]! });
  await client.next((message) => message.action === 'pong');
  return { ...user, client };
};

const changeBooth = async (description: string) => {
  await handleCommand(
    backend.store,
    boothStream(boothId),
    boothDecider,
    {
      type: 'UpdateBooth',
      data: { boothId, jobFairId, organizationId, actorId: randomUUID(), now: RUNNING, patch: { description }, mayManage: true },
    },
    { metadata: adminMetadata, newId: randomUUID },
  );
  await projected(backend);
};

describe('fair news on the websocket (spec 1 §4.9)', () => {
  it('tells the fair’s pages its booth list version on setUserId and again, with the booth view counter, when a booth changes', async () => {
    const seeker = await tab(['Applicant'], null, jobFairId);
    const staff = await tab(['EmployerAdmin'], organizationId, jobFairId);
    const elsewhere = await tab(['Applicant'], null, otherFairId);
    const stranger = await tab(['Recruiter'], randomUUID(), jobFairId);

    const first = await seeker.client.next<Version>((message) => message.action === 'boothListVersion');
    expect(first).toEqual({ action: 'boothListVersion', jobFairId, value: 1 });
    expect(await staff.client.next<Version>((message) => message.action === 'boothListVersion')).toEqual(first);
    expect(await elsewhere.client.next<Version>((message) => message.action === 'boothListVersion')).toMatchObject({
      jobFairId: otherFairId,
      value: 0,
    });

    await changeBooth('Now hiring night shifts');
    for (const { client } of [seeker, staff]) {
      expect(await client.next<Version>((message) => message.action === 'boothListVersion')).toEqual({ ...first, value: 2 });
      expect(await client.next<Counter>((message) => message.action === 'boothViewNeedRefreshCounter')).toEqual({
        action: 'boothViewNeedRefreshCounter',
        jobFairId,
        boothId,
        value: 1, // the booth stream's revision: 0 when created, 1 after this change
      });
    }
    // Another fair's page and another organization's recruiter hear nothing of this fair.
    expect(await elsewhere.client.nothingWithin(300, (message) => message.action.startsWith('booth'))).toEqual([]);
    expect(await stranger.client.nothingWithin(300, (message) => message.action.startsWith('booth'))).toEqual([]);
  });

  it('answers loginCount with the fair’s login count while it is Started or ClosingSession, and refuses it otherwise', async () => {
    const seeker = await tab(['Applicant'], null, jobFairId);
    seeker.client.send({ action: 'loginCount', userId: seeker.userId, jobFairId, role: 'Applicant', boothId: null });
    expect(await seeker.client.next((message) => message.action === 'loginCount' || message.action === 'error')).toEqual({
      action: 'loginCount',
      jobFairId,
      value: expect.any(Number),
    });

    clock.advance(6 * 60 * 60 * 1000); // past the end and the 1.5 h closing session
    // An ended fair is no job seeker's to read any more (spec 1 §4.2), so a seeker is told it is not found.
    seeker.client.send({ action: 'loginCount', userId: seeker.userId, jobFairId, role: 'Applicant', boothId: null });
    expect(await seeker.client.next((message) => message.action === 'loginCount' || message.action === 'error')).toEqual({
      action: 'error',
      message: 'Job fair not found',
      status: 404,
    });
    // Its staff are still told why there is no count.
    const staff = await tab(['EmployerAdmin'], organizationId, jobFairId);
    staff.client.send({ action: 'loginCount', userId: staff.userId, jobFairId, role: 'EmployerAdmin', boothId: null });
    expect(await staff.client.next((message) => message.action === 'loginCount' || message.action === 'error')).toEqual({
      action: 'error',
      message: LOGIN_COUNT_CLOSED,
      status: 409,
    });
    clock.set(RUNNING);
  });
});
