import knex from 'knex';
import pg from 'pg';
import { createInProcessChangeBus } from '../bus/in-process-change-bus';
import { eventStoreFromEnv } from '../event-store/event-store-from-env';
import { connectPlatformDatabase } from '../postgres/platform-database';
import { projectors } from '../../projections/projectors/index';
import { verifyProjections } from '../../projections/verify';

// `npm run projections:verify`: rebuilds every read model into a shadow schema, diffs it with the live
// one row for row, prints the differences and exits 1 on any (projections/verify.ts).
const print = (line: string) => process.stdout.write(`${line}\n`);

const main = async (): Promise<number> => {
  const database = await connectPlatformDatabase();
  const db = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 4 } });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const bus = createInProcessChangeBus();
  try {
    const store = await eventStoreFromEnv(pool);
    try {
      const started = Date.now();
      const result = await verifyProjections({ url: database.url, db, store, bus, projectors });
      for (const difference of result.differences) {
        print(`${difference.table}: ${difference.onlyLiveCount} row(s) only live, ${difference.onlyRebuiltCount} only rebuilt`);
        for (const row of difference.onlyLive) print(`  - live    ${JSON.stringify(row)}`);
        for (const row of difference.onlyRebuilt) print(`  + rebuilt ${JSON.stringify(row)}`);
      }
      const verdict =
        result.differences.length === 0
          ? `All ${result.tables.length} read-model tables equal a rebuild`
          : `${result.differences.length} of ${result.tables.length} read-model tables differ from a rebuild`;
      print(`${verdict} at checkpoint ${result.checkpoint} (${Date.now() - started} ms).`);
      return result.differences.length === 0 ? 0 : 1;
    } finally {
      await store.close();
    }
  } finally {
    await bus.close();
    await db.destroy();
    await pool.end();
    await database.stop();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`projections:verify failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
