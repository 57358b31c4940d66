import type { Knex } from 'knex';

export const name = '120-companies';

export async function up(knex: Knex): Promise<void> {
  // spec 3 §2.2: the admin's Companies table, one row per organization. Facts arrive on the organization
  // stream in order, but progress may be raised before the details are first saved, so the details are
  // nullable and the list shows only saved organizations.
  await knex.schema.createTable('companies', (t) => {
    t.uuid('id').primary();
    t.text('company_name');
    t.text('city');
    t.text('state');
    t.timestamp('created_at', { useTz: true });
    t.uuid('created_by');
    t.uuid('sponsor_id');
    t.text('sponsor_name');
    t.integer('onboarding_progress').notNullable().defaultTo(0);
    t.text('last_completed_step');
    /** Revision of the organization stream last applied: a replayed event changes nothing. */
    t.bigInteger('revision').notNullable();
  });
  // The sponsors' names as the companies projector has seen them (SponsorCreated/Updated/Deleted), so a company
  // saved with a sponsor (registered through its invitation) shows that sponsor's name.
  await knex.schema.createTable('company_sponsor_names', (t) => {
    t.uuid('sponsor_id').primary();
    t.text('name');
  });
  // Keyset pages (spec 3 §9 Load More): each sort walks one of these indexes from the cursor on.
  await knex.raw('create index companies_by_name on companies (lower(company_name), id) where company_name is not null');
  await knex.raw('create index companies_by_created_at on companies (created_at, id) where company_name is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('company_sponsor_names');
  await knex.schema.dropTable('companies');
}
