import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatMessageSchema } from '../../domain/interview/chat-message';
import { INTERVIEW_TEXTS, MAX_EXTENSION_MS } from '../../domain/interview/interview-texts';
import { NotFound } from '../../domain/shared/errors';
import { getInterviewSession, sessionsOfCandidate } from '../../projections/queries/interview-sessions';
import { requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { chatMessageViewSchema, sessionParams, sessionSchema } from '../schemas/interview-schemas';
import { participatedSession, visibleSession } from '../access/session-access';
import { ensureSelfOrStaff, fairAccess } from '../access/fair-scope';
import { commandContextOf } from '../http/command-context';
import { joinOrExtendInterview } from '../application/interviews/join-or-extend-interview';
import { postChatMessage } from '../application/interviews/post-chat-message';

const candidateParams = z.object({ jobFairId: uuidParam('jobFairId'), candidateId: uuidParam('candidateId') });
const tags = ['interview sessions'];
const PARTICIPANTS = ['Applicant', 'Recruiter'] as const;

const durationAdded = z
  .number({ error: INTERVIEW_TEXTS.extensionInvalid })
  .int(INTERVIEW_TEXTS.extensionInvalid)
  .positive(INTERVIEW_TEXTS.extensionInvalid)
  .max(MAX_EXTENSION_MS, INTERVIEW_TEXTS.extensionTooLong);
/** spec 2 §7 PUT bodies: status (join; the server stamps interviewStartedAt itself) or durationAdded (extend, this much more). */
const updateBody = z
  .object({
    status: z.literal('IN_PROGRESS', { error: 'status must be IN_PROGRESS' }).optional(),
    interviewStartedAt: z.unknown().optional(),
    durationAdded: durationAdded.optional(),
  })
  .refine((body) => (body.status === undefined) !== (body.durationAdded === undefined), {
    message: 'Send either status IN_PROGRESS to join or durationAdded to extend',
    path: ['status'],
  });

/** spec 2 §7 Interview sessions (base /jobfairs/{jobFairId}/interviewSessions): read, join (spec 1 §4.5 step 2), extend and chat. */
const interviewSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/jobfairs/:jobFairId/interviewSessions/byCandidateId/:candidateId',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "A candidate's sessions, newest first (My Chats, spec 1 §2.5 /history)",
        params: candidateParams,
        querystring: z.object({ filter: z.enum(['active']).optional() }),
        response: { 200: envelopeOf(z.array(sessionSchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId, candidateId } = request.params;
      ensureSelfOrStaff(await fairAccess(request, jobFairId), candidateId);
      return success(await sessionsOfCandidate(db, jobFairId, candidateId, request.query.filter === 'active'));
    },
  );

  app.get(
    '/jobfairs/:jobFairId/interviewSessions/:id',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'One interview session with its timer and chat transcript',
        description: "Its candidate and recruiter, the booth's recruiters, the organization's employer admins and platform admins.",
        params: sessionParams,
        response: { 200: envelopeOf(sessionSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => success(await visibleSession(db, request, request.params.jobFairId, request.params.id)),
  );

  app.put(
    '/jobfairs/:jobFairId/interviewSessions/:id',
    {
      config: { roles: PARTICIPANTS },
      schema: {
        tags,
        summary:
          'Join an AWAITING session (the candidate: { status: IN_PROGRESS }) or extend one in progress (the recruiter: { durationAdded: ms more })',
        params: sessionParams,
        body: updateBody,
        response: { 200: envelopeOf(sessionSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { jobFairId, id } = request.params;
      await participatedSession(db, request, jobFairId, id);
      const checkpoint = await joinOrExtendInterview(app.services, commandContextOf(request), {
        interviewSessionId: id,
        actorId: requirePrincipal(request).userId,
        durationAdded: request.body.durationAdded,
      });
      await app.wrote(request, checkpoint, ['interviewSessions']);
      const session = await getInterviewSession(db, jobFairId, id);
      if (!session) throw new NotFound('Interview session');
      return success(session);
    },
  );

  app.post(
    '/jobfairs/:jobFairId/interviewSessions/:id/chatMessages',
    {
      config: { roles: PARTICIPANTS },
      schema: {
        tags,
        summary: 'Append one message to the chat transcript (either participant, while the interview is in progress)',
        description: "One message per call rather than spec 2 §7's whole-transcript PUT, so messages both sides send at once are all kept.",
        params: sessionParams,
        body: chatMessageSchema,
        response: { 201: envelopeOf(chatMessageViewSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { jobFairId, id } = request.params;
      await participatedSession(db, request, jobFairId, id);
      const { chatMessage, checkpoint } = await postChatMessage(app.services, commandContextOf(request), {
        interviewSessionId: id,
        sender: requirePrincipal(request),
        message: request.body.message,
      });
      await app.wrote(request, checkpoint, ['interviewSessions']);
      return reply.code(201).send(success(chatMessage));
    },
  );
};

export default interviewSessionRoutes;
