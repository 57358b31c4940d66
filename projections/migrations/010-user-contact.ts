import type { Knex } from 'knex';

// The contact details asked at registration (spec 3 §2.1), later edited on the profile (spec 2 §2.5).
export const name = '010-user-contact';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('phone');
    t.text('city');
    t.text('state');
    t.text('zip');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumns('phone', 'city', 'state', 'zip');
  });
}
