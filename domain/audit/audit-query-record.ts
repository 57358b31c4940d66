import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import type { AuditFilter } from './audit-filter';

/**
 * Every query and export an auditor runs is itself an event (who, what filter, when: docs/audit.md "The audit of the audit"),
 * one stream per auditor, so the console shows the auditors' own history like any other.
 */
export const auditQueryStream = (auditorId: string) => `auditqueries-${auditorId}`;

export const AUDIT_EXPORT_FORMATS = ['ndjson', 'csv'] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

type Record_ = { auditorId: string; organizationId: string | null; filter: Partial<AuditFilter> };
/**
 * `organizationId`: the scope the auditor read under (null: every organization). `cursor`: the page asked for.
 * `live`: the query was opened as a live tail through the gateway (events matching it pushed as they come).
 */
export type AuditLogQueried = Event<'AuditLogQueried', Record_ & { cursor: string | null; live?: true; queriedAt: string }>;
/** An event opened in full (its envelope, data included). */
export type AuditEventViewed = Event<'AuditEventViewed', Record_ & { position: string; viewedAt: string }>;
export type AuditLogExported = Event<'AuditLogExported', Record_ & { format: AuditExportFormat; redacted: boolean; exportedAt: string }>;
export type AuditQueryEvent = AuditLogQueried | AuditEventViewed | AuditLogExported;

type Base = Record_ & { now: string };
export type RecordAuditQuery = Command<'RecordAuditQuery', Base & { cursor: string | null; live?: true }>;
export type RecordAuditEventView = Command<'RecordAuditEventView', Base & { position: string }>;
export type RecordAuditExport = Command<'RecordAuditExport', Base & { format: AuditExportFormat; redacted: boolean }>;
export type AuditQueryCommand = RecordAuditQuery | RecordAuditEventView | RecordAuditExport;

/** Nothing to decide: a record is never refused. The state only counts, for tests and rebuilds. */
export const auditQueryDecider: Decider<{ recorded: number }, AuditQueryCommand, AuditQueryEvent> = {
  initialState: () => ({ recorded: 0 }),
  evolve: (state) => ({ recorded: state.recorded + 1 }),
  decide: (command) => {
    switch (command.type) {
      case 'RecordAuditQuery': {
        const { now, ...rest } = command.data;
        return { type: 'AuditLogQueried', data: { ...rest, queriedAt: now } };
      }
      case 'RecordAuditEventView': {
        const { now, ...rest } = command.data;
        return { type: 'AuditEventViewed', data: { ...rest, viewedAt: now } };
      }
      case 'RecordAuditExport': {
        const { now, ...rest } = command.data;
        return { type: 'AuditLogExported', data: { ...rest, exportedAt: now } };
      }
      default:
        return assertNever(command);
    }
  },
};
