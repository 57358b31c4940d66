import knex from 'knex';
import pg from 'pg';
import { createInProcessChangeBus } from '../../infra/bus/in-process-change-bus';
import { createPostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { projectors } from '../../projections/projectors/index';
import { createProjectionRunner } from '../../projections/runner';
import { tallyProjector } from './tally-projector';

// A projector process of its own, for runner-crash.int.test.ts: DATABASE_URL, BATCH_SIZE, SAVE_SKIPPED_AFTER_MS; SIGTERM stops it cleanly.
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 6 } });
const pool = new pg.Pool({ connectionString: url, max: 4 });
const store = await createPostgresEventStore(pool, { pollIntervalMs: 50 });
const runner = createProjectionRunner({
  db,
  store,
  bus: createInProcessChangeBus(),
  projectors: [...projectors, tallyProjector],
  batchSize: Number(process.env.BATCH_SIZE ?? 500),
  saveSkippedAfterMs: Number(process.env.SAVE_SKIPPED_AFTER_MS ?? 250),
  logger: {
    info: (details, message) => console.log(message, JSON.stringify(details)),
    error: (details, message) => console.error(message, details),
  },
});
const stop = async () => {
  await runner.stop();
  await store.close();
  await pool.end();
  await db.destroy();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
await runner.start();
console.log('started');
