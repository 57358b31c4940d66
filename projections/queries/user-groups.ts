import type { Knex } from 'knex';
import type { UserGroupView } from '../../domain/user/user-group-view';
import type { UserGroupRow } from './rows';

const toView = (row: UserGroupRow): UserGroupView => ({
  groupId: row.id,
  organizationId: row.organization_id,
  name: row.name,
  description: row.description,
  createdAt: new Date(row.created_at).toISOString(),
});

const live = (db: Knex) => db<UserGroupRow>('user_groups').whereNull('deleted_at');

/** The groups of an organization, by name (spec 2 §7 GET /vjfpUsers/{organizationId}/groups). */
export const listUserGroups = async (db: Knex, organizationId: string): Promise<UserGroupView[]> =>
  (
    await live(db)
      .where({ organization_id: organizationId })
      .orderBy([{ column: 'name' }, { column: 'id' }])
  ).map(toView);

export const getUserGroup = async (db: Knex, organizationId: string, groupId: string): Promise<UserGroupView | null> => {
  const row = await live(db).where({ organization_id: organizationId, id: groupId }).first();
  return row ? toView(row) : null;
};

/** The ids of a group's members, in the order they were added. */
export const userGroupMemberIds = async (db: Knex, groupId: string): Promise<string[]> =>
  (
    await db('user_group_members')
      .where({ group_id: groupId })
      .orderBy([{ column: 'added_at' }, { column: 'user_id' }])
      .select('user_id')
  ).map((row: { user_id: string }) => row.user_id);
