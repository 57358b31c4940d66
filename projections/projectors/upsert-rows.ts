import type { Knex } from 'knex';

/**
 * Writes whole rows of `table` in one statement, replacing those whose `key` exists: how a projector that
 * folded a run in memory writes its result. Rows carry every column (a missing one is written NULL, not
 * its default), dates as Date or ISO text. `json`, not `jsonb`: Postgres then only checks the text
 * instead of building a tree of it that the insert would take apart again.
 */
export const upsertRows = async (
  trx: Knex.Transaction,
  table: string,
  key: readonly string[],
  rows: readonly Record<string, unknown>[],
) => {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const updates = columns.filter((column) => !key.includes(column)).map((column) => `${column} = EXCLUDED.${column}`);
  await trx.raw(
    `INSERT INTO ?? (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::??, ?::json)
     ON CONFLICT (${key.join(', ')}) DO ${updates.length > 0 ? `UPDATE SET ${updates.join(', ')}` : 'NOTHING'}`,
    [table, table, JSON.stringify(rows)],
  );
};
