import type { Knex } from 'knex';

export const name = '031-recruiter-availability';

export async function up(knex: Knex): Promise<void> {
  // spec 2 §4: who is available for the next interview, per fair; the stream revision guards replays.
  await knex.schema.createTable('recruiter_availability', (t) => {
    t.uuid('job_fair_id').notNullable();
    t.uuid('recruiter_id').notNullable();
    t.uuid('booth_id').notNullable().index();
    t.boolean('is_available').notNullable();
    t.timestamp('changed_at', { useTz: true }).notNullable();
    t.bigInteger('revision').notNullable();
    t.primary(['job_fair_id', 'recruiter_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('recruiter_availability');
}
