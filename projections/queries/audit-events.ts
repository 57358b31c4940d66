import type { Knex } from 'knex';
import type { AuditCursor } from '../../domain/audit/audit-cursor';
import type { AuditFilter } from '../../domain/audit/audit-filter';
import type { AuditEventView } from '../../domain/audit/audit-event-view';
import type { EventMetadata } from '../../domain/shared/event';

// The event-history console's reads over audit_events (migration 200). Which index serves each filter is
// in docs/audit.md; every query is a keyset page (position beyond the cursor, LIMIT), never an OFFSET.

type AuditEventRow = {
  position: string;
  event_id: string;
  stream_id: string;
  revision: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  organization_id: string | null;
  job_fair_id: string | null;
};

const COLUMNS = ['position', 'event_id', 'stream_id', 'revision', 'type', 'data', 'metadata', 'organization_id', 'job_fair_id'];

const toView = (row: AuditEventRow): AuditEventView => ({
  position: String(row.position),
  eventId: row.event_id,
  streamId: row.stream_id,
  revision: String(row.revision),
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  organizationId: row.organization_id,
  jobFairId: row.job_fair_id,
});

/** The organization an org auditor is held to; null reads every organization. */
export type AuditReadScope = Readonly<{ organizationId: string | null }>;

/** A prefix that is a whole stream kind (`queue`, `queue-`) uses the category index; any other a range of stream ids. */
const WHOLE_CATEGORY = /^([a-z]+)-?$/;
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const filtered = (db: Knex, filter: AuditFilter, scope: AuditReadScope) => {
  const query = db('audit_events');
  if (scope.organizationId) query.where('organization_id', scope.organizationId);
  if (filter.stream) query.where('stream_id', filter.stream);
  if (filter.streamPrefix) {
    const category = WHOLE_CATEGORY.exec(filter.streamPrefix);
    if (category) query.where('stream_category', category[1]!);
    else query.whereLike('stream_id', likePrefix(filter.streamPrefix));
  }
  if (filter.type) query.where('type', filter.type);
  if (filter.actorId) query.where('actor_id', filter.actorId);
  if (filter.organizationId) query.where('organization_id', filter.organizationId);
  if (filter.jobFairId) query.where('job_fair_id', filter.jobFairId);
  if (filter.correlationId) query.where('correlation_id', filter.correlationId);
  if (filter.from) query.where('at', '>=', filter.from);
  if (filter.to) query.where('at', '<=', filter.to);
  return query;
};

/** One page of the log: `limit` events after the cursor in the filter's order, and whether more follow. */
export const queryAuditEvents = async (
  db: Knex,
  filter: AuditFilter,
  scope: AuditReadScope,
  cursor: AuditCursor | null,
  limit: number,
): Promise<{ events: AuditEventView[]; last: bigint | null }> => {
  const query = filtered(db, filter, scope).select<AuditEventRow[]>(COLUMNS);
  if (cursor) query.where('position', filter.order === 'desc' ? '<' : '>', String(cursor.position));
  const rows: AuditEventRow[] = await query.orderBy('position', filter.order).limit(limit + 1);
  const events = rows.slice(0, limit).map(toView);
  return { events, last: rows.length > limit ? BigInt(events[events.length - 1]!.position) : null };
};

/** Every event of the query, page by page, for an export: memory holds one page however long the answer. */
export async function* auditEventPages(
  db: Knex,
  filter: AuditFilter,
  scope: AuditReadScope,
  pageSize = 1000,
): AsyncGenerator<AuditEventView[]> {
  let cursor: AuditCursor | null = null;
  for (;;) {
    const { events, last } = await queryAuditEvents(db, filter, scope, cursor, pageSize);
    if (events.length > 0) yield events;
    if (last === null) return;
    cursor = { position: last, order: filter.order };
  }
}

const inScope = <TRecord extends object, TResult>(
  query: Knex.QueryBuilder<TRecord, TResult>,
  scope: AuditReadScope,
): Knex.QueryBuilder<TRecord, TResult> => (scope.organizationId ? query.where('organization_id', scope.organizationId) : query);

/** One event by its global position, if the scope may read it. */
export const auditEventAt = async (db: Knex, position: bigint, scope: AuditReadScope): Promise<AuditEventView | null> => {
  const row: AuditEventRow | undefined = await inScope(
    db('audit_events').select<AuditEventRow[]>(COLUMNS).where('position', String(position)),
    scope,
  ).first();
  return row ? toView(row) : null;
};

/** The event whose id is `causationId` (null when a request or the system caused it: no such event). */
export const auditEventById = async (db: Knex, eventId: string, scope: AuditReadScope): Promise<AuditEventView | null> => {
  if (!/^[0-9a-f-]{36}$/i.test(eventId)) return null;
  const row: AuditEventRow | undefined = await inScope(
    db('audit_events').select<AuditEventRow[]>(COLUMNS).where('event_id', eventId),
    scope,
  ).first();
  return row ? toView(row) : null;
};

/** The events an event caused (their causationId is its id), oldest first; at most `limit`. */
export const auditEventsCausedBy = async (db: Knex, eventId: string, scope: AuditReadScope, limit = 100): Promise<AuditEventView[]> =>
  (
    await inScope(db('audit_events').select<AuditEventRow[]>(COLUMNS).where('causation_id', eventId), scope)
      .orderBy('position')
      .limit(limit)
  ).map(toView);

/** How many events share a correlation id (served by the correlation index). */
export const correlationGroupSize = async (db: Knex, correlationId: string, scope: AuditReadScope): Promise<number> => {
  const row = await inScope(
    db('audit_events').count<{ count: string }[]>('* as count').where('correlation_id', correlationId),
    scope,
  ).first();
  return Number(row?.count ?? 0);
};
