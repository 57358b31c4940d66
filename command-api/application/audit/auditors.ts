import { auditorDecider, auditorStream, type AuditorCommand } from '../../../domain/audit/auditor';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

// A platform Admin grants and revokes the Auditor role; the route checks who the user is.

const run = async (deps: ServiceDeps, context: CommandContext, userId: string, command: AuditorCommand): Promise<Checkpoint | null> =>
  (await deps.run(context, { streamId: auditorStream(userId), decider: auditorDecider, command })).lastCheckpoint;

const actor = (context: CommandContext) => ({ actorId: context.actorId ?? 'System', now: context.now.toISOString() });

/** `organizationId` null: a platform auditor, reading every organization. */
export const grantAuditorRole = (
  deps: ServiceDeps,
  context: CommandContext,
  { userId, organizationId }: Readonly<{ userId: string; organizationId: string | null }>,
) => run(deps, context, userId, { type: 'GrantAuditorRole', data: { userId, organizationId, ...actor(context) } });

export const revokeAuditorRole = (deps: ServiceDeps, context: CommandContext, userId: string) =>
  run(deps, context, userId, { type: 'RevokeAuditorRole', data: { userId, ...actor(context) } });
