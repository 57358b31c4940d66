import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INTERVIEW_TEXTS } from '../../domain/interview/interview-texts';
import { Conflict, Forbidden } from '../../domain/shared/errors';
import { requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { fairParams } from '../schemas/fair-params';
import { participatedSession } from '../access/session-access';
import { commandContextOf } from '../http/command-context';
import { openVideoRoom } from '../application/interviews/open-video-room';

const tokenBody = z.object({
  roomId: uuidParam('roomId'),
  userId: uuidParam('userId'),
  /** Asked for by the client; the server decides the role itself (spec 1 §6). */
  role: z.string().max(20).optional(),
});
const tokenSchema = z.object({
  provider: z.enum(['embedded', 'vonage']),
  roomId: z.string(),
  role: z.enum(['interviewer', 'candidate']),
  token: z.string(),
  expiresAt: z.string(),
  apiKey: z.string().optional(),
  /** Embedded video across networks: STUN/TURN servers with this participant's short-lived TURN credentials. */
  iceServers: z
    .array(z.object({ urls: z.array(z.string()), username: z.string().optional(), credential: z.string().optional() }))
    .optional(),
  /** 'relay' when the operator sends all media through TURN. */
  iceTransportPolicy: z.literal('relay').optional(),
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
      const { roomId, role, checkpoint } = await openVideoRoom(app.services, commandContextOf(request), {
        interviewSessionId: sessionId,
        actorId: principal.userId,
        videoRooms,
      });
      await app.wrote(request, checkpoint);
      const token = await videoRooms.issueToken({ sessionId, roomId, userId: principal.userId, role });
      return success({ provider: videoRooms.provider, roomId, role, ...token });
    },
  );
};

export default videoTokenRoutes;
