import type { FastifyRequest } from 'fastify';
import type { AuditFilter } from '../../domain/audit/audit-filter';
import { Forbidden } from '../../domain/shared/errors';
import type { AuditReadScope } from '../../projections/queries/audit-events';
import { requirePrincipal } from './route-access';

/**
 * What the caller may read of the log: platform admins and platform auditors every organization, an
 * organization's auditor only events placed in it. A filter naming another organization is refused
 * (403) rather than answered empty, so an auditor learns their scope instead of a wrong "nothing happened".
 */
export const auditReadScope = (request: FastifyRequest, filter?: Partial<AuditFilter>): AuditReadScope => {
  const principal = requirePrincipal(request);
  if (request.actingRole === 'Admin') return { organizationId: null };
  const organizationId = principal.organizationId;
  if (organizationId && filter?.organizationId && filter.organizationId !== organizationId)
    throw new Forbidden('You may only read the events of your own organization');
  return { organizationId };
};
