import type { Knex } from 'knex';
import type { DomainEvent } from '../../domain/events';
import { eventCatalogue } from '../../domain/events';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';
import { AUDIT_LOG_KEY } from '../queries/change-keys';
import { placeEvent, scopeKeysOf, type AuditScope, type ScopeMemory } from './audit-scope';
import { copyRows } from './copy-rows';

const EVERY_EVENT_TYPE = Object.values(eventCatalogue).flatMap<DomainEvent['type']>(({ events }) => events);

/** `queue` of `queue-<boothId>-<groupId>`: the kind of stream, served by its own index (docs/audit.md). */
export const streamCategory = (streamId: string) => streamId.split('-', 1)[0]!;

const loadMemory = async (trx: Knex.Transaction, keys: readonly string[]): Promise<ScopeMemory> => {
  const rows = await trx<{ key: string; organization_id: string | null; job_fair_id: string | null }>('audit_scopes').whereIn('key', [
    ...new Set(keys),
  ]);
  return new Map(rows.map((row) => [row.key, { organizationId: row.organization_id, jobFairId: row.job_fair_id }]));
};

const COLUMNS = [
  'position',
  'event_id',
  'stream_id',
  'stream_category',
  'revision',
  'type',
  'data',
  'metadata',
  'actor_id',
  'actor_role',
  'correlation_id',
  'causation_id',
  'at',
  'organization_id',
  'job_fair_id',
];

const row = (event: RecordedEvent<DomainEvent>, scope: AuditScope) => [
  String(event.position),
  event.id,
  event.streamId,
  streamCategory(event.streamId),
  String(event.revision),
  event.type,
  JSON.stringify(event.data),
  JSON.stringify(event.metadata),
  event.metadata.actorId ?? null,
  event.metadata.actorRole ?? null,
  event.metadata.correlationId ?? null,
  event.metadata.causationId ?? null,
  event.metadata.at,
  scope.organizationId,
  scope.jobFairId,
];

/** The positions of `events` already in audit_events: a replayed run writes nothing again. */
const storedPositions = async (trx: Knex.Transaction, events: readonly RecordedEvent<DomainEvent>[]) => {
  const { rows } = await trx.raw<{ rows: { position: string }[] }>('SELECT position FROM audit_events WHERE position = ANY(?::bigint[])', [
    events.map((event) => String(event.position)),
  ]);
  return new Set(rows.map((stored) => stored.position));
};

const applyAll = async (trx: Knex.Transaction, events: readonly RecordedEvent<DomainEvent>[]): Promise<string[]> => {
  if (events.length === 0) return [];
  const stored = await storedPositions(trx, events);
  const fresh = events.filter((event) => !stored.has(String(event.position)));
  if (fresh.length === 0) return [];
  const memory = await loadMemory(trx, fresh.flatMap(scopeKeysOf));
  const learnt = new Set<string>();
  const rows = fresh.map((event) => {
    const placed = placeEvent(event, memory);
    placed.learnt.forEach((key) => learnt.add(key));
    return row(event, placed.scope);
  });
  // COPY, not INSERT: this table takes every event of the log (docs/benchmarks.md "Rebuilding the read models").
  await copyRows(trx, 'audit_events', COLUMNS, rows);
  if (learnt.size > 0) {
    const scopes = [...learnt].map((key) => ({
      key,
      organization_id: memory.get(key)!.organizationId,
      job_fair_id: memory.get(key)!.jobFairId,
    }));
    await trx('audit_scopes').insert(scopes).onConflict('key').merge();
  }
  // Only a run that added events tells the live tail; a replay announces nothing.
  return [AUDIT_LOG_KEY];
};

/** The event-history console's copy of the log, one row per event with its filters pulled out (migration 200). */
export const auditEventsProjector = defineProjector({
  name: 'auditEvents',
  handles: EVERY_EVENT_TYPE,
  tables: ['audit_events', 'audit_scopes'],
  apply: (trx, event) => applyAll(trx, [event]),
  applyAll,
});
