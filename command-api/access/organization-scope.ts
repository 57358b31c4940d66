import type { FastifyRequest } from 'fastify';
import { Forbidden } from '../../domain/shared/errors';
import { readsAsPlatformAuditor, requirePrincipal } from './route-access';

export type OrganizationReach = 'own' | 'admin' | 'platform-auditor';

/**
 * Tenant scope (spec 1 §6): how the caller reaches an organization (null: one that may not exist). Its
 * own members reach it; an Admin admitted by the route reaches any (and then acts as Admin); so does a
 * platform auditor on a route that admits Auditors (acting as Auditor). null: not at all.
 */
export const organizationReach = (request: FastifyRequest, organizationId: string | null): OrganizationReach | null => {
  const principal = requirePrincipal(request);
  if (principal.organizationId !== null && principal.organizationId === organizationId) return 'own';
  if (request.routeOptions.config.roles?.includes('Admin') && principal.roles.includes('Admin')) {
    request.actingRole = 'Admin';
    return 'admin';
  }
  if (readsAsPlatformAuditor(request)) return 'platform-auditor';
  return null;
};

/** Everyone the tenant scope does not reach gets 403, whether or not the organization exists. */
export const ensureOrganizationScope = (request: FastifyRequest, organizationId: string) => {
  if (!organizationReach(request, organizationId)) throw new Forbidden('You may only access your own organization');
};
