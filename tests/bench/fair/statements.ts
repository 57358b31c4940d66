import type { Knex } from 'knex';

// Which statements Postgres spent the load on, from pg_stat_statements (bench:fair preloads it; a
// database without it, as in the fair simulation test, simply has no such table).

export type StatementCost = Readonly<{ query: string; calls: number; totalMs: number; meanMs: number; rows: number }>;

const available = async (db: Knex): Promise<boolean> => {
  const { rows } = await db.raw<{ rows: { setting: string }[] }>(`SELECT setting FROM pg_settings WHERE name = 'shared_preload_libraries'`);
  return rows[0]?.setting.split(',').some((library) => library.trim() === 'pg_stat_statements') ?? false;
};

/** Starts counting (resets the counters); `stop` answers the most costly statements since, or undefined without the extension. */
export const startStatementAccount = async (db: Knex) => {
  const on = await available(db);
  if (on) {
    await db.raw('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await db.raw('SELECT pg_stat_statements_reset()');
  }
  return {
    async stop(top = 20): Promise<StatementCost[] | undefined> {
      if (!on) return undefined;
      const { rows } = await db.raw<{ rows: { query: string; calls: string; total: number; mean: number; rows: string }[] }>(
        `SELECT regexp_replace(query, '\\s+', ' ', 'g') AS query, calls, total_exec_time AS total, mean_exec_time AS mean, rows
         FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
         ORDER BY total_exec_time DESC LIMIT ?`,
        [top],
      );
      return rows.map((row) => ({
        query: row.query,
        calls: Number(row.calls),
        totalMs: row.total,
        meanMs: row.mean,
        rows: Number(row.rows),
      }));
    },
  };
};
