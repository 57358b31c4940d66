import type { Checkpoint } from '../../../domain/shared/event';
import { userGroupDecider, userGroupStream, type UserGroupCommand } from '../../../domain/user/user-group';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

// spec 2 §7 /vjfpUsers/{organizationId}/groups: the employer admin's groups of the organization's users.
type InGroup = Readonly<{ organizationId: string; groupId: string }>;

const run = async (deps: ServiceDeps, context: CommandContext, groupId: string, command: UserGroupCommand): Promise<Checkpoint | null> =>
  (await deps.run(context, { streamId: userGroupStream(groupId), decider: userGroupDecider, command })).lastCheckpoint;

const actor = (context: CommandContext) => ({ actorId: context.actorId ?? 'System', now: context.now.toISOString() });

export const createUserGroup = async (
  deps: ServiceDeps,
  context: CommandContext,
  group: Readonly<{ organizationId: string; name: string; description: string }>,
): Promise<{ groupId: string; checkpoint: Checkpoint | null }> => {
  const groupId = deps.newId();
  const checkpoint = await run(deps, context, groupId, { type: 'CreateUserGroup', data: { ...group, groupId, ...actor(context) } });
  return { groupId, checkpoint };
};

/** The user must already be known to belong to the organization (the route checks the read model). */
export const addUserToGroup = (
  deps: ServiceDeps,
  context: CommandContext,
  { organizationId, groupId, userId }: InGroup & { userId: string },
) => run(deps, context, groupId, { type: 'AddUserToGroup', data: { organizationId, groupId, userId, ...actor(context) } });

export const deleteUserGroup = (deps: ServiceDeps, context: CommandContext, { organizationId, groupId }: InGroup) =>
  run(deps, context, groupId, { type: 'DeleteUserGroup', data: { organizationId, groupId, ...actor(context) } });
