import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommitNotifier } from '../../infra/event-store/postgres-notifier';
import { createTestDatabase } from '../support/database';

let url: string;
let pool: pg.Pool;

beforeAll(async () => {
  url = await createTestDatabase('notifier');
  pool = new pg.Pool({ connectionString: url, max: 2 });
});
afterAll(async () => {
  await pool.end();
});

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A real LISTEN connection on `channel`: how many notifications arrived (every one sent before the call). */
const listenOn = async (channel: string) => {
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  let received = 0;
  listener.on('notification', () => received++);
  await listener.query(`LISTEN ${channel}`);
  return {
    received: async () => (await listener.query('SELECT 1'), received), // notifications arrive before this answer
    end: () => listener.end(),
  };
};

describe('commit notifier', () => {
  it('sends one notification at once, then at most one for every append of the following spacing', async () => {
    const listener = await listenOn('notifier_test');
    // A spacing far longer than the appends below take, however slow the machine.
    const notifier = createCommitNotifier(pool, 'notifier_test', 1_000);

    notifier.notify();
    await notifier.flush();
    expect(await listener.received()).toBe(1);
    // Twenty appends, each in a turn of its own after the first notification went out: one more covers them all.
    for (let append = 0; append < 20; append++) {
      notifier.notify();
      await nextTurn();
    }
    await notifier.flush();
    expect(await listener.received()).toBe(2);
    await listener.end();
  });

  it('notifies every listener after a quiet spell, and covers appends that arrive while a notification is out', async () => {
    const listener = await listenOn('notifier_quiet');
    const notifier = createCommitNotifier(pool, 'notifier_quiet', 0);
    for (let append = 0; append < 5; append++) notifier.notify();
    await notifier.flush();
    // The first goes at once; the four arriving while it was out share one more.
    expect(await listener.received()).toBe(2);
    await listener.end();
  });
});
