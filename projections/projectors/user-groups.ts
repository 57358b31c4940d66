import { defineProjector } from '../projector';
import { insertOnce, updateIfNewer } from './row-guards';

/** Groups of an organization's users and their members (spec 2 §7 /vjfpUsers/{organizationId}/groups). */
export const userGroupsProjector = defineProjector({
  name: 'userGroups',
  handles: ['UserGroupCreated', 'UserAddedToGroup', 'UserGroupDeleted'],
  tables: ['user_groups', 'user_group_members'],
  apply: async (trx, event) => {
    switch (event.type) {
      case 'UserGroupCreated': {
        const { groupId, organizationId, name, description, createdAt } = event.data;
        await insertOnce(trx, 'user_groups', {
          id: groupId,
          organization_id: organizationId,
          name,
          description,
          created_at: createdAt,
          revision: String(event.revision),
        });
        return [];
      }
      case 'UserAddedToGroup':
        await trx('user_group_members')
          .insert({ group_id: event.data.groupId, user_id: event.data.userId, added_at: event.data.addedAt })
          .onConflict(['group_id', 'user_id'])
          .ignore();
        return [];
      case 'UserGroupDeleted':
        await updateIfNewer(trx, 'user_groups', event.data.groupId, event.revision, { deleted_at: event.data.deletedAt });
        return [];
    }
  },
});
