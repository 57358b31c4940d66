import type { Knex } from 'knex';

export const name = '110-sponsors';

// spec 3 §3 Sponsor. A deleted sponsor keeps its row (deleted = true) with the revision that deleted it,
// so a replayed creation cannot bring it back.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sponsors', (t) => {
    t.uuid('id').primary();
    t.text('name').notNullable();
    t.text('description').notNullable().defaultTo('');
    /** Null once disassociated; one sponsor per subdomain is the reservation streams' rule, not this table's. */
    t.text('subdomain').index();
    t.text('sponsored_by_text').notNullable();
    t.boolean('deleted').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.bigInteger('revision').notNullable();
    t.index(['name', 'id']);
  });
  await knex.schema.alterTable('organizations', (t) => t.index(['sponsor_id']));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('organizations', (t) => t.dropIndex(['sponsor_id']));
  await knex.schema.dropTable('sponsors');
}
