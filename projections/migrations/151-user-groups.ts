import type { Knex } from 'knex';

export const name = '151-user-groups';

export async function up(knex: Knex): Promise<void> {
  // spec 2 §7 /vjfpUsers/{organizationId}/groups: a deleted group keeps its row (deleted_at) so a replay cannot revive it.
  await knex.schema.createTable('user_groups', (t) => {
    t.uuid('id').primary();
    t.uuid('organization_id').notNullable().index();
    t.text('name').notNullable();
    t.text('description').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('deleted_at', { useTz: true });
    t.bigInteger('revision').notNullable();
  });
  await knex.schema.createTable('user_group_members', (t) => {
    t.uuid('group_id').notNullable();
    t.uuid('user_id').notNullable();
    t.timestamp('added_at', { useTz: true }).notNullable();
    t.primary(['group_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_group_members');
  await knex.schema.dropTable('user_groups');
}
