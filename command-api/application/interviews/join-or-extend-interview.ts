import { interviewSessionDecider, interviewSessionStream } from '../../../domain/interview/interview-session';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** spec 2 §7 PUT interviewSessions/{id}: the candidate joins an AWAITING session, or the recruiter extends one in progress by durationAdded ms. */
export const joinOrExtendInterview = async (
  deps: ServiceDeps,
  context: CommandContext,
  {
    interviewSessionId,
    actorId,
    durationAdded,
  }: Readonly<{ interviewSessionId: string; actorId: string; durationAdded: number | undefined }>,
): Promise<Checkpoint | null> => {
  const now = context.now.toISOString();
  const { lastCheckpoint } = await deps.run(context, {
    streamId: interviewSessionStream(interviewSessionId),
    decider: interviewSessionDecider,
    command:
      durationAdded === undefined
        ? { type: 'JoinInterview', data: { actorId, now } }
        : { type: 'ExtendInterview', data: { actorId, durationAdded, now } },
  });
  return lastCheckpoint;
};
