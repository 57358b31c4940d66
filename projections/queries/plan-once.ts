/**
 * Runs a hot read as a named prepared statement: Postgres plans it on the first few calls of each
 * connection and then keeps a generic plan. The queue reads take ~4 ms to plan and ~0.4 ms to run,
 * and planning was most of Postgres's CPU in bench:fair (pg_stat_statements, docs/benchmarks.md).
 * A name stands for one SQL text: a read whose text varies needs one name per variant.
 */
export const planOnce = (name: string): Readonly<{ name: string }> => ({ name: `jobfair:${name}` });
