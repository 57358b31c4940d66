import type { Knex } from 'knex';

export const name = '210-report-timeline';

export async function up(knex: Knex): Promise<void> {
  // The events every report figure is made of, by fair and booth and in log order,
  // so a report as of any moment is a fold over one indexed range (docs/adr/report-as-of.md) and every
  // figure can name its events. booth_id is null for the fair's own events (an applicant signing in).
  await knex.schema.createTable('report_timeline', (t) => {
    t.bigInteger('position').primary();
    t.bigInteger('transaction_id').notNullable();
    t.uuid('job_fair_id').notNullable();
    t.uuid('booth_id');
    t.text('stream_id').notNullable();
    t.text('type').notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.text('actor_id');
    t.text('actor_role');
    t.jsonb('data').notNullable();
    t.index(['job_fair_id', 'booth_id', 'at'], 'report_timeline_scope');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('report_timeline');
}
