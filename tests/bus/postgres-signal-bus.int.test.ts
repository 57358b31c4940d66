import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelayedSignal, SignalBus } from '../../domain/ports/signal-bus';
import { createPostgresSignalBus, type PostgresSignalBusOptions } from '../../infra/bus/postgres-signal-bus';
import { createTestDatabase } from '../support/database';
import { eventually } from '../support/eventually';

// Each bus stands for one gateway process: its own pool, LISTEN connection and process id. They share
// only the database, as separate processes would.
let url: string;
const pools: pg.Pool[] = [];
const buses: SignalBus[] = [];
let channels = 0;

beforeAll(async () => {
  url = await createTestDatabase('postgres_signal_bus');
});
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
  await Promise.all(pools.map((pool) => pool.end()));
});

const openBus = async (channel: string, options: Partial<PostgresSignalBusOptions> = {}) => {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pools.push(pool);
  const bus = await createPostgresSignalBus(pool, { channel, processId: randomUUID(), reconnectDelayMs: 50, ...options });
  buses.push(bus);
  return bus;
};
const openProcesses = async (count: number, options: Partial<PostgresSignalBusOptions> = {}) => {
  const channel = `signals_${++channels}`;
  const opened: SignalBus[] = [];
  for (let index = 0; index < count; index += 1) opened.push(await openBus(channel, options));
  return { channel, buses: opened };
};

/** A gateway holding sockets of `users`: records what it is handed, per user. */
const gatewayOf = (bus: SignalBus, ...users: string[]) => {
  const received: RelayedSignal[] = [];
  bus.subscribe({ reaches: (userId) => users.includes(userId), deliver: (signal) => void received.push(signal) });
  return {
    received,
    payloads: (userId: string) => received.filter((signal) => signal.toUserId === userId).map((signal) => signal.message.payload),
  };
};

const signal = (toUserId: string, fromUserId: string, payload: unknown): RelayedSignal => ({
  toUserId,
  message: { action: 'signal', sessionId: '00000000-0000-4000-8000-000000000001', fromUserId, payload },
});
/** An SDP-sized blob: well past NOTIFY's 8,000-byte payload limit. */
const sdp = (index: number, bytes: number) => ({
  seq: index,
  description: { type: 'offer', sdp: `v=0\r\n${'a=candidate-line\r\n'.repeat(bytes / 18)}` },
});
const seqs = (payloads: unknown[]) => payloads.map((payload) => (payload as { seq: number }).seq);

describe('postgres signal bus', () => {
  it('hands one publisher’s signals to another process in order, large ones included', async () => {
    const {
      buses: [a, b],
    } = await openProcesses(2);
    const atB = gatewayOf(b!, 'bob');

    for (let index = 0; index < 40; index += 1)
      await a!.publish(signal('bob', 'alice', index % 4 === 0 ? sdp(index, 20_000) : { seq: index, candidate: `c${index}` }));

    const arrived = await eventually(
      async () => atB.payloads('bob'),
      (payloads) => payloads.length >= 40,
    );
    expect(seqs(arrived)).toEqual(Array.from({ length: 40 }, (_, index) => index));
    expect(arrived[0]).toEqual(sdp(0, 20_000));
    expect(atB.received[0]).toEqual(signal('bob', 'alice', sdp(0, 20_000)));
  });

  it('hands a signal to its own process once, at publish, and not again when its notification comes back', async () => {
    const {
      buses: [a, b],
    } = await openProcesses(2);
    const atA = gatewayOf(a!, 'alice');

    for (let index = 0; index < 5; index += 1) await a!.publish(signal('alice', 'bob', { seq: index }));
    expect(seqs(atA.payloads('alice'))).toEqual([0, 1, 2, 3, 4]); // no wait: handed over inside publish
    // A's LISTEN connection hears its own five notifications before this one (commit order), so once
    // the marker is here A has seen and skipped them.
    await b!.publish(signal('alice', 'bob', { seq: 5 }));
    await eventually(
      async () => atA.payloads('alice'),
      (payloads) => payloads.length >= 6,
    );
    expect(seqs(atA.payloads('alice'))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('delivers only to gateways that hold the addressee, each once', async () => {
    const {
      buses: [a, b, c],
    } = await openProcesses(3);
    const [first, second] = [gatewayOf(b!, 'bob'), gatewayOf(b!, 'bob')]; // two gateways in one process
    const elsewhere = gatewayOf(c!, 'carol');

    await a!.publish(signal('bob', 'alice', { seq: 0 }));
    await a!.publish(signal('carol', 'alice', { seq: 1 }));

    await eventually(
      async () => elsewhere.received.length,
      (count) => count >= 1,
    );
    await eventually(
      async () => [first.received.length, second.received.length],
      ([one, two]) => one! >= 1 && two! >= 1,
    );
    // carol's signal came after bob's on every LISTEN connection; by now bob's has been handled everywhere.
    await a!.publish(signal('bob', 'alice', { seq: 2 }));
    await eventually(
      async () => first.received.length + second.received.length,
      (count) => count >= 4,
    );
    expect(seqs(first.payloads('bob'))).toEqual([0, 2]);
    expect(seqs(second.payloads('bob'))).toEqual([0, 2]);
    expect(elsewhere.received.map((relayed) => relayed.toUserId)).toEqual(['carol']);
  });

  it('keeps each publisher’s order when several publish to one addressee at once', async () => {
    const {
      buses: [a, b, c],
    } = await openProcesses(3);
    const atC = gatewayOf(c!, 'carol');
    const sendAll = async (bus: SignalBus, from: string) => {
      for (let index = 0; index < 30; index += 1)
        await bus.publish(signal('carol', from, index % 5 === 0 ? sdp(index, 9_000) : { seq: index }));
    };

    await Promise.all([sendAll(a!, 'alice'), sendAll(b!, 'bob')]);

    await eventually(
      async () => atC.received.length,
      (count) => count >= 60,
    );
    const from = (sender: string) =>
      seqs(atC.received.filter((relayed) => relayed.message.fromUserId === sender).map((relayed) => relayed.message.payload));
    const inOrder = Array.from({ length: 30 }, (_, index) => index);
    expect(from('alice')).toEqual(inOrder);
    expect(from('bob')).toEqual(inOrder);
  });

  it('ignores a malformed notification and goes on', async () => {
    const {
      channel,
      buses: [a, b],
    } = await openProcesses(2);
    const atB = gatewayOf(b!, 'bob');
    const [pool] = pools.slice(-2);

    await pool!.query('SELECT pg_notify($1, $2)', [channel, 'not a signal id']);
    await pool!.query('SELECT pg_notify($1, $2)', [channel, `999999 ${randomUUID()} bob`]); // no such row
    await a!.publish(signal('bob', 'alice', { seq: 0 }));

    await eventually(
      async () => atB.received.length,
      (count) => count >= 1,
    );
    expect(seqs(atB.payloads('bob'))).toEqual([0]);
  });

  it('deletes stored signals once they are older than keepForMs', async () => {
    const {
      channel,
      buses: [a],
    } = await openProcesses(1, { keepForMs: 0, sweepEveryMs: 50 });
    await a!.publish(signal('bob', 'alice', sdp(0, 10_000)));
    const [pool] = pools.slice(-1);
    const stored = async () => Number((await pool!.query(`SELECT count(*) FROM ${channel}`)).rows[0].count);
    await eventually(stored, (count) => count === 0);
  });

  it('listens again after its LISTEN connection is lost', async () => {
    const {
      channel,
      buses: [a, b],
    } = await openProcesses(2);
    const atB = gatewayOf(b!, 'bob');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const terminated = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = $1`,
        [`LISTEN ${channel}`],
      );
      expect(terminated.rowCount).toBe(2);
    } finally {
      await admin.end();
    }

    // Signals notified while it was away are gone (documented); keep sending until the new connection hears one.
    let seq = 0;
    await eventually(
      async () => (await a!.publish(signal('bob', 'alice', { seq: seq++ })), atB.received.length),
      (count) => count > 0,
    );
  });
});
