import type { Knex } from 'knex';

export const name = '220-jobseeker-registrations';

export async function up(knex: Knex): Promise<void> {
  // spec 2 §3 Jobseeker registration: one row per seeker per fair. `via` says where it came from: the
  // landing's sign-up ('landing', with what the seeker typed there) or a sign-in to the fair that has no
  // registration ('sign-in', every fair entered before registrations were recorded; names from the account).
  await knex.schema.createTable('jobseeker_registrations', (t) => {
    t.uuid('job_fair_id').notNullable();
    t.uuid('user_id').notNullable();
    t.uuid('organization_id');
    t.text('via').notNullable();
    t.text('email');
    t.text('given_name');
    t.text('family_name');
    t.text('phone_number');
    t.timestamp('registered_at', { useTz: true }).notNullable();
    t.bigInteger('revision');
    t.primary(['job_fair_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('jobseeker_registrations');
}
