import type { Knex } from 'knex';

export const name = '001-organizations-and-jobfairs';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('projection_checkpoints', (t) => {
    t.text('projector').primary();
    t.text('checkpoint').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('organizations', (t) => {
    t.uuid('id').primary();
    t.text('company_name').notNullable();
    t.text('company_details').notNullable().defaultTo('');
    t.text('job_board_link').notNullable().defaultTo('');
    t.text('company_logo');
    t.jsonb('company_documents').notNullable().defaultTo('[]');
    t.text('city').notNullable();
    t.text('state').notNullable();
    t.text('company_website').notNullable();
    t.integer('onboarding_progress').notNullable().defaultTo(0);
    t.text('last_completed_step');
    t.uuid('sponsor_id');
    t.uuid('created_by').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    /** Stream revision last applied: a replayed event at or below it changes nothing. */
    t.bigInteger('revision').notNullable();
  });
  await knex.schema.createTable('jobfairs', (t) => {
    t.uuid('id').primary();
    t.uuid('company_id').notNullable().index();
    t.text('name').notNullable();
    t.text('start_date').notNullable();
    t.text('start_time').notNullable();
    t.text('timezone').notNullable();
    t.integer('duration_hours').notNullable();
    t.integer('duration_minutes').notNullable();
    t.text('payment_status').notNullable();
    t.integer('payment_amount').notNullable();
    t.text('payment_currency').notNullable();
    t.boolean('is_activated').notNullable().defaultTo(false);
    t.integer('booth_list_version').notNullable().defaultTo(0);
    t.uuid('created_by').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.bigInteger('revision').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('jobfairs');
  await knex.schema.dropTable('organizations');
  await knex.schema.dropTable('projection_checkpoints');
}
