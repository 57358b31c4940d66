import type { Knex } from 'knex';
import { planOnce } from './plan-once';
import { readsByIdSharedPerTurn } from './shared-reads';
import type { AuditorView } from '../../domain/audit/audit-event-view';

/** The Auditor grants of several users at once (shared-reads.ts); a user without one is absent from the map. */
export const getAuditorGrants = async (db: Knex, ids: readonly string[]): Promise<Map<string, { organizationId: string | null }>> => {
  const rows = await db<{ user_id: string; organization_id: string | null; revoked_at: Date | null }>('auditors')
    .whereIn('user_id', ids)
    .whereNull('revoked_at')
    .select('user_id', 'organization_id')
    .options(planOnce(`auditor-grants:${ids.length}`));
  return new Map(rows.map((row) => [row.user_id, { organizationId: row.organization_id }]));
};

// Requests and websocket subscribes that ask in the same turn read their users' grants in one statement.
const sharedGrant = readsByIdSharedPerTurn(getAuditorGrants);

/** The user's Auditor grant: `organizationId` null reads every organization. null when not an auditor. */
export const getAuditorGrant = async (db: Knex, userId: string): Promise<{ organizationId: string | null } | null> =>
  (await sharedGrant(db, userId)) ?? null;

/** Every holder of the Auditor role, by name (the admin's Auditors screen). */
export const listAuditors = async (db: Knex): Promise<AuditorView[]> => {
  const rows: {
    user_id: string;
    email: string;
    first_name: string;
    last_name: string;
    user_organization_id: string | null;
    organization_id: string | null;
    company_name: string | null;
    granted_at: Date;
  }[] = await db('auditors as a')
    .join('users as u', 'u.id', 'a.user_id')
    .leftJoin('organizations as o', 'o.id', 'a.organization_id')
    .whereNull('a.revoked_at')
    .orderBy(['u.last_name', 'u.first_name'])
    .select(
      'a.user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.organization_id as user_organization_id',
      'a.organization_id',
      'o.company_name',
      'a.granted_at',
    );
  return rows.map((row) => ({
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    userOrganizationId: row.user_organization_id,
    organizationId: row.organization_id,
    organizationName: row.company_name,
    grantedAt: row.granted_at.toISOString(),
  }));
};
