import type { Knex } from 'knex';

export const name = '032-interview-sessions';

export async function up(knex: Knex): Promise<void> {
  // spec 2 §3 Queue user: "id holds the interview session id when interviewing", with the interviewer.
  await knex.schema.alterTable('queue_entries', (t) => {
    t.uuid('session_id');
    t.uuid('recruiter_id');
  });
  await knex.schema.alterTable('recruiter_availability', (t) => t.uuid('session_id'));
  // spec 2 §3 Interview session; expires_at drives the server's 21-second timeout.
  await knex.schema.createTable('interview_sessions', (t) => {
    t.uuid('id').primary();
    t.uuid('job_fair_id').notNullable();
    t.uuid('booth_id').notNullable();
    t.text('queue_id').notNullable();
    t.uuid('organization_id').notNullable();
    t.uuid('candidate_id').notNullable().index();
    t.uuid('recruiter_id').notNullable().index();
    t.uuid('queue_user_id').notNullable();
    t.integer('candidate_score').notNullable();
    t.integer('candidate_max_score').notNullable();
    t.text('status').notNullable();
    t.text('end_reason');
    t.text('ended_by');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('interview_started_at', { useTz: true });
    t.timestamp('ended_at', { useTz: true });
    t.bigInteger('revision').notNullable();
    t.index(['status', 'expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('interview_sessions');
  await knex.schema.alterTable('recruiter_availability', (t) => t.dropColumn('session_id'));
  await knex.schema.alterTable('queue_entries', (t) => {
    t.dropColumn('session_id');
    t.dropColumn('recruiter_id');
  });
}
