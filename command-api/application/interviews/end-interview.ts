import { interviewSessionDecider, interviewSessionStream, type EndReason } from '../../../domain/interview/interview-session';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** spec 2 §4, §7 endInterview: either participant ends it; a second end keeps the first ender and reason. */
export const endInterview = async (
  deps: ServiceDeps,
  context: CommandContext,
  { interviewSessionId, actorId, endReason }: Readonly<{ interviewSessionId: string; actorId: string; endReason: EndReason }>,
): Promise<{ endReason: EndReason; endedBy: string; checkpoint: Checkpoint | null }> => {
  const { newState, lastCheckpoint } = await deps.run(context, {
    streamId: interviewSessionStream(interviewSessionId),
    decider: interviewSessionDecider,
    command: { type: 'EndInterview', data: { actorId, endReason, now: context.now.toISOString() } },
  });
  if (newState.status === 'None' || newState.endReason === null || newState.endedBy === null)
    throw new Error('An ended session records its reason and who ended it');
  return { endReason: newState.endReason, endedBy: newState.endedBy, checkpoint: lastCheckpoint };
};
