import type { Knex } from 'knex';
import { AUDIT_TAIL_SIZE } from '../../domain/audit/audit-event-view';
import { auditFilterSchema } from '../../domain/audit/audit-filter';
import type { RecordAuditTail } from '../../command-api/application/audit/record-audit-tail';
import { hasRole, type Principal } from '../../domain/auth/roles';
import { queryAuditEvents } from '../../projections/queries/audit-events';
import { getAuditorGrant } from '../../projections/queries/auditors';
import { AUDIT_LOG_KEY } from '../../projections/queries/change-keys';
import { defineSubscription } from './subscription';

/**
 * Who may tail, as whom: platform admins and platform auditors every organization (null), an
 * organization's auditor only their own. null: nobody else. The grant is read from its read model, as
 * the API does per request (command-api/access/auditor-principal.ts): the token does not carry it.
 */
const tailReader = async (db: Knex, principal: Principal) => {
  const grant = await getAuditorGrant(db, principal.userId);
  if (grant) return { role: 'Auditor' as const, organizationId: grant.organizationId };
  return hasRole(principal, 'Admin') ? { role: 'Admin' as const, organizationId: null } : null;
};

/**
 * The event-history console's live tail (docs/audit.md): the newest events matching the console's
 * filter, pushed when the audit index grows (at most once a second). Opening it is recorded like a query.
 */
export const auditTailSubscription = (db: Knex, record?: RecordAuditTail) =>
  defineSubscription({
    name: 'auditTail',
    propsSchema: auditFilterSchema.omit({ order: true }),
    authorize: async (principal, filter) => {
      const reader = await tailReader(db, principal);
      // An organization's auditor names their organization in the props, so a shared instance never serves two scopes.
      if (!reader || (reader.organizationId !== null && filter.organizationId !== reader.organizationId)) return false;
      await record?.({ userId: principal.userId, role: reader.role }, filter, reader.organizationId);
      return true;
    },
    keys: () => [AUDIT_LOG_KEY],
    load: async (filter) =>
      (await queryAuditEvents(db, { ...filter, order: 'desc' }, { organizationId: filter.organizationId ?? null }, null, AUDIT_TAIL_SIZE))
        .events,
    // Every event appended moves the index: one push a second at most, the newest state always sent.
    coalesceMs: 1_000,
  });
