import type { Knex } from 'knex';

// Made at run time, not by a migration: it only carries a rebuild's dropped indexes across a crash.
const DEFERRED = 'projection_deferred_indexes';

/**
 * Drops the plain indexes of `tables` (not those of a primary key, a unique constraint or any other
 * unique index, which upserts need) inside the rebuild's emptying transaction, writing their definitions
 * down in the same transaction. Filling a table and then building its index once is far cheaper than
 * keeping nine indexes of audit_events current row by row.
 */
export const deferIndexes = async (trx: Knex.Transaction, tables: readonly string[]) => {
  await trx.raw(`CREATE TABLE IF NOT EXISTS ${DEFERRED} (name text PRIMARY KEY, definition text NOT NULL)`);
  const { rows } = await trx.raw<{ rows: { name: string; definition: string }[] }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     WHERE i.indrelid = ANY(SELECT to_regclass(t)::oid FROM unnest(?::text[]) AS t) AND NOT i.indisunique AND NOT i.indisprimary
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [[...tables]],
  );
  if (rows.length === 0) return;
  await trx.raw(
    `INSERT INTO ${DEFERRED} (name, definition) SELECT * FROM jsonb_to_recordset(?::jsonb) AS d(name text, definition text) ON CONFLICT (name) DO NOTHING`,
    [JSON.stringify(rows)],
  );
  for (const row of rows) await trx.raw(`DROP INDEX ${row.name}`);
};

/**
 * Builds every index a rebuild deferred, including those of one that crashed before it could: run after
 * each replay and before the next one. Each index and the removal of its note commit together.
 */
export const restoreDeferredIndexes = async (db: Knex) => {
  if (!(await db.schema.hasTable(DEFERRED))) return;
  const deferred = await db<{ name: string; definition: string }>(DEFERRED).select('name', 'definition');
  for (const { name, definition } of deferred)
    await db.transaction(async (trx) => {
      await trx.raw(definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
      await trx(DEFERRED).where({ name }).delete();
    });
};
