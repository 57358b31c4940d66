import type { Knex } from 'knex';
import type { Principal } from '../../domain/auth/roles';
import { getAuditorGrants } from '../../projections/queries/auditors';
import { readsByIdSharedPerTurn } from '../../projections/queries/shared-reads';

// Requests that arrive together read their users' grants in one statement.
const readGrant = readsByIdSharedPerTurn(getAuditorGrants);

/**
 * A user who holds the Auditor role acts only as Auditor while it lasts (docs/audit.md): their other
 * roles are set aside, so nothing they do can change what they audit, and their organization becomes
 * the grant's scope (null: every organization). The grant lives in the event log (`auditor-<userId>`),
 * read here from its read model on every request, so a grant or a revoke holds at the next request.
 */
export const withAuditorGrant = async <P extends Principal>(db: Knex, principal: P): Promise<P> => {
  const grant = await readGrant(db, principal.userId);
  return grant ? { ...principal, roles: ['Auditor'], organizationId: grant.organizationId } : principal;
};
