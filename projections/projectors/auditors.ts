import { defineProjector } from '../projector';
import { AUDITORS_KEY, userKey } from '../queries/change-keys';

/** Who holds the Auditor role and over which organization (null: every one); revoked rows stay so a replay cannot revive them. */
export const auditorsProjector = defineProjector({
  name: 'auditors',
  handles: ['AuditorRoleGranted', 'AuditorRoleRevoked'],
  tables: ['auditors'],
  apply: async (trx, event) => {
    const revision = String(event.revision);
    if (event.type === 'AuditorRoleGranted') {
      const { userId, organizationId, grantedBy, grantedAt } = event.data;
      await trx('auditors')
        .insert({
          user_id: userId,
          organization_id: organizationId,
          granted_by: grantedBy,
          granted_at: grantedAt,
          revoked_at: null,
          revision,
        })
        .onConflict('user_id')
        .merge()
        .where('auditors.revision', '<', revision);
    } else
      await trx('auditors')
        .update({ revoked_at: event.data.revokedAt, revision })
        .where({ user_id: event.data.userId })
        .andWhere('revision', '<', revision);
    return [AUDITORS_KEY, userKey(event.data.userId)];
  },
});
