import type { Knex } from 'knex';
import type { BaseLogger } from 'pino';
import type { AuditFilter } from '../../../domain/audit/audit-filter';
import type { Clock } from '../../../domain/ports/clock';
import type { EventStore } from '../../../domain/ports/event-store';
import { createCommandRunner } from '../command-runner';
import { recordAuditQuery } from './record-audit-query';

/**
 * Records a live tail the gateway opened for `reader` (an auditor or a platform admin) under the scope
 * `organizationId` (null: every organization).
 */
export type RecordAuditTail = (
  reader: Readonly<{ userId: string; role: 'Auditor' | 'Admin' }>,
  filter: Partial<AuditFilter>,
  organizationId: string | null,
) => Promise<void>;

/**
 * The gateway's record of a live tail (docs/audit.md): an AuditLogQueried marked `live`, appended before
 * the first rows are pushed, in a correlation of its own (a websocket subscribe is no HTTP request).
 */
export const auditTailRecorder = (
  deps: Readonly<{ store: EventStore; db: Knex; clock: Clock; newId: () => string; log: Pick<BaseLogger, 'error'> }>,
): RecordAuditTail => {
  const services = { ...deps, run: createCommandRunner({ store: deps.store, newId: deps.newId }) };
  return async (reader, filter, organizationId) => {
    await recordAuditQuery(
      services,
      { correlationId: deps.newId(), causationId: null, actorId: reader.userId, actorRole: reader.role, now: deps.clock.now() },
      { filter, organizationId, cursor: null, live: true },
    );
  };
};
