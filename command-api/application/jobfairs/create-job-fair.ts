import { jobFairDecider, jobFairStream } from '../../../domain/jobfair/jobfair';
import type { JobFairForm } from '../../../domain/jobfair/jobfair-schema';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import { recordOnboardingSteps } from '../onboarding/record-onboarding-steps';
import type { ServiceDeps } from '../service-deps';

/** spec 2 §5 New job fair; the first raises onboarding to 40 (spec 1 §4.3), caused by the JobFairCreated event. */
export const createJobFair = async (
  deps: ServiceDeps,
  context: CommandContext,
  {
    companyId,
    actorId,
    form,
    mayStartInPast,
  }: Readonly<{
    companyId: string;
    actorId: string;
    form: JobFairForm;
    /** Platform admins may pick past start dates. */ mayStartInPast: boolean;
  }>,
): Promise<{ jobFairId: string; checkpoint: Checkpoint | null }> => {
  const jobFairId = deps.newId();
  const now = context.now.toISOString();
  const created = await deps.run(context, {
    streamId: jobFairStream(jobFairId),
    decider: jobFairDecider,
    command: { type: 'CreateJobFair', data: { jobFairId, companyId, actorId, now, form, mayStartInPast } },
  });
  const onboarding = await recordOnboardingSteps(deps, context, {
    organizationId: companyId,
    steps: ['CreatedJobFair'],
    causationId: created.newEvents[0]?.id,
  });
  return { jobFairId, checkpoint: onboarding ?? created.lastCheckpoint };
};
