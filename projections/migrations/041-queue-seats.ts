import type { Knex } from 'knex';

export const name = '041-queue-seats';

export async function up(knex: Knex): Promise<void> {
  // Taken seats (one queue per fair per seeker), so the repair process finds a seat whose entry is gone.
  await knex.schema.createTable('queue_seats', (t) => {
    t.uuid('job_fair_id').notNullable();
    t.uuid('seeker_id').notNullable();
    t.text('queue_id').notNullable();
    t.uuid('entry_id').notNullable();
    t.timestamp('taken_at', { useTz: true }).notNullable();
    // Kept after the seat is freed, so the revision still guards a replayed take.
    t.timestamp('freed_at', { useTz: true });
    t.bigInteger('revision').notNullable();
    t.primary(['job_fair_id', 'seeker_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('queue_seats');
}
