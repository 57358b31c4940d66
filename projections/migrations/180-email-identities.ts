import type { Knex } from 'knex';

export const name = '180-email-identities';

// spec 3 §3 Email identity. A deleted identity keeps its row (deleted = true) with the revision that deleted it,
// so a replayed addition cannot bring it back; adding the address again revives it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_identities', (t) => {
    t.text('email').primary();
    t.text('verification_status').notNullable();
    t.text('verification_token');
    t.boolean('verified').notNullable();
    t.boolean('deleted').notNullable();
    t.timestamp('added_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.bigInteger('revision').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_identities');
}
