import type { AuditFilter } from '../../../domain/audit/audit-filter';
import { compactFilter } from '../../../domain/audit/audit-filter';
import {
  auditQueryDecider,
  auditQueryStream,
  type AuditExportFormat,
  type AuditQueryCommand,
} from '../../../domain/audit/audit-query-record';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

// Auditors are audited too (docs/audit.md): every query, event view and export they run is recorded before it is answered.

type Reading = Readonly<{ filter: Partial<AuditFilter>; organizationId: string | null }>;

const record = async (deps: ServiceDeps, context: CommandContext, command: AuditQueryCommand): Promise<Checkpoint | null> =>
  (await deps.run(context, { streamId: auditQueryStream(command.data.auditorId), decider: auditQueryDecider, command })).lastCheckpoint;

const base = (context: CommandContext, { filter, organizationId }: Reading) => ({
  auditorId: context.actorId ?? 'System',
  organizationId,
  filter: compactFilter(filter),
  now: context.now.toISOString(),
});

export const recordAuditQuery = (deps: ServiceDeps, context: CommandContext, reading: Reading & { cursor: string | null; live?: true }) =>
  record(deps, context, {
    type: 'RecordAuditQuery',
    data: { ...base(context, reading), cursor: reading.cursor, ...(reading.live ? { live: reading.live } : {}) },
  });

export const recordAuditEventView = (deps: ServiceDeps, context: CommandContext, reading: Reading & { position: string }) =>
  record(deps, context, { type: 'RecordAuditEventView', data: { ...base(context, reading), position: reading.position } });

export const recordAuditExport = (
  deps: ServiceDeps,
  context: CommandContext,
  reading: Reading & { format: AuditExportFormat; redacted: boolean },
) =>
  record(deps, context, {
    type: 'RecordAuditExport',
    data: { ...base(context, reading), format: reading.format, redacted: reading.redacted },
  });
