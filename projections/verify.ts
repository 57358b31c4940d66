import knex, { type Knex } from 'knex';
import type { ChangeBus } from '../domain/ports/change-bus';
import type { EventStore } from '../domain/ports/event-store';
import { migrateReadModels, pendingReadModelMigrations } from './migrations/index';
import type { Projector } from './projector';
import { createProjectionRunner } from './runner';

export type TableDifference = Readonly<{
  table: string;
  /** Rows the live model has and a rebuild does not (as JSON), at most `sampleSize` of them. */
  onlyLive: readonly unknown[];
  /** Rows a rebuild has and the live model lacks. */
  onlyRebuilt: readonly unknown[];
  onlyLiveCount: number;
  onlyRebuiltCount: number;
}>;

export type VerifyResult = Readonly<{
  /** The log position both sides were compared at. */
  checkpoint: string;
  tables: readonly string[];
  differences: readonly TableDifference[];
}>;

export type VerifyOptions = Readonly<{
  /** Connection URL of the database that holds the live read models and the event store. */
  url: string;
  db: Knex;
  store: EventStore;
  bus: ChangeBus;
  projectors: readonly Projector[];
  shadowSchema?: string;
  /** How long the log may keep moving before verify gives up comparing at one position. */
  settleTimeoutMs?: number;
  sampleSize?: number;
}>;

const SHADOW_SCHEMA = 'projections_verify';
const CHECKPOINTS = 'projection_checkpoints';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `npm run projections:verify`: rebuilds every read model into a shadow schema and compares it with the
 * live one, row for row (docs/read-side.md "Rebuild, verify and health"). Both sides are compared at one log position:
 * the comparison runs in one REPEATABLE READ snapshot in which the live checkpoints, the rebuilt ones
 * and the head of the log are equal; while the log moves, the shadow catches up and verify tries again.
 * Rows are compared as jsonb, so every column counts and row order does not.
 */
export const verifyProjections = async (options: VerifyOptions): Promise<VerifyResult> => {
  const shadowSchema = options.shadowSchema ?? SHADOW_SCHEMA;
  const { db, store, projectors } = options;
  const liveSchema = (await db.raw<{ rows: { schema: string }[] }>('SELECT current_schema() AS schema')).rows[0]!.schema;
  await assertLiveModelsCurrent(db, liveSchema);
  await db.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [shadowSchema]);
  await db.raw('CREATE SCHEMA ??', [shadowSchema]);
  // The shadow comes first on the search path, so migrations create and projectors write its tables;
  // public stays behind it for the extensions' functions and operators.
  const shadow = knex({ client: 'pg', connection: options.url, searchPath: [shadowSchema, liveSchema], pool: { min: 0, max: 4 } });
  try {
    await migrateReadModels(shadow);
    const tables = projectors.flatMap((projector) => projector.tables);
    await assertShadowHolds(shadow, shadowSchema, [...tables, CHECKPOINTS]);
    const runner = createProjectionRunner({ db: shadow, store, bus: options.bus, projectors });
    await runner.rebuild();
    const deadline = Date.now() + (options.settleTimeoutMs ?? 60_000);
    for (;;) {
      const compared = await compareAtOnePosition(db, store, {
        liveSchema,
        shadowSchema,
        projectors: projectors.map((projector) => projector.name),
        tables,
        sampleSize: options.sampleSize ?? 5,
      });
      if (compared) return { ...compared, tables };
      if (Date.now() > deadline) throw new Error('The event log kept moving: the live and rebuilt models never stood at one position');
      await runner.start();
      await runner.waitFor(await store.headCheckpoint(), 60_000);
      await runner.stop();
      await sleep(250);
    }
  } finally {
    await shadow.destroy();
    await db.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [shadowSchema]);
  }
};

/** Tables of another migration than the code's cannot be compared column for column. */
const assertLiveModelsCurrent = async (db: Knex, schema: string) => {
  const migrations = await db.raw<{ rows: { oid: string | null }[] }>('SELECT to_regclass(?) AS oid', [
    `"${schema}"."read_model_migrations"`,
  ]);
  if (!migrations.rows[0]?.oid) throw new Error('This database holds no read models yet: start the platform once (npm start)');
  const pending = await pendingReadModelMigrations(db);
  if (pending > 0)
    throw new Error(`The live read models lack ${pending} migration(s) of this code: start the platform once to migrate them`);
};

/** A table missing from the shadow would resolve to the live one on the search path, and the rebuild would empty it. */
const assertShadowHolds = async (shadow: Knex, schema: string, tables: readonly string[]) => {
  for (const table of tables) {
    const found = await shadow.raw<{ rows: { oid: string | null }[] }>('SELECT to_regclass(?) AS oid', [`"${schema}"."${table}"`]);
    if (!found.rows[0]?.oid) throw new Error(`The migrations did not create ${table} in ${schema}; verify stops before rebuilding`);
  }
};

type Comparison = Readonly<{
  liveSchema: string;
  shadowSchema: string;
  projectors: readonly string[];
  tables: readonly string[];
  sampleSize: number;
}>;

const compareAtOnePosition = async (db: Knex, store: EventStore, comparison: Comparison) => {
  const headBefore = await store.headCheckpoint();
  return db.transaction(
    async (trx) => {
      const live = await checkpointsIn(trx, comparison.liveSchema, comparison.projectors);
      const rebuilt = await checkpointsIn(trx, comparison.shadowSchema, comparison.projectors);
      const headAfter = await store.headCheckpoint();
      const settled = headBefore === headAfter && [...live, ...rebuilt].every((checkpoint) => checkpoint === headAfter);
      if (!settled || live.length !== comparison.projectors.length || rebuilt.length !== live.length) return null;
      const differences: TableDifference[] = [];
      for (const table of comparison.tables) {
        const difference = await diffTable(trx, table, comparison);
        if (difference.onlyLiveCount + difference.onlyRebuiltCount > 0) differences.push(difference);
      }
      return { checkpoint: headAfter, differences };
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
};

const checkpointsIn = async (trx: Knex.Transaction, schema: string, projectors: readonly string[]): Promise<string[]> => {
  const rows: { checkpoint: string }[] = await trx
    .withSchema(schema)
    .from(CHECKPOINTS)
    .whereIn('projector', projectors)
    .orderBy('projector')
    .select('checkpoint');
  return rows.map((row) => row.checkpoint);
};

const diffTable = async (trx: Knex.Transaction, table: string, { liveSchema, shadowSchema, sampleSize }: Comparison) => {
  const oneSide = async (from: string, minus: string) => {
    const rows = await trx.raw<{ rows: { row: unknown; total: string }[] }>(
      `WITH d AS (SELECT to_jsonb(a) AS row FROM ??.?? a EXCEPT ALL SELECT to_jsonb(b) FROM ??.?? b)
       SELECT row, count(*) OVER () AS total FROM d LIMIT ?`,
      [from, table, minus, table, sampleSize],
    );
    return { rows: rows.rows.map((row) => row.row), count: Number(rows.rows[0]?.total ?? 0) };
  };
  const onlyLive = await oneSide(liveSchema, shadowSchema);
  const onlyRebuilt = await oneSide(shadowSchema, liveSchema);
  return {
    table,
    onlyLive: onlyLive.rows,
    onlyRebuilt: onlyRebuilt.rows,
    onlyLiveCount: onlyLive.count,
    onlyRebuiltCount: onlyRebuilt.count,
  };
};
