import type { Principal } from '../../../domain/auth/roles';
import { presenceDecider, presenceStream, type ChosenPresence, type PresenceCause } from '../../../domain/presence/presence';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import { leaveAllQueues } from '../queue/leave-queue';
import type { ServiceDeps } from '../service-deps';

export type PresenceChange = Readonly<{ userId: string; cause: PresenceCause; chosen?: ChosenPresence; jobFairId?: string | null }>;

/**
 * Presence set by the account and the user's own choice (spec 1 §4.4, §7 "update presence status"):
 * sign-in, sign-out, a chosen status, switching availability on. The websocket sets the rest (infra/presence).
 */
export const recordPresence = async (deps: ServiceDeps, context: CommandContext, change: PresenceChange): Promise<Checkpoint | null> => {
  const { lastCheckpoint } = await deps.run(context, {
    streamId: presenceStream(change.userId),
    decider: presenceDecider,
    command: {
      type: 'ChangePresence',
      data: {
        userId: change.userId,
        cause: change.cause,
        ...(change.chosen ? { chosen: change.chosen } : {}),
        jobFairId: change.jobFairId ?? null,
        now: context.now.toISOString(),
      },
    },
  });
  return lastCheckpoint;
};

/**
 * spec 1 §2.2: an applicant's sign-out leaves every queue; then presence is LOGGED_OUT (spec 1 §4.4). An
 * auditor's (the principal they act as, docs/audit.md) changes nothing: no presence was set at their sign-in.
 */
export const recordSignOut = async (
  deps: ServiceDeps,
  context: CommandContext,
  { userId, roles }: Principal,
): Promise<Checkpoint | null> => {
  if (roles.includes('Auditor')) return null;
  if (roles.includes('Applicant')) await leaveAllQueues(deps, context, userId);
  return recordPresence(deps, context, { userId, cause: 'SignedOut' });
};
