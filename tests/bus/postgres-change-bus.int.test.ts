import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeBus, ChangeNotice } from '../../domain/ports/change-bus';
import { createPostgresChangeBus } from '../../infra/bus/postgres-change-bus';
import { createTestDatabase } from '../support/database';
import { SLOW_DAY_MS } from '../support/wait';

let url: string;
const pools: pg.Pool[] = [];
const buses: ChangeBus[] = [];
let channels = 0;

beforeAll(async () => {
  url = await createTestDatabase('postgres_change_bus');
});
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
  await Promise.all(pools.map((pool) => pool.end()));
});

/** One bus per simulated process: its own pool, its own LISTEN connection. */
const openBus = async (channel: string) => {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pools.push(pool);
  const bus = await createPostgresChangeBus(pool, { channel, reconnectDelayMs: 50 });
  buses.push(bus);
  return bus;
};

const collect = (bus: ChangeBus) => {
  const received: ChangeNotice[] = [];
  bus.subscribe((notice) => received.push(notice));
  return received;
};

const eventually = async (check: () => void | Promise<void>, timeoutMs = SLOW_DAY_MS) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
};

const notice: ChangeNotice = { model: 'jobfairs', keys: ['organization:o-1', 'jobfair:j-1'], checkpoint: '7:42' };

// Delivery to every process, order and unsubscribe: the bus contract (bus-contracts.int.test.ts).
describe('postgres change bus', () => {
  it('keeps channels apart and stops delivering after unsubscribe', async () => {
    const [mine, theirs] = [`changes_${++channels}`, `changes_${++channels}`];
    const [publisher, listener, stranger] = [await openBus(mine), await openBus(mine), await openBus(theirs)];
    const atStranger = collect(stranger);
    const received: ChangeNotice[] = [];
    const unsubscribe = listener.subscribe((delivered) => received.push(delivered));

    await publisher.publish(notice);
    await eventually(() => expect(received).toHaveLength(1));
    unsubscribe();
    await publisher.publish({ ...notice, checkpoint: '7:43' });
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(received).toEqual([notice]);
    expect(atStranger).toEqual([]);
  });

  it('splits a notice too large for one NOTIFY into parts that together carry every key', async () => {
    const channel = `changes_${++channels}`;
    const [publisher, listener] = [await openBus(channel), await openBus(channel)];
    const received = collect(listener);
    const keys = Array.from({ length: 600 }, (_, index) => `jobfair:00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);

    await publisher.publish({ model: 'jobfairs', keys, checkpoint: '9:1' });

    await eventually(() => expect(received.flatMap((part) => part.keys)).toEqual(keys));
    expect(received.length).toBeGreaterThan(1);
    expect(received.every((part) => part.model === 'jobfairs' && part.checkpoint === '9:1')).toBe(true);
  });

  it('listens again after its connection is lost', async () => {
    const channel = `changes_${++channels}`;
    const [publisher, listener] = [await openBus(channel), await openBus(channel)];
    const received = collect(listener);
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

    // Notices sent while it was away are gone; keep publishing until the new connection hears one.
    await eventually(async () => {
      await publisher.publish(notice);
      expect(received.length).toBeGreaterThan(0);
    });
    await eventually(() => expect(received.at(-1)).toEqual(notice));
  });
});
