import { systemClock } from '../../infra/clock/system-clock';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../domain/realtime/protocol';
import { compareCheckpoints } from '../../domain/shared/event';
import type { JobFairView } from '../../domain/jobfair/jobfair-view';
import { createSubscriptionCatalog } from '../../gateway/subscriptions/catalog';
import { defineSubscription } from '../../gateway/subscriptions/subscription';
import { organizationKey } from '../../projections/queries/change-keys';
import { connectClient, type TestClient } from './client';
import { createJobFair, projected, signedInUser, startBackend, startGateway, type Backend, type RunningGateway } from './harness';

type Data = Extract<ServerMessage, { action: 'data' }>;
const isData = (organizationId: string) => (message: ServerMessage) =>
  message.action === 'data' && message.props.organizationId === organizationId;
const isError = (message: ServerMessage) => message.action === 'error';
const names = (message: Data) => (message.rows as JobFairView[]).map((row) => row.name);

let backend: Backend;
let running: RunningGateway;
let loads = 0;
const orgA = randomUUID();
const orgB = randomUUID();

beforeAll(async () => {
  backend = await startBackend('gateway_subscriptions');
  // The real catalog, with its loads counted to prove coalescing.
  const real = createSubscriptionCatalog(backend.db, () => systemClock.now());
  const counted = new Map(
    [...real].map(([name, subscription]) => [
      name,
      defineSubscription({ ...subscription, load: (props) => (loads++, subscription.load(props)) }),
    ]),
  );
  running = await startGateway(backend, { catalog: counted });
});
afterAll(async () => {
  await running.stop();
  await backend.close();
});

const subscribeTo = async (client: TestClient, organizationId: string) => {
  client.send({ action: 'subscribe', subscriptionName: 'jobFairs', props: { organizationId } });
  expect(await client.next((message) => message.action === 'subscribed')).toEqual({
    action: 'subscribed',
    subscriptionName: 'jobFairs',
    props: { organizationId },
  });
  return client.next<Data>(isData(organizationId));
};

describe('jobFairs subscription', () => {
  it('answers subscribe with subscribed and the current rows', async () => {
    await createJobFair(backend, orgA, 'Existing fair');
    await projected(backend);
    const admin = await signedInUser(backend, ['EmployerAdmin'], orgA);
    const client = await connectClient(running.url, admin.token);

    const data = await subscribeTo(client, orgA);

    expect(names(data)).toEqual(['Existing fair']);
    expect(data.checkpoint).toMatch(/^\d+:\d+$/);
    await client.close();
  });

  it("pushes a change of organization A to exactly A's subscribers", async () => {
    const adminA = await connectClient(running.url, (await signedInUser(backend, ['EmployerAdmin'], orgA)).token);
    const recruiterA = await connectClient(running.url, (await signedInUser(backend, ['Recruiter'], orgA)).token);
    const platformAdmin = await connectClient(running.url, (await signedInUser(backend, ['Admin'], null)).token);
    const adminB = await connectClient(running.url, (await signedInUser(backend, ['EmployerAdmin'], orgB)).token);
    const before = await subscribeTo(adminA, orgA);
    await subscribeTo(recruiterA, orgA);
    await subscribeTo(platformAdmin, orgA);
    await subscribeTo(adminB, orgB);

    await createJobFair(backend, orgA, 'New fair');

    for (const client of [adminA, recruiterA, platformAdmin]) {
      const pushed = await client.next<Data>(isData(orgA));
      expect(names(pushed)).toContain('New fair');
    }
    expect(await adminB.nothingWithin(400)).toEqual([]);
    const after = adminA.received.filter((message): message is Data => message.action === 'data').at(-1)!;
    expect(compareCheckpoints(after.checkpoint, before.checkpoint)).toBeGreaterThan(0);
    await Promise.all([adminA, recruiterA, platformAdmin, adminB].map((client) => client.close()));
  });

  it('stops pushing after unsubscribe', async () => {
    const user = await signedInUser(backend, ['EmployerAdmin'], orgA);
    const client = await connectClient(running.url, user.token);
    await subscribeTo(client, orgA);

    client.send({ action: 'unsubscribe', subscriptionName: 'jobFairs', props: { organizationId: orgA } });
    await client.barrier(user.userId);
    await createJobFair(backend, orgA, 'Unseen fair');
    await projected(backend);

    expect(await client.nothingWithin(400, (message) => message.action === 'data')).toEqual([]);
    await client.close();
  });

  it("refuses another organization's subscription with 403 and keeps the connection", async () => {
    const recruiter = await signedInUser(backend, ['Recruiter'], orgA);
    const applicant = await signedInUser(backend, ['Applicant'], null);
    const client = await connectClient(running.url, recruiter.token);
    const applicantClient = await connectClient(running.url, applicant.token);

    client.send({ action: 'subscribe', subscriptionName: 'jobFairs', props: { organizationId: orgB } });
    applicantClient.send({ action: 'subscribe', subscriptionName: 'jobFairs', props: { organizationId: orgA } });

    for (const refused of [client, applicantClient])
      expect(await refused.next(isError)).toEqual({
        action: 'error',
        subscriptionName: 'jobFairs',
        status: 403,
        message: "You do not have permission to subscribe to 'jobFairs' with these props",
      });
    await createJobFair(backend, orgB, 'Private fair');
    expect(await client.nothingWithin(300, (message) => message.action === 'data')).toEqual([]);
    await client.barrier(recruiter.userId);
    await Promise.all([client.close(), applicantClient.close()]);
  });

  it('coalesces a storm of notices into one load per subscription instance, shared by its clients', async () => {
    const org = randomUUID();
    const users = await Promise.all([1, 2, 3].map(() => signedInUser(backend, ['Recruiter'], org)));
    const clients = await Promise.all(users.map((user) => connectClient(running.url, user.token)));
    for (const client of clients) await subscribeTo(client, org);
    const loadsBefore = loads;
    const checkpoint = await backend.readModelCheckpoint();

    for (let i = 1; i <= 200; i++) await backend.bus.publish({ model: 'jobfairs', keys: [organizationKey(org)], checkpoint });

    for (const client of clients) await client.next(isData(org));
    await Promise.all(clients.map((client) => client.nothingWithin(300)));
    expect(loads - loadsBefore).toBe(1);
    await Promise.all(clients.map((client) => client.close()));
  });
});
