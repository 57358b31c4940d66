import type { Knex } from 'knex';

export const name = '150-resume-pdf-copies';

export async function up(knex: Knex): Promise<void> {
  // spec 1 §7 /documents/convert: the PDF copy of a Word or text resume, by the resume's storage key.
  await knex.schema.createTable('resume_pdf_copies', (t) => {
    t.text('resume_key').primary();
    t.uuid('user_id').notNullable();
    t.text('pdf_key').notNullable();
    t.timestamp('made_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('resume_pdf_copies');
}
