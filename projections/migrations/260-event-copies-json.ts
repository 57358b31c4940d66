import type { Knex } from 'knex';

export const name = '260-event-copies-json';

/**
 * The two read models that copy events (audit_events, report_timeline) keep data and metadata as `json`,
 * the text as sent, instead of `jsonb`. No query looks inside them (their filters have columns of their
 * own), and parsing into jsonb was the largest cost of projecting the log: COPY of 100,000 events into
 * audit_events took 4.2 s of Postgres CPU with jsonb columns and 1.3 s with json (docs/benchmarks.md
 * "Rebuilding the read models").
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE audit_events ALTER COLUMN data TYPE json, ALTER COLUMN metadata TYPE json');
  await knex.raw('ALTER TABLE report_timeline ALTER COLUMN data TYPE json');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE audit_events ALTER COLUMN data TYPE jsonb, ALTER COLUMN metadata TYPE jsonb');
  await knex.raw('ALTER TABLE report_timeline ALTER COLUMN data TYPE jsonb');
}
