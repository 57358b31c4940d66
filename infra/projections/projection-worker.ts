import { parentPort, workerData } from 'node:worker_threads';
import knex from 'knex';
import pg from 'pg';
import type { ChangeBus } from '../../domain/ports/change-bus';
import { projectors } from '../../projections/projectors/index';
import { createProjectionRunner } from '../../projections/runner';
import { eventStoreFromEnv } from '../event-store/event-store-from-env';
import type { FromWorker, ToWorker, WorkerOptions } from './worker-messages';

// The projection runner on a thread of its own (infra/projections/worker-runner.ts starts it): its
// round trips to Postgres no longer wait behind the API's and gateway's work on the main event loop.
const port = parentPort!;
const { databaseUrl, batchSize } = workerData as WorkerOptions;
const post = (message: FromWorker) => port.postMessage(message);

// Its commits do not wait for the disk (synchronous_commit off, on these connections only). Each batch
// commits its effects with its checkpoint, so a database crash can lose only the last fraction of a
// second of both together, and the runner replays those events from the log, whose appends do wait for
// the disk. What it saves: a WAL flush for each of up to a dozen transactions per batch.
const db = knex({
  client: 'pg',
  connection: { connectionString: databaseUrl, options: '-c synchronous_commit=off' },
  pool: { min: 0, max: projectors.length },
});
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
pool.on('error', (error) =>
  post({ type: 'log', level: 'error', details: { reason: error.message }, message: 'idle database connection lost' }),
);
// The same log as the main thread: EventStoreDB when EVENTSTORE_URL is set (workers inherit the environment).
const store = await eventStoreFromEnv(pool);
// Notices go to the main thread's bus, in the order the runner publishes them (after each commit).
const bus: ChangeBus = {
  publish: async (notice) => post({ type: 'notice', notice }),
  subscribe: () => () => {},
  close: async () => {},
};
const runner = createProjectionRunner({
  db,
  store,
  bus,
  projectors,
  batchSize,
  // Under load, gather what arrives within 100 ms into one batch: fewer commits and change notices.
  minBatchIntervalMs: 100,
  logger: {
    info: (details, message) =>
      post({ type: 'log', level: 'info', details: JSON.parse(JSON.stringify(details)) as Record<string, unknown>, message }),
    error: (details, message) =>
      post({ type: 'log', level: 'error', details: { ...details, err: String((details as { err?: unknown }).err) }, message }),
  },
});
runner.observe((timing) => post({ type: 'batch', timing, status: runner.status() }));

const handle = async (message: ToWorker) => {
  switch (message.type) {
    case 'stop':
      await runner.stop();
      await store.close();
      await Promise.all([pool.end(), db.destroy()]);
      post({ type: 'stopped' });
      return;
    case 'rebuild':
      try {
        const results = await runner.rebuild(message.name);
        post({ type: 'rebuilt', id: message.id, results, status: runner.status() });
      } catch (error) {
        post({ type: 'rebuildFailed', id: message.id, message: (error as Error).message });
      }
      return;
  }
};
port.on('message', (message: ToWorker) => void handle(message));

await runner.start();
post({ type: 'started', status: runner.status() });
