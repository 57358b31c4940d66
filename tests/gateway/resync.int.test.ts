import { systemClock } from '../../infra/clock/system-clock';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../domain/realtime/protocol';
import { START, compareCheckpoints, type Checkpoint } from '../../domain/shared/event';
import type { JobFairView } from '../../domain/jobfair/jobfair-view';
import { createSubscriptionCatalog } from '../../gateway/subscriptions/catalog';
import { defineSubscription } from '../../gateway/subscriptions/subscription';
import { connectClient, type TestClient } from './client';
import { createJobFair, projected, signedInUser, startBackend, startGateway, type Backend, type RunningGateway } from './harness';

type Data = Extract<ServerMessage, { action: 'data' }>;
const isData = (organizationId?: string) => (message: ServerMessage) =>
  message.action === 'data' && (organizationId === undefined || message.props.organizationId === organizationId);
const names = (message: Data) => (message.rows as JobFairView[]).map((row) => row.name);

let backend: Backend;
let running: RunningGateway;
let admin: Awaited<ReturnType<typeof signedInUser>>;
const orgA = randomUUID();
const orgB = randomUUID();

beforeAll(async () => {
  backend = await startBackend('gateway_resync');
  await createJobFair(backend, orgA, 'A first');
  await createJobFair(backend, orgB, 'B first');
  await projected(backend);
  running = await startGateway(backend);
  admin = await signedInUser(backend, ['Admin'], null);
});
afterAll(async () => {
  await running.stop();
  await backend.close();
});

/** What a web client does on (re)connect: subscribe to everything it shows, remember the newest checkpoint. */
const connectAndSubscribe = async () => {
  const client = await connectClient(running.url, admin.token);
  for (const organizationId of [orgA, orgB]) {
    client.send({ action: 'subscribe', subscriptionName: 'jobFairs', props: { organizationId } });
    await client.next(isData(organizationId));
  }
  return client;
};
const lastCheckpoint = (client: TestClient): Checkpoint =>
  client.received
    .filter((message): message is Data => message.action === 'data')
    .map((message) => message.checkpoint)
    .reduce((newest, checkpoint) => (compareCheckpoints(checkpoint, newest) > 0 ? checkpoint : newest), START);

describe('resync after a reconnect', () => {
  it('delivers the subscriptions that changed while the client was away, and only those', async () => {
    const first = await connectAndSubscribe();
    const seen = lastCheckpoint(first);
    await first.close();

    await createJobFair(backend, orgA, 'A while away');
    await projected(backend);

    const second = await connectAndSubscribe();
    second.send({ action: 'resync', lastCheckpoint: seen });

    const missed = await second.next<Data>(isData(orgA));
    expect(names(missed)).toEqual(['A first', 'A while away']);
    expect(compareCheckpoints(missed.checkpoint, seen)).toBeGreaterThan(0);
    expect(await second.nothingWithin(400, isData())).toEqual([]);
    await second.close();
  });

  it('delivers nothing when nothing was missed', async () => {
    const first = await connectAndSubscribe();
    const seen = lastCheckpoint(first);
    await first.close();

    const second = await connectAndSubscribe();
    second.send({ action: 'resync', lastCheckpoint: seen });

    expect(await second.nothingWithin(400, isData())).toEqual([]);
    await second.close();
  });

  it('resends everything when the checkpoint is older than the log remembers', async () => {
    const client = await connectAndSubscribe();
    client.send({ action: 'resync', lastCheckpoint: START });

    const resent = [await client.next<Data>(isData()), await client.next<Data>(isData())];
    expect(resent.map((message) => message.props.organizationId).sort()).toEqual([orgA, orgB].sort());
    await client.close();
  });

  it('forgets the oldest keys past its bound and then resends everything to an older checkpoint', async () => {
    const small = await startGateway(backend, { changeLogKeys: 1 });
    const client = await connectClient(small.url, admin.token);
    for (const organizationId of [orgA, orgB]) {
      client.send({ action: 'subscribe', subscriptionName: 'jobFairs', props: { organizationId } });
      await client.next(isData(organizationId));
    }
    const seen = lastCheckpoint(client);

    await createJobFair(backend, orgA, 'A again');
    await client.next(isData(orgA));
    await createJobFair(backend, randomUUID(), 'Elsewhere'); // evicts orgA's key from a one-key log
    await projected(backend);
    client.send({ action: 'resync', lastCheckpoint: seen });

    const resent = [await client.next<Data>(isData()), await client.next<Data>(isData())];
    expect(resent.map((message) => message.props.organizationId).sort()).toEqual([orgA, orgB].sort());
    await client.close();
    await small.stop();
  });

  it('does not advance the checkpoint past a change another subscription has not pushed yet', async () => {
    // The real catalog, with org B's loads held at a gate the test opens.
    let openGate = () => {};
    let gate: Promise<void> = Promise.resolve();
    const real = createSubscriptionCatalog(backend.db, () => systemClock.now()).get('jobFairs')!;
    const held = defineSubscription({
      ...real,
      load: async (props) => {
        if (props.organizationId === orgB) await gate;
        return real.load(props);
      },
    });
    const gated = await startGateway(backend, { catalog: new Map([['jobFairs', held]]) });
    const client = await connectClient(gated.url, admin.token);
    for (const organizationId of [orgA, orgB]) {
      client.send({ action: 'subscribe', subscriptionName: 'jobFairs', props: { organizationId } });
      await client.next(isData(organizationId));
    }
    const seen = lastCheckpoint(client);
    gate = new Promise((resolve) => (openGate = resolve));

    await createJobFair(backend, orgB, 'B held back');
    await projected(backend);
    await createJobFair(backend, orgA, 'A goes first');
    const pushedA = await client.next<Data>(isData(orgA));

    // A's rows are newer than B's pending change, yet the client may not claim to have seen past it.
    expect(names(pushedA)).toContain('A goes first');
    expect(pushedA.checkpoint).toBe(seen);
    openGate();
    const pushedB = await client.next<Data>(isData(orgB));
    expect(names(pushedB)).toContain('B held back');
    expect(compareCheckpoints(pushedB.checkpoint, seen)).toBeGreaterThan(0);
    await client.close();
    await gated.stop();
  });
});
