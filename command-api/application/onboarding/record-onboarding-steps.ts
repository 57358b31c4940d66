import type { OnboardingStep } from '../../../domain/organization/onboarding';
import { organizationDecider, organizationStream } from '../../../domain/organization/organization';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/**
 * spec 1 §4.3 onboarding (a first job fair 40, a booth 80, a recruiter assigned 100; spec 3 §4 payment), each
 * step caused by the event that earned it. That event is stored by now, so a step that fails is logged, not
 * answered: a retried request would repeat the stored command. The checkpoint of the last step recorded, if any.
 */
export const recordOnboardingSteps = async (
  deps: ServiceDeps,
  context: CommandContext,
  {
    organizationId,
    steps,
    causationId,
  }: Readonly<{ organizationId: string; steps: readonly OnboardingStep[]; causationId: string | undefined }>,
): Promise<Checkpoint | null> => {
  let checkpoint: Checkpoint | null = null;
  for (const step of steps) {
    const outcome = await deps
      .run(context, {
        streamId: organizationStream(organizationId),
        decider: organizationDecider,
        command: { type: 'RecordOnboardingStep', data: { organizationId, step, now: context.now.toISOString() } },
        causationId,
      })
      .catch((error: unknown) => {
        deps.log.error(
          { err: error, correlationId: context.correlationId, organizationId, step },
          `could not record the ${step} onboarding step`,
        );
        return null;
      });
    checkpoint = outcome?.lastCheckpoint ?? checkpoint;
  }
  return checkpoint;
};
