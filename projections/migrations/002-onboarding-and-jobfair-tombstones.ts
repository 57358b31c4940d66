import type { Knex } from 'knex';

export const name = '002-onboarding-and-jobfair-tombstones';

export async function up(knex: Knex): Promise<void> {
  // Progress may be raised before the organization's details are saved (no row in organizations yet).
  await knex.schema.createTable('organization_onboarding', (t) => {
    t.uuid('organization_id').primary();
    t.integer('progress').notNullable();
    t.text('last_completed_step').notNullable();
    t.bigInteger('revision').notNullable();
  });
  // A deleted job fair has no row left to carry its revision; this keeps a replayed JobFairCreated out.
  await knex.schema.createTable('jobfair_tombstones', (t) => {
    t.uuid('id').primary();
    t.bigInteger('revision').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('jobfair_tombstones');
  await knex.schema.dropTable('organization_onboarding');
}
