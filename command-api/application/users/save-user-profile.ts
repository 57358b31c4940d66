import type { Checkpoint } from '../../../domain/shared/event';
import { userDecider, userStream, type SaveUserProfile } from '../../../domain/user/user';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** spec 2 §2.5, §5: the profile is saved, names for every role and the extended profile for applicants. */
export const saveUserProfile = async (
  deps: ServiceDeps,
  context: CommandContext,
  profile: Readonly<Omit<SaveUserProfile['data'], 'now'>>,
): Promise<Checkpoint | null> => {
  const { lastCheckpoint } = await deps.run(context, {
    streamId: userStream(profile.userId),
    decider: userDecider,
    command: { type: 'SaveUserProfile', data: { ...profile, now: context.now.toISOString() } },
  });
  return lastCheckpoint;
};
