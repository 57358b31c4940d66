import type { Knex } from 'knex';

// spec 2 §2.5 and §3 User: the applicant's extended profile (one jsonb document) and whether it is complete.
export const name = '011-user-profile';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.jsonb('profile');
    t.boolean('is_profile_complete').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumns('profile', 'is_profile_complete');
  });
}
