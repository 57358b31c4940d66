import type { Knex } from 'knex';

export const name = '021-users-removed';

// spec 1 §5.6: a deleted recruiter stays as a tombstone, so a replayed UserRegistered cannot bring them back.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.timestamp('removed_at', { useTz: true }));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropColumn('removed_at'));
}
