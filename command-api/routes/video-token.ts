import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  foldInterviewSession,
  interviewSessionDecider,
  interviewSessionStream,
  videoRoleOf,
  type InterviewSessionEvent,
} from '../../domain/interview/interview-session';
import { INTERVIEW_TEXTS } from '../../domain/interview/interview-texts';
import { Conflict, Forbidden } from '../../domain/shared/errors';
import { requirePrincipal } from '../http/access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { fairParams } from '../interview/interview-schemas';
import { participatedSession } from '../interview/session-access';
import { commandContextOf } from '../http/command-context';

const tokenBody = z.object({
  roomId: uuidParam('roomId'),
  userId: uuidParam('userId'),
  /** Asked for by the client; the server decides the role itself (spec 1 §6). */
  role: z.string().optional(),
});
const tokenSchema = z.object({
  provider: z.enum(['embedded', 'vonage']),
  roomId: z.string(),
  role: z.enum(['interviewer', 'candidate']),
  token: z.string(),
  expiresAt: z.string(),
  apiKey: z.string().optional(),
});

/** spec 2 §7 POST /jobfairs/{jobFairId}/InterviewSessions/auth-token: a video token for one of the session's two participants. */
const videoTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, videoRooms } = app.deps;

  app.post(
    '/jobfairs/:jobFairId/InterviewSessions/auth-token',
    {
      config: { roles: ['Applicant', 'Recruiter'] },
      schema: {
        tags: ['interview sessions'],
        summary:
          'A short-lived video token for the interview room (roomId: the interview session id); role interviewer for its recruiter, candidate for its candidate',
        description:
          'Vonage: the first token of a session creates its Vonage session (kept on the session stream) and roomId in the answer is the Vonage session id.',
        params: fairParams,
        body: tokenBody,
        response: { 200: envelopeOf(tokenSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { jobFairId } = request.params;
      const { roomId: sessionId, userId } = request.body;
      const principal = requirePrincipal(request);
      if (userId !== principal.userId) throw new Forbidden('A video token is issued only to the signed-in participant');
      const session = await participatedSession(db, request, jobFairId, sessionId);
      if (session.status !== 'AWAITING' && session.status !== 'IN_PROGRESS') throw new Conflict(INTERVIEW_TEXTS.alreadyOver);
      const streamId = interviewSessionStream(sessionId);
      const folded = foldInterviewSession((await app.deps.eventStore.readStream<InterviewSessionEvent>(streamId)).events);
      // One room per session and provider: racing first tokens may each create one, the first recorded wins.
      const known = folded.status !== 'None' && folded.videoRoom?.provider === videoRooms.provider ? folded.videoRoom.roomId : null;
      const candidateRoom = known ?? (await videoRooms.createRoom(sessionId));
      const { newState, lastCheckpoint: checkpoint } = await app.services.run(commandContextOf(request), {
        streamId,
        decider: interviewSessionDecider,
        command: {
          type: 'OpenVideoRoom',
          data: { actorId: principal.userId, provider: videoRooms.provider, roomId: candidateRoom, now: request.receivedAt.toISOString() },
        },
      });
      await app.awaitReadModels(request, checkpoint);
      if (newState.status === 'None' || newState.videoRoom === null) throw new Conflict(INTERVIEW_TEXTS.alreadyOver);
      const role = videoRoleOf(newState, principal.userId);
      const token = await videoRooms.issueToken({ sessionId, roomId: newState.videoRoom.roomId, userId: principal.userId, role });
      return success({ provider: videoRooms.provider, roomId: newState.videoRoom.roomId, role, ...token });
    },
  );
};

export default videoTokenRoutes;
