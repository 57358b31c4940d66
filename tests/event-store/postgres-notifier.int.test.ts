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

describe('commit notifier', () => {
  it('sends one notification at once, then at most one for every append of the following spacing', async () => {
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    let received = 0;
    listener.on('notification', () => received++);
    await listener.query('LISTEN notifier_test');
    // A spacing far longer than the appends below take, however slow the machine.
    const notifier = createCommitNotifier(pool, 'notifier_test', 1_000);

    notifier.notify();
    await notifier.flush();
    await listener.query('SELECT 1'); // the notification arrives before this answer
    expect(received).toBe(1);
    // Twenty appends, each in a turn of its own after the first notification went out: one more covers them all.
    for (let append = 0; append < 20; append++) {
      notifier.notify();
      await nextTurn();
    }
    await notifier.flush();
    await listener.query('SELECT 1');
    expect(received).toBe(2);
    await listener.end();
  });

  it('notifies every listener after a quiet spell, and covers appends that arrive while a notification is out', async () => {
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    let received = 0;
    listener.on('notification', () => received++);
    await listener.query('LISTEN notifier_quiet');
    const notifier = createCommitNotifier(pool, 'notifier_quiet', 0);
    for (let append = 0; append < 5; append++) notifier.notify();
    await notifier.flush();
    await listener.query('SELECT 1');
    // The first goes at once; the four arriving while it was out share one more.
    expect(received).toBe(2);
    await listener.end();
  });
});
