import type { Knex } from 'knex';

export const name = '221-fair-staffing';

export async function up(knex: Knex): Promise<void> {
  // Every queue entry's wait: entered, called to an interview (cleared when the call is returned), left.
  // The waits chart reads called_at - entered_at; the staffing view counts entries neither called nor left.
  await knex.schema.createTable('report_queue_waits', (t) => {
    t.uuid('entry_id').primary();
    t.uuid('booth_id').notNullable();
    t.uuid('job_fair_id').notNullable();
    t.timestamp('entered_at', { useTz: true }).notNullable();
    t.timestamp('called_at', { useTz: true });
    t.timestamp('left_at', { useTz: true });
    t.index(['job_fair_id', 'booth_id']);
  });
  // Each recruiter's availability in a fair, as the staffing model saw it (its own copy: a projector reads only its tables).
  await knex.schema.createTable('report_recruiter_staffing', (t) => {
    t.uuid('job_fair_id').notNullable();
    t.uuid('recruiter_id').notNullable();
    t.uuid('booth_id').notNullable();
    t.boolean('is_available').notNullable();
    t.primary(['job_fair_id', 'recruiter_id']);
  });
  // Five-minute buckets per booth ('' = the whole fair): the last and highest number waiting, the last
  // number of recruiters available, interviews started. A bucket exists only when something changed in it;
  // readers carry the last values forward.
  await knex.schema.createTable('report_staffing_buckets', (t) => {
    t.uuid('job_fair_id').notNullable();
    t.text('booth_id').notNullable();
    t.timestamp('bucket_start', { useTz: true }).notNullable();
    t.integer('waiting').notNullable();
    t.integer('peak_waiting').notNullable();
    t.integer('available').notNullable();
    t.integer('interviews_started').notNullable();
    t.primary(['job_fair_id', 'booth_id', 'bucket_start']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['report_staffing_buckets', 'report_recruiter_staffing', 'report_queue_waits']) await knex.schema.dropTable(table);
}
