import { jobFairDecider, jobFairStream } from '../../../domain/jobfair/jobfair';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** spec 1 §5.8: an UnPaid job fair is deleted. */
export const deleteJobFair = async (
  deps: ServiceDeps,
  context: CommandContext,
  { jobFairId, companyId, actorId }: Readonly<{ jobFairId: string; companyId: string; actorId: string }>,
): Promise<Checkpoint | null> => {
  const { lastCheckpoint } = await deps.run(context, {
    streamId: jobFairStream(jobFairId),
    decider: jobFairDecider,
    command: { type: 'DeleteJobFair', data: { jobFairId, companyId, actorId, now: context.now.toISOString() } },
  });
  return lastCheckpoint;
};
