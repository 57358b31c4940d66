import knex from 'knex';
import pg from 'pg';
import { createInProcessChangeBus } from '../bus/in-process-change-bus';
import { eventStoreFromEnv } from '../event-store/event-store-from-env';
import { connectPlatformDatabase } from '../postgres/platform-database';
import { migrateReadModels } from '../../projections/migrations/index';
import { projectors } from '../../projections/projectors/index';
import { createProjectionRunner } from '../../projections/runner';
import { createLease } from '../roles/lease';

// `npm run projections:rebuild [name]`: empties the read models and replays the whole log into them.
const name = process.argv[2];
const print = (line: string) => process.stdout.write(`${line}\n`);

const main = async (): Promise<void> => {
  if (name !== undefined && !projectors.some((projector) => projector.name === name)) {
    throw new Error(`Unknown projector '${name}'. Known projectors: ${projectors.map((projector) => projector.name).join(', ')}`);
  }
  const database = await connectPlatformDatabase();
  const db = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 4 } });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const bus = createInProcessChangeBus();
  // The models are emptied and refilled: no runner may follow the log into them meanwhile. Every platform
  // process that projects holds this lease (an all-in-one one shared), so holding it alone proves none runs.
  let lostLease = false;
  const lease = createLease({
    databaseUrl: database.url,
    name: 'projector',
    acquired: async () => {},
    lost: async () => {
      lostLease = true;
    },
  });
  try {
    await lease.start();
    if (!lease.held())
      throw new Error(
        'a running platform projects into this database: stop it first (projections:verify compares a rebuild with the live models and is safe beside it)',
      );
    await migrateReadModels(db);
    const store = await eventStoreFromEnv(pool);
    try {
      const runner = createProjectionRunner({ db, store, bus, projectors });
      const cpuSeconds = () => {
        const usage = process.resourceUsage();
        return ((usage.userCPUTime + usage.systemCPUTime) / 1e6).toFixed(1);
      };
      print(`CPU before the replay ${cpuSeconds()} s`);
      const started = Date.now();
      const results = await runner.rebuild(name);
      for (const result of results) {
        const projector = projectors.find((candidate) => candidate.name === result.projector)!;
        const rows = await Promise.all(
          projector.tables.map(async (table) => `${table} ${(await db(table).count({ n: '*' }).first())?.n ?? 0}`),
        );
        print(`${result.projector}: replayed ${result.events} events up to checkpoint ${result.checkpoint}; rows: ${rows.join(', ')}`);
      }
      const ms = Date.now() - started;
      // Batches run every projector side by side, so these times overlap; they rank where the rebuild spends.
      for (const result of [...results].sort((a, b) => b.ms - a.ms))
        print(`time ${result.projector}: ${Math.round(result.ms)} ms for ${result.events} events`);
      // The log's length: what the projector that applies every event (the audit index) replayed.
      const events = Math.max(...results.map((result) => result.events));
      const peakRssMiB = Math.round(process.resourceUsage().maxRSS / 1024);
      print(`CPU ${cpuSeconds()} s`);
      print(
        `Rebuilt ${results.length} projector(s) in ${ms} ms: ${events} events in the log, ${Math.round(events / (ms / 1000))} events/s, peak RSS ${peakRssMiB} MiB.`,
      );
    } finally {
      await store.close();
    }
  } finally {
    if (lostLease) print('Warning: the projector lease was lost during the rebuild; run projections:verify.');
    await lease.stop();
    await bus.close();
    await db.destroy();
    await pool.end();
    await database.stop();
  }
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`projections:rebuild failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
