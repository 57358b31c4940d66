import { jobFairDecider, jobFairStream } from '../../../domain/jobfair/jobfair';
import type { PaidNotice } from '../../../domain/ports/payments';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import { recordOnboardingSteps } from '../onboarding/record-onboarding-steps';
import type { ServiceDeps } from '../service-deps';

/**
 * A paid checkout (spec 3 §4) marks the fair paid and earns the JobFairPaymentCompleted onboarding step,
 * caused by the payment. Not applied (null) when the fair already holds this payment: providers resend.
 */
export const recordJobFairPayment = async (
  deps: ServiceDeps,
  context: CommandContext,
  notice: PaidNotice,
): Promise<{ checkpoint: Checkpoint | null } | null> => {
  const now = context.now.toISOString();
  const paid = await deps.run(context, {
    streamId: jobFairStream(notice.jobFairId),
    decider: jobFairDecider,
    command: {
      type: 'RecordJobFairPayment',
      data: {
        jobFairId: notice.jobFairId,
        companyId: notice.companyId,
        actorId: 'payments',
        now,
        amount: notice.amount,
        currency: notice.currency,
        paymentReference: notice.paymentReference,
      },
    },
  });
  if (paid.newEvents.length === 0) return null;
  const onboarding = await recordOnboardingSteps(deps, context, {
    organizationId: notice.companyId,
    steps: ['JobFairPaymentCompleted'],
    causationId: paid.newEvents[0]?.id,
  });
  return { checkpoint: onboarding ?? paid.lastCheckpoint };
};
