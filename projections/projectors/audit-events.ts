import type { Knex } from 'knex';
import type { DomainEvent } from '../../domain/events';
import { eventCatalogue } from '../../domain/events';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';
import { AUDIT_LOG_KEY } from '../queries/change-keys';
import { placeEvent, scopeKeysOf, type AuditScope, type ScopeMemory } from './audit-scope';

const EVERY_EVENT_TYPE = Object.values(eventCatalogue).flatMap<DomainEvent['type']>(({ events }) => events);

/** `queue` of `queue-<boothId>-<groupId>`: the kind of stream, served by its own index (docs/audit.md). */
export const streamCategory = (streamId: string) => streamId.split('-', 1)[0]!;

const loadMemory = async (trx: Knex.Transaction, keys: readonly string[]): Promise<ScopeMemory> => {
  const rows = await trx<{ key: string; organization_id: string | null; job_fair_id: string | null }>('audit_scopes').whereIn('key', [
    ...new Set(keys),
  ]);
  return new Map(rows.map((row) => [row.key, { organizationId: row.organization_id, jobFairId: row.job_fair_id }]));
};

const row = (event: RecordedEvent<DomainEvent>, scope: AuditScope) => ({
  position: String(event.position),
  event_id: event.id,
  stream_id: event.streamId,
  stream_category: streamCategory(event.streamId),
  revision: String(event.revision),
  type: event.type,
  data: event.data,
  metadata: event.metadata,
  actor_id: event.metadata.actorId,
  actor_role: event.metadata.actorRole,
  correlation_id: event.metadata.correlationId,
  causation_id: event.metadata.causationId,
  at: event.metadata.at,
  organization_id: scope.organizationId,
  job_fair_id: scope.jobFairId,
});

const applyAll = async (trx: Knex.Transaction, events: readonly RecordedEvent<DomainEvent>[]): Promise<string[]> => {
  if (events.length === 0) return [];
  const memory = await loadMemory(trx, events.flatMap(scopeKeysOf));
  const learnt = new Set<string>();
  const rows = events.map((event) => {
    const placed = placeEvent(event, memory);
    placed.learnt.forEach((key) => learnt.add(key));
    return row(event, placed.scope);
  });
  // One statement for the whole run; a replayed position is already there and changes nothing.
  const inserted = await trx.raw<{ rowCount: number | null }>(
    `INSERT INTO audit_events (position, event_id, stream_id, stream_category, revision, type, data, metadata, actor_id, actor_role,
       correlation_id, causation_id, at, organization_id, job_fair_id)
     SELECT position, event_id, stream_id, stream_category, revision, type, data, metadata, actor_id, actor_role,
       correlation_id, causation_id, at, organization_id, job_fair_id
     FROM json_to_recordset(?::json) AS e(position bigint, event_id uuid, stream_id text, stream_category text, revision bigint,
       type text, data json, metadata json, actor_id text, actor_role text, correlation_id text, causation_id text, at timestamptz,
       organization_id uuid, job_fair_id uuid)
     ON CONFLICT (position) DO NOTHING`,
    [JSON.stringify(rows)],
  );
  if (learnt.size > 0) {
    const scopes = [...learnt].map((key) => ({
      key,
      organization_id: memory.get(key)!.organizationId,
      job_fair_id: memory.get(key)!.jobFairId,
    }));
    await trx('audit_scopes').insert(scopes).onConflict('key').merge();
  }
  // Only a run that added events tells the live tail; a replay announces nothing.
  return (inserted.rowCount ?? 0) > 0 ? [AUDIT_LOG_KEY] : [];
};

/** The event-history console's copy of the log, one row per event with its filters pulled out (migration 200). */
export const auditEventsProjector = defineProjector({
  name: 'auditEvents',
  handles: EVERY_EVENT_TYPE,
  tables: ['audit_events', 'audit_scopes'],
  apply: (trx, event) => applyAll(trx, [event]),
  applyAll,
});
