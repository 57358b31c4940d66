import type { Knex } from 'knex';

export const name = '030-queue-entries';

export async function up(knex: Knex): Promise<void> {
  // One row per candidate waiting in a booth (or group) queue; a left candidate's row is deleted.
  await knex.schema.createTable('queue_entries', (t) => {
    t.uuid('id').primary();
    t.text('queue_id').notNullable().index();
    t.uuid('booth_id').notNullable().index();
    t.uuid('job_fair_id').notNullable();
    t.uuid('organization_id').notNullable();
    t.uuid('seeker_id').notNullable();
    t.integer('score').notNullable();
    t.integer('max_score').notNullable();
    t.integer('priority').notNullable();
    t.text('status').notNullable();
    t.jsonb('answers').notNullable();
    t.timestamp('entered_at', { useTz: true }).notNullable();
    t.index(['job_fair_id', 'seeker_id']);
  });
  // The last queue stream revision applied, so a replayed event changes nothing.
  await knex.schema.createTable('queue_revisions', (t) => {
    t.text('queue_id').primary();
    t.bigInteger('revision').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('queue_revisions');
  await knex.schema.dropTable('queue_entries');
}
