import { jobFairDecider, jobFairStream } from '../../../domain/jobfair/jobfair';
import type { FailedPaymentNotice } from '../../../domain/ports/payments';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/**
 * A checkout that failed, expired or was cancelled becomes JobFairPaymentFailed (spec 3 §3.1), which the
 * notification delivery turns into mails. Not applied (null) for a paid fair or a session already recorded.
 */
export const recordJobFairPaymentFailure = async (
  deps: ServiceDeps,
  context: CommandContext,
  notice: FailedPaymentNotice,
): Promise<{ checkpoint: Checkpoint | null } | null> => {
  const failed = await deps.run(context, {
    streamId: jobFairStream(notice.jobFairId),
    decider: jobFairDecider,
    command: {
      type: 'RecordJobFairPaymentFailure',
      data: {
        jobFairId: notice.jobFairId,
        companyId: notice.companyId,
        actorId: 'payments',
        now: context.now.toISOString(),
        amount: notice.amount,
        currency: notice.currency,
        paymentReference: notice.paymentReference,
        reason: notice.reason,
      },
    },
  });
  return failed.newEvents.length === 0 ? null : { checkpoint: failed.lastCheckpoint };
};
