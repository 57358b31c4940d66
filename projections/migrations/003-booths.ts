import type { Knex } from 'knex';

export const name = '003-booths';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booths', (t) => {
    t.uuid('id').primary();
    t.uuid('job_fair_id').notNullable().index();
    t.uuid('organization_id').notNullable();
    t.text('name').notNullable();
    t.text('description').notNullable();
    t.text('link_to_job_board').notNullable();
    t.text('hot_job_summary').notNullable();
    t.integer('chat_duration').notNullable();
    t.boolean('is_featured').notNullable();
    t.text('company_image_url');
    t.integer('minimum_score').notNullable();
    t.jsonb('recruiters').notNullable();
    t.jsonb('jobs').notNullable();
    t.jsonb('questions').notNullable().defaultTo('[]');
    t.integer('sort_order').notNullable();
    t.uuid('created_by').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.bigInteger('revision').notNullable();
  });
  // spec 1 §4.9: every change to a fair's booths bumps its booth list version; owned by the booths projector.
  await knex.schema.createTable('jobfair_booth_list_versions', (t) => {
    t.uuid('job_fair_id').primary();
    t.integer('version').notNullable();
  });
  await knex.schema.alterTable('jobfairs', (t) => t.dropColumn('booth_list_version'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobfairs', (t) => t.integer('booth_list_version').notNullable().defaultTo(0));
  await knex.schema.dropTable('jobfair_booth_list_versions');
  await knex.schema.dropTable('booths');
}
