import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLease, type Lease } from '../../infra/roles/lease';
import { createTestDatabase } from '../support/database';

let databaseUrl: string;
const leases: Lease[] = [];
beforeAll(async () => {
  databaseUrl = await createTestDatabase('lease');
});
afterAll(async () => {
  await Promise.all(leases.map((lease) => lease.stop()));
});

/** A process's view of one lease: whether its guarded part runs now. */
const contender = (name: string) => {
  const part = { running: false, starts: 0 };
  const lease = createLease({
    databaseUrl,
    name,
    intervalMs: 100,
    acquired: async () => {
      part.running = true;
      part.starts++;
    },
    lost: async () => {
      part.running = false;
    },
  });
  leases.push(lease);
  return { lease, part };
};

describe('a lease in Postgres', () => {
  it('is held by one contender at a time, and passes on when the holder stops', async () => {
    const [a, b, c] = [contender('one'), contender('one'), contender('one')];
    await Promise.all([a.lease.start(), b.lease.start(), c.lease.start()]);
    const holders = () => [a, b, c].filter(({ part }) => part.running);
    expect(holders()).toHaveLength(1);
    const first = holders()[0]!;
    await first.lease.stop();
    expect(first.part.running).toBe(false);
    await expect.poll(() => holders().length).toBe(1);
    expect(holders()[0]).not.toBe(first);
  });

  it("passes on when the holder's connection is killed, and the old holder stops its part", async () => {
    const [a, b] = [contender('two'), contender('two')];
    await a.lease.start();
    await b.lease.start();
    expect([a.part.running, b.part.running]).toEqual([true, false]);
    // What a crashed process or a cut network looks like to Postgres: the holder's session ends.
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const { rows } = await admin.query(
      `SELECT pg_terminate_backend(l.pid) AS ended FROM pg_locks l JOIN pg_stat_activity a USING (pid)
       WHERE l.locktype = 'advisory' AND l.granted AND a.application_name = 'lease:two'`,
    );
    expect(rows).toEqual([{ ended: true }]);
    await admin.end();
    await expect.poll(() => [a.part.running, b.part.running]).toEqual([false, true]);
    // The old holder waits now, and takes the lease back only once the new one lets go.
    await b.lease.stop();
    await expect.poll(() => a.part.running).toBe(true);
    expect(a.part.starts).toBe(2);
  });

  it('leases of different names do not exclude each other', async () => {
    const [projector, scheduler] = [contender('projector-x'), contender('scheduler-x')];
    await Promise.all([projector.lease.start(), scheduler.lease.start()]);
    expect([projector.part.running, scheduler.part.running]).toEqual([true, true]);
  });
});
