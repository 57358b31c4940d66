import type { Knex } from 'knex';

export const name = '050-booth-resumes';

export async function up(knex: Knex): Promise<void> {
  // spec 2 §3 Resume drop-off: one row per job seeker per booth; the stream revision guards replays.
  await knex.schema.createTable('booth_resumes', (t) => {
    t.uuid('id').primary();
    t.uuid('booth_id').notNullable().index();
    t.uuid('job_fair_id').notNullable();
    t.uuid('organization_id').notNullable();
    t.uuid('job_seeker_id').notNullable();
    t.text('file_name').notNullable();
    t.text('resume_s3_key').notNullable();
    t.text('job_title').notNullable();
    t.text('notes').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.bigInteger('revision').notNullable();
    t.unique(['booth_id', 'job_seeker_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('booth_resumes');
}
