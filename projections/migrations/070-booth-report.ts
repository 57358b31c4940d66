import type { Knex } from 'knex';

export const name = '070-booth-report';

export async function up(knex: Knex): Promise<void> {
  // spec 2 §3 Booth metrics: the people behind each count, one row per person, so a replay or a second
  // visit counts nobody twice and a count is one indexed COUNT.
  await knex.schema.createTable('report_fair_logins', (t) => {
    t.uuid('job_fair_id').notNullable();
    t.uuid('user_id').notNullable();
    t.timestamp('first_at', { useTz: true }).notNullable();
    t.primary(['job_fair_id', 'user_id']);
  });
  for (const table of ['report_booth_visitors', 'report_booth_entrants']) {
    await knex.schema.createTable(table, (t) => {
      t.uuid('booth_id').notNullable();
      t.uuid('job_fair_id').notNullable();
      t.uuid('user_id').notNullable();
      t.timestamp('first_at', { useTz: true }).notNullable();
      t.primary(['booth_id', 'user_id']);
    });
  }
  // The answers of every queue entry, kept after the entry leaves the queue (queue_entries forgets them),
  // for the report's 'Queue Questions' of a conversation (the session's queueUserId is the entry id).
  await knex.schema.createTable('report_entry_answers', (t) => {
    t.uuid('entry_id').primary();
    t.uuid('booth_id').notNullable();
    t.uuid('seeker_id').notNullable();
    t.integer('score').notNullable();
    t.integer('max_score').notNullable();
    t.jsonb('answers').notNullable();
  });
  // Every question a booth ever asked, by id, so answers keep their wording after the booth changes its questions.
  await knex.schema.createTable('report_questions', (t) => {
    t.uuid('booth_id').notNullable();
    t.text('question_id').notNullable();
    t.text('name').notNullable();
    t.integer('rank').notNullable();
    t.bigInteger('revision').notNullable();
    t.primary(['booth_id', 'question_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['report_questions', 'report_entry_answers', 'report_booth_entrants', 'report_booth_visitors', 'report_fair_logins'])
    await knex.schema.dropTable(table);
}
