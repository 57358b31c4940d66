import type { Knex } from 'knex';

export const name = '060-interview-room';

export async function up(knex: Knex): Promise<void> {
  // spec 2 §3 Interview session, §7: the room's timer (the booth's length at the offer, extensions, the
  // end the server enforces), the chat transcript (spec 2 §3 Chat message) and the video room.
  await knex.schema.alterTable('interview_sessions', (t) => {
    t.integer('chat_duration').notNullable().defaultTo(600_000);
    t.integer('duration_added').notNullable().defaultTo(0);
    t.timestamp('ends_at', { useTz: true });
    t.jsonb('chat_transcript').notNullable().defaultTo('[]');
    t.text('video_provider');
    t.text('video_room_id');
    // The durable timer of running interviews (status IN_PROGRESS, ends_at due), and the report's pages.
    t.index(['status', 'ends_at']);
    t.index(['booth_id', 'created_at']);
  });
  // spec 1 §3 Review of a user: one per session and rater.
  await knex.schema.createTable('reviews', (t) => {
    t.uuid('interview_session_id').notNullable();
    t.uuid('rated_by').notNullable();
    t.uuid('vjfp_user_id').notNullable();
    t.uuid('job_fair_id').notNullable();
    t.uuid('organization_id').notNullable();
    t.uuid('booth_id').notNullable();
    t.text('booth_name').notNullable();
    t.integer('rating');
    t.text('notes').notNullable();
    t.timestamp('saved_at', { useTz: true }).notNullable();
    t.bigInteger('revision').notNullable();
    t.primary(['interview_session_id', 'rated_by']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('reviews');
  await knex.schema.alterTable('interview_sessions', (t) => {
    t.dropIndex(['booth_id', 'created_at']);
    t.dropIndex(['status', 'ends_at']);
    for (const column of ['chat_duration', 'duration_added', 'ends_at', 'chat_transcript', 'video_provider', 'video_room_id'])
      t.dropColumn(column);
  });
}
