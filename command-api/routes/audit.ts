import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decodeAuditCursor, encodeAuditCursor } from '../../domain/audit/audit-cursor';
import { auditFilterSchema } from '../../domain/audit/audit-filter';
import { AUDIT_EVENT_READERS, type AuditEventDetail, type AuditEventView } from '../../domain/audit/audit-event-view';
import { redactPersonalData } from '../../domain/audit/personal-data';
import { hasRole } from '../../domain/auth/roles';
import { AUDIT_EXPORT_FORMATS } from '../../domain/audit/audit-query-record';
import { NotFound, ValidationFailed } from '../../domain/shared/errors';
import {
  auditEventAt,
  auditEventById,
  auditEventPages,
  auditEventsCausedBy,
  correlationGroupSize,
  queryAuditEvents,
} from '../../projections/queries/audit-events';
import { positionsInReport } from '../../projections/queries/report-trace-events';
import { requirePrincipal } from '../access/route-access';
import { AUDIT_EXPORT_TYPES, auditExportStream } from '../http/audit-export';
import { auditReadScope } from '../access/audit-scope';
import { commandContextOf } from '../http/command-context';
import { envelopeOf, failures, success } from '../http/envelope';
import { tracedEventPlace } from '../access/traced-event-scope';
import { recordAuditEventView, recordAuditExport, recordAuditQuery } from '../application/audit/record-audit-query';

// The event-history console (docs/audit.md): reads of the log for platform admins and
// auditors. Each read is recorded as an event (appended) before it is answered; the console shows the
// record as soon as the projector has passed it, without holding the answer back for that.
const READERS = ['Admin', 'Auditor'] as const;
// One event's envelope is also open to the staff whose report traces it (docs/audit.md "Links from reports").
const EVENT_READERS = [...READERS, 'EmployerAdmin', 'Recruiter'] as const;
const tags = ['audit'];
const PAGE = 50;

const eventSchema = z.object({
  position: z.string(),
  eventId: z.string(),
  streamId: z.string(),
  revision: z.string(),
  type: z.string(),
  data: z.unknown(),
  metadata: z.object({
    correlationId: z.string(),
    causationId: z.string().nullable(),
    actorId: z.string().nullable(),
    actorRole: z.string().nullable(),
    at: z.string(),
    idempotencyKey: z.string().optional(),
  }),
  organizationId: z.string().nullable(),
  jobFairId: z.string().nullable(),
}) satisfies z.ZodType<AuditEventView>;

const pageQuery = auditFilterSchema.extend({
  cursor: z.string().max(60, 'Cursor is not valid').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(PAGE),
});
const exportQuery = auditFilterSchema.extend({
  format: z.enum(AUDIT_EXPORT_FORMATS, { error: 'Format must be ndjson or csv' }),
  redact: z.enum(['true', 'false'], { error: 'Redact must be true or false' }).default('true'),
});
const positionParams = z.object({ position: z.string().regex(/^\d{1,18}$/, 'Position must be a whole number') });

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/audit/events',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary:
          'Query the event log: by stream, stream prefix, type, actor, organization, job fair, correlation and time, a page at a time',
        description:
          'Newest first (order=desc) or oldest first (asc). nextCursor continues the same query; a cursor of the other order is 400. Recorded as AuditLogQueried.',
        querystring: pageQuery,
        response: {
          200: envelopeOf(z.object({ events: z.array(eventSchema), nextCursor: z.string().nullable() })),
          ...failures(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { cursor: token, limit, ...filter } = request.query;
      const cursor = token === undefined ? null : decodeAuditCursor(token, filter.order);
      if (token !== undefined && !cursor) throw new ValidationFailed([{ field: 'cursor', message: 'Cursor is not valid' }]);
      const scope = auditReadScope(request, filter);
      await recordAuditQuery(app.services, commandContextOf(request), { filter, ...scope, cursor: token ?? null });
      const { events, last } = await queryAuditEvents(db, filter, scope, cursor, limit);
      return success({ events, nextCursor: last === null ? null : encodeAuditCursor({ position: last, order: filter.order }) });
    },
  );

  app.get(
    '/audit/events/:position',
    {
      config: { roles: EVENT_READERS },
      schema: {
        tags,
        summary: "One event's full envelope, the event that caused it, the events it caused and the size of its correlation group",
        description:
          "Auditors and platform admins: any event of their scope. Recruiters and employer admins: an event a figure of a report they may read is made of (the report's trace links here), personal data of others redacted, causation within that report, no correlation group (reader 'trace'). Recorded as AuditEventViewed.",
        params: positionParams,
        response: {
          200: envelopeOf(
            z.object({
              event: eventSchema,
              causedBy: eventSchema.nullable(),
              caused: z.array(eventSchema),
              correlationGroupSize: z.number().nullable(),
              reader: z.enum(AUDIT_EVENT_READERS),
            }) satisfies z.ZodType<AuditEventDetail>,
          ),
          ...failures(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const position = BigInt(request.params.position);
      const principal = requirePrincipal(request);
      if (!hasRole(principal, 'Admin', 'Auditor')) return success(await tracedEventDetail(request, position));
      const scope = auditReadScope(request);
      const event = await auditEventAt(db, position, scope);
      if (!event) throw new NotFound('Event');
      await recordAuditEventView(app.services, commandContextOf(request), {
        filter: {},
        ...scope,
        position: request.params.position,
      });
      const { causationId, correlationId } = event.metadata;
      const [causedBy, caused, groupSize] = await Promise.all([
        causationId ? auditEventById(db, causationId, scope) : null,
        auditEventsCausedBy(db, event.eventId, scope),
        correlationGroupSize(db, correlationId, scope),
      ]);
      return success({ event, causedBy, caused, correlationGroupSize: groupSize, reader: 'console' as const });
    },
  );

  /** A recruiter's or employer admin's view of an event their report traces (docs/audit.md "Links from reports"). */
  const tracedEventDetail = async (request: FastifyRequest, position: bigint) => {
    const place = await tracedEventPlace(request, db, position);
    const every = { organizationId: null };
    const event = await auditEventAt(db, position, every);
    // Counted in a report but not yet in the audit index: the index is a moment behind.
    if (!event) throw new NotFound('Event');
    const { userId, organizationId } = requirePrincipal(request);
    await recordAuditEventView(app.services, commandContextOf(request), { filter: {}, organizationId, position: String(position) });
    const { causationId } = event.metadata;
    const [causedBy, caused] = await Promise.all([
      causationId ? auditEventById(db, causationId, every) : null,
      auditEventsCausedBy(db, event.eventId, every),
    ]);
    const inReport = await positionsInReport(db, place, [
      ...(causedBy ? [causedBy.position] : []),
      ...caused.map((child) => child.position),
    ]);
    // Their own acts stay as they wrote them; what describes anyone else is redacted, as an export does.
    const shown = (view: AuditEventView): AuditEventView =>
      view.metadata.actorId === userId ? view : { ...view, data: redactPersonalData(view.type, view.data) };
    return {
      event: shown(event),
      causedBy: causedBy && inReport.has(causedBy.position) ? shown(causedBy) : null,
      caused: caused.filter((child) => inReport.has(child.position)).map(shown),
      correlationGroupSize: null,
      reader: 'trace' as const,
    };
  };

  app.get(
    '/audit/export',
    {
      config: { roles: READERS },
      schema: {
        tags,
        summary: 'Export a query of the event log as NDJSON or CSV, streamed; redact=true (default) replaces personal data',
        description: 'The personal data of each event type is listed in domain/audit/personal-data.ts. Recorded as AuditLogExported.',
        querystring: exportQuery,
        produces: ['application/x-ndjson', 'text/csv'],
        response: { 200: z.string(), ...failures(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { format, redact, ...filter } = request.query;
      const scope = auditReadScope(request, filter);
      const redacted = redact === 'true';
      await recordAuditExport(app.services, commandContextOf(request), { filter, ...scope, format, redacted });
      const name = `audit-${request.receivedAt.toISOString().slice(0, 19).replace(/:/g, '')}.${format}`;
      const stream = auditExportStream(auditEventPages(db, filter, scope), format, redacted);
      // fastify sends a stream as it comes; the schema's string is what the client receives, for OpenAPI.
      return reply
        .type(AUDIT_EXPORT_TYPES[format])
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(stream as unknown as string);
    },
  );
};

export default auditRoutes;
