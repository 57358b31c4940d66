import { reviewDecider, reviewStream, type ReviewChanges, type ReviewSubject } from '../../../domain/interview/review';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** spec 1 §7 reviewUsers: a participant saves their review of the other one in an interview session. */
export const saveReview = async (
  deps: ServiceDeps,
  context: CommandContext,
  { subject, ratedBy, changes }: Readonly<{ subject: ReviewSubject; ratedBy: string; changes: ReviewChanges }>,
): Promise<Checkpoint | null> => {
  const { lastCheckpoint } = await deps.run(context, {
    streamId: reviewStream(subject.interviewSessionId, ratedBy),
    decider: reviewDecider,
    command: { type: 'SaveReview', data: { subject, actorId: ratedBy, changes, now: context.now.toISOString() } },
  });
  return lastCheckpoint;
};
