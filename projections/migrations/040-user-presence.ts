import type { Knex } from 'knex';

export const name = '040-user-presence';

export async function up(knex: Knex): Promise<void> {
  // spec 1 §3 User presenceStatus and lastPresenceJobFairId; changed_at also times the queue grace period.
  await knex.schema.createTable('user_presence', (t) => {
    t.uuid('user_id').primary();
    t.text('presence_status').notNullable();
    t.uuid('last_presence_job_fair_id').index();
    t.timestamp('changed_at', { useTz: true }).notNullable();
    t.bigInteger('revision').notNullable();
    t.index(['presence_status', 'changed_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_presence');
}
