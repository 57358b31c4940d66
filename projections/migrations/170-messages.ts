import type { Knex } from 'knex';

export const name = '170-messages';

export async function up(knex: Knex): Promise<void> {
  // spec 1 §3 Message: one row per message; the messages-by-topic subscription reads a topic's newest.
  await knex.schema.createTable('messages', (t) => {
    t.uuid('id').primary();
    t.uuid('job_fair_id').notNullable().index();
    t.text('topic_id').notNullable();
    t.text('message').notNullable();
    t.uuid('created_by').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    // Clear Notifications (spec 3 §2.2) deletes the receipts; the message stays for the log's sake but leaves its topic.
    t.timestamp('cleared_at', { useTz: true });
    t.index(['topic_id', 'created_at']);
  });
  // spec 1 §3 Message receipt: one row per recipient of a message, written set-wise for a broadcast.
  await knex.schema.createTable('message_receipts', (t) => {
    t.uuid('id').primary();
    t.uuid('message_id').notNullable();
    t.uuid('recipient_id').notNullable();
    t.uuid('job_fair_id').notNullable();
    t.text('topic_id').notNullable();
    t.boolean('read').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['message_id', 'recipient_id']);
    t.index(['recipient_id', 'job_fair_id']);
    t.index(['job_fair_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('message_receipts');
  await knex.schema.dropTable('messages');
}
