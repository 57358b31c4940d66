import { Readable } from 'node:stream';
import type { AuditEventView } from '../../domain/audit/audit-event-view';
import type { AuditExportFormat } from '../../domain/audit/audit-query-record';
import { redactPersonalData } from '../../domain/audit/personal-data';
import { csvLine } from './csv-cell';

// An export of the event-history console's query (docs/audit.md), written page by page as the pages are read: the
// reply is a stream, so memory holds one page of events however many the query answers.

const CSV_HEADER = [
  'position',
  'at',
  'type',
  'streamId',
  'revision',
  'eventId',
  'actorId',
  'actorRole',
  'correlationId',
  'causationId',
  'organizationId',
  'jobFairId',
  'data',
];

const withData = (event: AuditEventView, redact: boolean): AuditEventView =>
  redact ? { ...event, data: redactPersonalData(event.type, event.data) } : event;

const csvOf = (event: AuditEventView) =>
  csvLine([
    event.position,
    event.metadata.at,
    event.type,
    event.streamId,
    event.revision,
    event.eventId,
    event.metadata.actorId,
    event.metadata.actorRole,
    event.metadata.correlationId,
    event.metadata.causationId,
    event.organizationId,
    event.jobFairId,
    JSON.stringify(event.data),
  ]);

export const AUDIT_EXPORT_TYPES: Record<AuditExportFormat, string> = {
  ndjson: 'application/x-ndjson; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

export const auditExportStream = (pages: AsyncIterable<readonly AuditEventView[]>, format: AuditExportFormat, redact: boolean): Readable =>
  Readable.from(
    (async function* () {
      if (format === 'csv') yield csvLine(CSV_HEADER);
      for await (const page of pages) {
        const events = page.map((event) => withData(event, redact));
        yield format === 'csv' ? events.map(csvOf).join('') : events.map((event) => `${JSON.stringify(event)}\n`).join('');
      }
    })(),
  );
