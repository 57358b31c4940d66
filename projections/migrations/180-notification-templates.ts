import type { Knex } from 'knex';

export const name = '180-notification-templates';

// spec 3 §3 Notification template: one row per templateId and channel (the stream's key). Delivery reads
// the enabled templates of an event type, hence the index.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notification_templates', (t) => {
    t.text('template_id').notNullable();
    t.text('channel').notNullable();
    t.text('event_type').notNullable();
    t.text('recipient_type').notNullable();
    t.text('subject').notNullable();
    t.text('body').notNullable();
    t.boolean('enabled').notNullable();
    t.jsonb('tags').notNullable();
    t.jsonb('metadata').notNullable();
    t.jsonb('send_relative_to');
    t.text('sender');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.bigInteger('revision').notNullable();
    t.primary(['template_id', 'channel']);
    t.index(['event_type', 'enabled']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notification_templates');
}
