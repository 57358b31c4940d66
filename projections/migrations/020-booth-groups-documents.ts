import type { Knex } from 'knex';

export const name = '020-booth-groups-documents';

// spec 2 §3 Booth and Group: company documents and sub-booth groups; deleted booths stay as tombstones
// so a replayed BoothCreated cannot bring one back.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('booths', (t) => {
    t.jsonb('company_documents').notNullable().defaultTo('[]');
    t.jsonb('sub_booths').notNullable().defaultTo('[]');
    t.timestamp('updated_at', { useTz: true });
    t.timestamp('deleted_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('booths', (t) => {
    t.dropColumn('company_documents');
    t.dropColumn('sub_booths');
    t.dropColumn('updated_at');
    t.dropColumn('deleted_at');
  });
}
