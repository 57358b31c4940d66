import type { Knex } from 'knex';

export const name = '152-booth-question-answers';

export async function up(knex: Knex): Promise<void> {
  // spec 1 §7 boothQuestionAnswers: a seeker's latest answers at a booth, saved on their own or by entering its queue.
  await knex.schema.createTable('booth_question_answers', (t) => {
    t.uuid('booth_id').notNullable();
    t.uuid('job_seeker_id').notNullable();
    t.uuid('job_fair_id').notNullable();
    t.jsonb('answers').notNullable();
    t.timestamp('saved_at', { useTz: true }).notNullable();
    t.primary(['booth_id', 'job_seeker_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('booth_question_answers');
}
