import type { Knex } from 'knex';

export const name = '190-notification-delivery';

// Spec 3 §3.1: the notification delivery process manager's own records (docs/architecture.md
// "Notification delivery"). Not a projector's model: a rebuild of the read models leaves them alone, which
// is what keeps a rebuild from sending anything twice.
export async function up(knex: Knex): Promise<void> {
  // Where the process manager stands in the event log; one row, locked by whichever process follows.
  await knex.schema.createTable('notification_delivery_checkpoint', (t) => {
    t.text('id').primary();
    t.text('checkpoint').notNullable();
  });
  // One timer per template × occurrence: when the template's sends for that occurrence are due.
  await knex.schema.createTable('notification_schedules', (t) => {
    t.text('id').primary();
    t.text('template_id').notNullable();
    t.text('channel').notNullable();
    t.text('event_type').notNullable();
    t.text('recipient_type').notNullable();
    t.text('occurrence_id').notNullable();
    t.uuid('job_fair_id').index();
    t.uuid('organization_id');
    t.uuid('user_id');
    t.jsonb('fields').notNullable();
    // The template's sendRelativeTo when the send is timed by a moment (null: sent when it happened).
    t.jsonb('relative_to');
    // Timed by the fair's start: moved when the fair moves, cancelled when it is deleted or deactivated.
    t.boolean('follows_fair').notNullable().defaultTo(false);
    t.timestamp('due_at', { useTz: true }).notNullable();
    t.text('status').notNullable();
    t.text('reason');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['status', 'due_at']);
  });
  // One row per send, keyed by its idempotency key (template × recipient × occurrence), written before delivery.
  await knex.schema.createTable('notification_sends', (t) => {
    t.text('idempotency_key').primary();
    t.uuid('id').notNullable().unique();
    t.text('schedule_id').notNullable();
    t.text('template_id').notNullable();
    t.text('channel').notNullable();
    t.text('event_type').notNullable().index();
    t.uuid('job_fair_id');
    t.uuid('recipient_user_id');
    t.text('recipient');
    t.text('sender');
    t.text('subject');
    t.text('html').notNullable();
    t.text('text').notNullable();
    t.text('status').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('retries').notNullable().defaultTo(0);
    t.text('reason');
    t.timestamp('claimed_until', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['status', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notification_sends');
  await knex.schema.dropTable('notification_schedules');
  await knex.schema.dropTable('notification_delivery_checkpoint');
}
