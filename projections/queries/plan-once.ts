/**
 * Runs a hot read as a named prepared statement: Postgres plans it on the first few calls of each
 * connection and then keeps a generic plan. The queue reads take ~4 ms to plan and ~0.4 ms to run,
 * and planning was most of Postgres's CPU in bench:fair (pg_stat_statements, docs/benchmarks.md).
 * A name stands for one SQL text: a read whose text varies needs one name per variant.
 */
export const planOnce = (name: string): Readonly<{ name: string }> => ({ name: `jobfair:${name}` });

/**
 * A knex pool's `afterCreate`: the connection keeps one generic plan for each named statement. Postgres
 * otherwise keeps planning a statement whose generic plan it estimates dearer than a custom one, as it
 * does for an array parameter (`= ANY(?::uuid[])`): the batched queue-entries read was planned on every
 * call, 2 ms each (bench:fair, docs/benchmarks.md). Unnamed statements are planned per call either way.
 */
export const planNamedOnce = (
  connection: { query(sql: string, done: (error: Error | null) => void): void },
  done: (error: Error | null, connection: unknown) => void,
) => connection.query('SET plan_cache_mode = force_generic_plan', (error) => done(error, connection));
