import type { Knex } from 'knex';

export const name = '200-audit';

/**
 * The event-history console's read models (docs/audit.md). `audit_events` is the log again,
 * keyed by global position, with the columns each console filter needs pulled out of the envelope and
 * the organization and job fair each event belongs to resolved once, at projection time. Every filter
 * has an index that ends in position, so a page is a range scan from the cursor in either direction.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('auditors', (t) => {
    t.uuid('user_id').primary();
    t.uuid('organization_id');
    t.text('granted_by').notNullable();
    t.timestamp('granted_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.bigInteger('revision').notNullable();
  });
  await knex.raw(`
    create table audit_events (
      position bigint primary key,
      event_id uuid not null unique,
      stream_id text collate "C" not null,
      stream_category text collate "C" not null,
      revision bigint not null,
      type text not null,
      data jsonb not null,
      metadata jsonb not null,
      actor_id text,
      actor_role text,
      correlation_id text,
      causation_id text,
      at timestamptz not null,
      organization_id uuid,
      job_fair_id uuid
    )`);
  // One index per filter, each ending in position: the planner walks it from the cursor and stops at the page size.
  await knex.raw('create index audit_events_by_stream on audit_events (stream_id, position)');
  await knex.raw('create index audit_events_by_category on audit_events (stream_category, position)');
  await knex.raw('create index audit_events_by_type on audit_events (type, position)');
  await knex.raw('create index audit_events_by_actor on audit_events (actor_id, position)');
  await knex.raw('create index audit_events_by_organization on audit_events (organization_id, position)');
  await knex.raw('create index audit_events_by_job_fair on audit_events (job_fair_id, position)');
  await knex.raw('create index audit_events_by_correlation on audit_events (correlation_id, position)');
  await knex.raw('create index audit_events_by_causation on audit_events (causation_id)');
  await knex.raw('create index audit_events_by_time on audit_events (at, position)');
  // What the projector learnt about where a fair, a booth or a stream belongs: `fair:<id>`, `booth:<id>`, `stream:<id>`.
  await knex.schema.createTable('audit_scopes', (t) => {
    t.text('key').primary();
    t.uuid('organization_id');
    t.uuid('job_fair_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_scopes');
  await knex.schema.dropTable('audit_events');
  await knex.schema.dropTable('auditors');
}
