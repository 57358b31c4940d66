import { jobFairDecider, jobFairStream } from '../../../domain/jobfair/jobfair';
import type { JobFairForm } from '../../../domain/jobfair/jobfair-schema';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** spec 2 §5 Edit a job fair; platform admins may pick past start dates (spec 1 §6). */
export const updateJobFair = async (
  deps: ServiceDeps,
  context: CommandContext,
  {
    jobFairId,
    companyId,
    actorId,
    form,
    mayStartInPast,
  }: Readonly<{ jobFairId: string; companyId: string; actorId: string; form: JobFairForm; mayStartInPast: boolean }>,
): Promise<Checkpoint | null> => {
  const { lastCheckpoint } = await deps.run(context, {
    streamId: jobFairStream(jobFairId),
    decider: jobFairDecider,
    command: {
      type: 'UpdateJobFair',
      data: { jobFairId, companyId, actorId, now: context.now.toISOString(), form, mayStartInPast },
    },
  });
  return lastCheckpoint;
};
