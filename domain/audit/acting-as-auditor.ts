import type { Principal } from '../auth/roles';

/** A live Auditor grant: `organizationId` is its scope, null every organization (docs/audit.md). */
export type AuditorGrant = Readonly<{ organizationId: string | null }>;

/**
 * A user who holds the Auditor role acts only as Auditor while it lasts (docs/audit.md): their other
 * roles are set aside, so nothing they do can change what they audit, and their organization becomes
 * the grant's scope. The API (every request) and the gateway (every subscribe and presence report) both
 * ask this, with the grant read from its read model at that moment.
 */
export const actingAsAuditor = <P extends Principal>(principal: P, grant: AuditorGrant | null | undefined): P =>
  grant ? { ...principal, roles: ['Auditor'], organizationId: grant.organizationId } : principal;
