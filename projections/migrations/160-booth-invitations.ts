import type { Knex } from 'knex';

export const name = '160-booth-invitations';

export async function up(knex: Knex): Promise<void> {
  // A booth's latest invitation of each job seeker (spec 3 §7 invite changes by candidate); `revision` is the
  // invitation stream's, so a replayed event changes nothing.
  await knex.schema.createTable('booth_invitations', (t) => {
    t.uuid('booth_id').notNullable();
    t.uuid('job_seeker_id').notNullable();
    t.uuid('invitation_id').notNullable();
    t.uuid('job_fair_id').notNullable();
    t.uuid('organization_id').notNullable();
    t.text('status').notNullable();
    t.uuid('invited_by').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.timestamp('changed_at', { useTz: true }).notNullable();
    t.bigInteger('revision').notNullable();
    t.primary(['booth_id', 'job_seeker_id']);
    t.index(['job_fair_id', 'job_seeker_id']);
  });
  // spec 2 §3 Queue user isInvited: the invitation the entry was made with, or one that came while waiting.
  await knex.schema.alterTable('queue_entries', (t) => {
    t.uuid('invitation_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('queue_entries', (t) => {
    t.dropColumn('invitation_id');
  });
  await knex.schema.dropTable('booth_invitations');
}
