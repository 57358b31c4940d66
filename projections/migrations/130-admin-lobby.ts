import type { Knex } from 'knex';

export const name = '130-admin-lobby';

// The platform admin's Event Lobby (spec 3 §2.2, §4, §5).
export async function up(knex: Knex): Promise<void> {
  // A booth's place comes from its fair's booth-order stream, whose revision is not the booth stream's.
  await knex.schema.alterTable('booths', (t) => {
    t.bigInteger('order_revision');
  });
  // The fair's own logo (Upload Logo), a storage key.
  await knex.schema.alterTable('jobfairs', (t) => {
    t.string('logo_key', 500);
  });
  // Why a seeker is no longer in a booth's queue when an admin took them out; gone when they enter it again.
  await knex.schema.createTable('queue_admin_removals', (t) => {
    t.uuid('job_fair_id').notNullable();
    t.uuid('seeker_id').notNullable();
    t.uuid('booth_id').notNullable();
    t.string('queue_id', 200).notNullable();
    t.uuid('entry_id').notNullable();
    t.string('reason', 40).notNullable();
    t.text('note');
    t.uuid('removed_by').notNullable();
    t.timestamp('removed_at', { useTz: true }).notNullable();
    t.primary(['job_fair_id', 'seeker_id', 'booth_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('queue_admin_removals');
  await knex.schema.alterTable('jobfairs', (t) => {
    t.dropColumn('logo_key');
  });
  await knex.schema.alterTable('booths', (t) => {
    t.dropColumn('order_revision');
  });
}
