import type { Knex } from 'knex';

// Which statements Postgres spent the load on, from pg_stat_statements (bench:fair preloads it; a
// database without it, as in the fair simulation test, simply has no such table).

export type StatementCost = Readonly<{ query: string; calls: number; totalMs: number; meanMs: number; planMs: number; rows: number }>;

const available = async (db: Knex): Promise<boolean> => {
  const { rows } = await db.raw<{ rows: { setting: string }[] }>(`SELECT setting FROM pg_settings WHERE name = 'shared_preload_libraries'`);
  return rows[0]?.setting.split(',').some((library) => library.trim() === 'pg_stat_statements') ?? false;
};

type Row = { query: string; calls: string; total: number; mean: number; plan: number; rows: string };

/** Starts counting (resets the counters); `stop` answers the most costly statements since, or undefined without the extension. */
export const startStatementAccount = async (db: Knex) => {
  const on = await available(db);
  if (on) {
    await db.raw('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await db.raw('SELECT pg_stat_statements_reset()');
  }
  // With track_functions (bench:fair sets it), the event store's functions are counted too: how many
  // appends append_many's one-by-one loop took (append_to_stream calls) beside its batches.
  const functions =
    on &&
    (await db.raw<{ rows: { setting: string }[] }>(`SELECT current_setting('track_functions') AS setting`)).rows[0]?.setting !== 'none';
  if (functions) await db.raw('SELECT pg_stat_reset()');
  return {
    /**
     * The `top` most costly statements (execution and planning) and the `mostCalled` most frequent ones (each
     * statement is a round trip: a backend woken, whatever it costs once there), by cost; then one row summing
     * every statement, then the store's functions.
     */
    async stop(top = 20, mostCalled = 8): Promise<StatementCost[] | undefined> {
      if (!on) return undefined;
      // Function counters reach the shared statistics when a backend's transaction ends, at most once a second.
      if (functions) await new Promise((resolve) => setTimeout(resolve, 1_500));
      const { rows } = await db.raw<{ rows: Row[] }>(
        `WITH s AS (SELECT * FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()))
         (SELECT regexp_replace(query, '\\s+', ' ', 'g') AS query, calls, total_exec_time AS total, mean_exec_time AS mean,
                 total_plan_time AS plan, rows
          FROM (SELECT *, rank() OVER (ORDER BY total_exec_time + total_plan_time DESC) AS by_cost,
                          rank() OVER (ORDER BY calls DESC) AS by_calls FROM s) ranked
          WHERE by_cost <= ? OR by_calls <= ?
          ORDER BY total_exec_time + total_plan_time DESC)
         UNION ALL
         SELECT 'every statement', sum(calls), sum(total_exec_time), sum(total_exec_time) / greatest(sum(calls), 1), sum(total_plan_time), sum(rows)
         FROM s
         UNION ALL
         SELECT 'function ' || schemaname || '.' || funcname, calls, total_time, total_time / greatest(calls, 1), 0, 0
         FROM pg_stat_user_functions WHERE ? AND schemaname = 'event_store'`,
        [top, mostCalled, functions],
      );
      return rows.map((row) => ({
        query: row.query,
        calls: Number(row.calls),
        totalMs: Number(row.total),
        meanMs: Number(row.mean),
        planMs: Number(row.plan),
        rows: Number(row.rows),
      }));
    },
  };
};
