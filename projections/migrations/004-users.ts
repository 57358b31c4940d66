import type { Knex } from 'knex';

export const name = '004-users';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary();
    t.text('email').notNullable();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.jsonb('roles').notNullable();
    t.uuid('organization_id').index();
    t.uuid('sponsor_id');
    t.timestamp('registered_at', { useTz: true }).notNullable();
    t.bigInteger('revision').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
