import type { Checkpoint } from '../../../domain/shared/event';
import { userDecider, userStream } from '../../../domain/user/user';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** spec 1 §5.6: an employer admin edits a recruiter's names. */
export const changeUserNames = async (
  deps: ServiceDeps,
  context: CommandContext,
  { userId, firstName, lastName, actorId }: Readonly<{ userId: string; firstName: string; lastName: string; actorId: string }>,
): Promise<Checkpoint | null> => {
  const { lastCheckpoint } = await deps.run(context, {
    streamId: userStream(userId),
    decider: userDecider,
    command: { type: 'ChangeUserNames', data: { userId, firstName, lastName, actorId, now: context.now.toISOString() } },
  });
  return lastCheckpoint;
};
