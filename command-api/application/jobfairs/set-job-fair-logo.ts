import { jobFairDecider, jobFairStream } from '../../../domain/jobfair/jobfair';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** spec 3 §2.2 Event Lobby 'Upload Logo': the fair's logo, already stored under its organization's logos. */
export const setJobFairLogo = async (
  deps: ServiceDeps,
  context: CommandContext,
  { jobFairId, companyId, actorId, logoKey }: Readonly<{ jobFairId: string; companyId: string; actorId: string; logoKey: string }>,
): Promise<Checkpoint | null> => {
  const { lastCheckpoint } = await deps.run(context, {
    streamId: jobFairStream(jobFairId),
    decider: jobFairDecider,
    command: { type: 'SetJobFairLogo', data: { jobFairId, companyId, actorId, now: context.now.toISOString(), logoKey } },
  });
  return lastCheckpoint;
};
