import { interviewSessionDecider, interviewSessionStream, videoRoleOf, type VideoRole } from '../../../domain/interview/interview-session';
import { INTERVIEW_TEXTS } from '../../../domain/interview/interview-texts';
import type { VideoRooms } from '../../../domain/ports/video-rooms';
import { aggregateStream } from '../../../domain/shared/aggregate-stream';
import { Conflict } from '../../../domain/shared/errors';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/**
 * spec 2 §7 InterviewSessions/auth-token: the session's video room, created once per session and provider and kept
 * on the session stream, and the role the participant takes in it (spec 1 §6: the server decides it).
 */
export const openVideoRoom = async (
  deps: ServiceDeps,
  context: CommandContext,
  { interviewSessionId, actorId, videoRooms }: Readonly<{ interviewSessionId: string; actorId: string; videoRooms: VideoRooms }>,
): Promise<{ roomId: string; role: VideoRole; checkpoint: Checkpoint | null }> => {
  const streamId = interviewSessionStream(interviewSessionId);
  const { state: folded } = await aggregateStream(deps.store, streamId, interviewSessionDecider);
  // One room per session and provider: racing first tokens may each create one, the first recorded wins.
  const known = folded.status !== 'None' && folded.videoRoom?.provider === videoRooms.provider ? folded.videoRoom.roomId : null;
  const candidateRoom = known ?? (await videoRooms.createRoom(interviewSessionId));
  const { newState, lastCheckpoint } = await deps.run(context, {
    streamId,
    decider: interviewSessionDecider,
    command: {
      type: 'OpenVideoRoom',
      data: { actorId, provider: videoRooms.provider, roomId: candidateRoom, now: context.now.toISOString() },
    },
  });
  if (newState.status === 'None' || newState.videoRoom === null) throw new Conflict(INTERVIEW_TEXTS.alreadyOver);
  return { roomId: newState.videoRoom.roomId, role: videoRoleOf(newState, actorId), checkpoint: lastCheckpoint };
};
