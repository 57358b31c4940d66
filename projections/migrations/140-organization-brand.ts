import type { Knex } from 'knex';

export const name = '140-organization-brand';

export async function up(knex: Knex): Promise<void> {
  // The colour the organization's job seeker pages wear (domain/organization/brand-color.ts).
  await knex.schema.alterTable('organizations', (t) => t.text('brand_color').nullable());
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('organizations', (t) => t.dropColumn('brand_color'));
}
