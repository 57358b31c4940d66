import type { Knex } from 'knex';
import type { Principal } from '../../domain/auth/roles';
import { actingAsAuditor } from '../../domain/audit/acting-as-auditor';
import { getAuditorGrant } from '../../projections/queries/auditors';

/**
 * The principal a request acts as (domain/audit/acting-as-auditor.ts). The grant lives in the event log
 * (`auditor-<userId>`), read here from its read model on every request, so a grant or a revoke holds at
 * the next request.
 */
export const withAuditorGrant = async <P extends Principal>(db: Knex, principal: P): Promise<P> =>
  actingAsAuditor(principal, await getAuditorGrant(db, principal.userId));
