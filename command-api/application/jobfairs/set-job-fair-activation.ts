import { jobFairDecider, jobFairStream } from '../../../domain/jobfair/jobfair';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** spec 1 §4.2: a platform Admin activates or deactivates a job fair; only a paid one can be activated. */
export const setJobFairActivation = async (
  deps: ServiceDeps,
  context: CommandContext,
  { jobFairId, companyId, actorId, isActivated }: Readonly<{ jobFairId: string; companyId: string; actorId: string; isActivated: boolean }>,
): Promise<Checkpoint | null> => {
  const { lastCheckpoint } = await deps.run(context, {
    streamId: jobFairStream(jobFairId),
    decider: jobFairDecider,
    command: {
      type: 'SetJobFairActivation',
      data: { jobFairId, companyId, actorId, now: context.now.toISOString(), isActivated },
    },
  });
  return lastCheckpoint;
};
