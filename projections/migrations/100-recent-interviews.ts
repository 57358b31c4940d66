import type { Knex } from 'knex';

export const name = '100-recent-interviews';

export async function up(knex: Knex): Promise<void> {
  // The estimated wait reads each queue's last ended interviews (projections/queries/queues.ts).
  await knex.schema.alterTable('interview_sessions', (t) => t.index(['queue_id', 'ended_at']));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('interview_sessions', (t) => t.dropIndex(['queue_id', 'ended_at']));
}
