import { randomUUID } from 'node:crypto';
import knex from 'knex';
import pg from 'pg';
import { systemClock } from '../clock/system-clock';
import { eventStoreFromEnv } from '../event-store/event-store-from-env';
import { identityFromEnv } from '../identity/identity-from-env';
import { mailFromEnv } from '../mail/mail-from-env';
import { connectPlatformDatabase } from '../postgres/platform-database';
import { removeDemoAccounts } from '../seed/remove-demo-accounts';
import { StartFailure, startFailureLines } from '../start-failure';

// `npm run demo:remove`: takes the demo accounts off an install `npm start` seeded earlier, one UserRemoved event
// each (infra/seed/remove-demo-accounts.ts). The read models follow the log when the platform runs next (or now,
// beside a platform on the same DATABASE_URL). Run it again and it changes nothing.
const print = (line: string) => process.stdout.write(`${line}\n`);

const main = async (): Promise<void> => {
  const database = await connectPlatformDatabase(() => {}, process.env.DATA_DIR ?? '.data');
  const db = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  // The embedded Postgres stops as the CLI ends: a connection it closes on the way must not fail a finished run.
  pool.on('error', () => undefined);
  try {
    const store = await eventStoreFromEnv(pool);
    try {
      const deps = { db, clock: systemClock, newId: randomUUID };
      const { mail, close: closeMail } = await mailFromEnv(deps);
      try {
        const { identity } = await identityFromEnv(process.env, { ...deps, mail });
        const outcomes = await removeDemoAccounts({ store, identity, clock: systemClock, newId: randomUUID });
        for (const { email, outcome } of outcomes) print(`${email}: ${outcome}`);
        const removed = outcomes.filter(({ outcome }) => outcome === 'removed').length;
        print(
          removed === 0
            ? 'Nothing to remove: no demo account can sign in.'
            : `Removed ${removed} demo account(s): they cannot sign in, and their tokens no longer work.`,
        );
      } finally {
        closeMail();
      }
    } finally {
      await store.close();
    }
  } finally {
    await db.destroy();
    await pool.end();
    await database.stop();
  }
};

await main().catch((error: unknown) => {
  const lines = error instanceof StartFailure ? startFailureLines(error) : [`demo:remove failed: ${String(error)}`];
  process.stderr.write(`${lines.join('\n')}\n`);
  process.exitCode = 1;
});
