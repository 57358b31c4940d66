import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict, NotFound } from '../shared/errors';

/**
 * A named group of an organization's users (spec 2 §7 /vjfpUsers/{organizationId}/groups): the employer
 * admin makes groups (teams of recruiters) and adds users of the organization to them.
 */
export const userGroupStream = (groupId: string) => `usergroup-${groupId}`;

type GroupIds = { groupId: string; organizationId: string };
export type UserGroupCreated = Event<
  'UserGroupCreated',
  GroupIds & { name: string; description: string; createdBy: string; createdAt: string }
>;
export type UserAddedToGroup = Event<'UserAddedToGroup', GroupIds & { userId: string; addedBy: string; addedAt: string }>;
export type UserGroupDeleted = Event<'UserGroupDeleted', GroupIds & { deletedBy: string; deletedAt: string }>;
export type UserGroupEvent = UserGroupCreated | UserAddedToGroup | UserGroupDeleted;

type Actor = { actorId: string; now: string };
export type CreateUserGroup = Command<'CreateUserGroup', GroupIds & Actor & { name: string; description: string }>;
export type AddUserToGroup = Command<'AddUserToGroup', GroupIds & Actor & { userId: string }>;
export type DeleteUserGroup = Command<'DeleteUserGroup', GroupIds & Actor>;
export type UserGroupCommand = CreateUserGroup | AddUserToGroup | DeleteUserGroup;

export type UserGroup =
  | { status: 'None' }
  | { status: 'Created'; organizationId: string; members: readonly string[] }
  | { status: 'Deleted'; organizationId: string };

/** The group, if it exists in this organization; a group of another organization is not found, not forbidden. */
const existing = (state: UserGroup, organizationId: string) => {
  if (state.status !== 'Created' || state.organizationId !== organizationId) throw new NotFound('Group');
  return state;
};

export const userGroupDecider: Decider<UserGroup, UserGroupCommand, UserGroupEvent> = {
  initialState: () => ({ status: 'None' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'UserGroupCreated':
        return { status: 'Created', organizationId: event.data.organizationId, members: [] };
      case 'UserAddedToGroup':
        return state.status === 'Created' ? { ...state, members: [...state.members, event.data.userId] } : state;
      case 'UserGroupDeleted':
        return { status: 'Deleted', organizationId: event.data.organizationId };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateUserGroup': {
        if (state.status !== 'None') throw new Conflict('Group already exists');
        const { actorId, now, ...group } = command.data;
        return { type: 'UserGroupCreated', data: { ...group, createdBy: actorId, createdAt: now } };
      }
      case 'AddUserToGroup': {
        const { groupId, organizationId, userId, actorId, now } = command.data;
        // Adding a member again changes nothing: the call is safe to repeat.
        if (existing(state, organizationId).members.includes(userId)) return [];
        return { type: 'UserAddedToGroup', data: { groupId, organizationId, userId, addedBy: actorId, addedAt: now } };
      }
      case 'DeleteUserGroup': {
        const { groupId, organizationId, actorId, now } = command.data;
        existing(state, organizationId);
        return { type: 'UserGroupDeleted', data: { groupId, organizationId, deletedBy: actorId, deletedAt: now } };
      }
      default:
        return assertNever(command);
    }
  },
};
