import type { Checkpoint } from '../../../domain/shared/event';
import { userDecider, userStream, type RegisterUser } from '../../../domain/user/user';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** spec 3 §2.1 registration and spec 1 §5.6 a recruiter created: the account identity made is recorded as a user. */
export const registerUser = async (
  deps: ServiceDeps,
  context: CommandContext,
  user: Readonly<Omit<RegisterUser['data'], 'now'>>,
): Promise<Checkpoint | null> => {
  const { lastCheckpoint } = await deps.run(context, {
    streamId: userStream(user.userId),
    decider: userDecider,
    command: { type: 'RegisterUser', data: { ...user, now: context.now.toISOString() } },
  });
  return lastCheckpoint;
};
