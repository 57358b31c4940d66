import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InterviewSessionView } from '../../domain/interview/interview-session-view';
import { interviewSessionDecider, interviewSessionStream } from '../../domain/interview/interview-session';
import { Forbidden, NotFound } from '../../domain/shared/errors';
import { getInterviewSession, sessionsOfCandidate } from '../../projections/queries/interview-sessions';
import { requirePrincipal } from '../http/access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { ensureSelfOrStaff, fairAccess, type FairAccess } from '../queue/fair-access';

const sessionSchema = z.object({
  id: z.string(),
  jobFairId: z.string(),
  boothId: z.string(),
  boothName: z.string().nullable(),
  organizationId: z.string(),
  candidateId: z.string(),
  recruiterId: z.string(),
  recruiterName: z.string().nullable(),
  queueUserId: z.string(),
  candidateScore: z.number(),
  candidateMaxScore: z.number(),
  status: z.enum(['AWAITING', 'IN_PROGRESS', 'ENDING', 'ENDED']),
  endReason: z.enum(['TIMED_OUT', 'DECLINED', 'ENDED']).nullable(),
  endedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  interviewStartedAt: z.string().nullable(),
}) satisfies z.ZodType<InterviewSessionView>;

const sessionParams = z.object({ jobFairId: uuidParam('jobFairId'), id: uuidParam('id') });
const candidateParams = z.object({ jobFairId: uuidParam('jobFairId'), candidateId: uuidParam('candidateId') });
const tags = ['interview sessions'];

const ensureParticipantOrStaff = (access: FairAccess, session: InterviewSessionView) => {
  if (!access.staff && access.userId !== session.candidateId) throw new Forbidden('You may only read your own interview sessions');
};

/** spec 2 §7 Interview sessions (base /jobfairs/{jobFairId}/interviewSessions): read, and join (spec 1 §4.5 step 2). */
const interviewSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/jobfairs/:jobFairId/interviewSessions/byCandidateId/:candidateId',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "A candidate's sessions, newest first",
        params: candidateParams,
        querystring: z.object({ filter: z.enum(['active']).optional() }),
        response: { 200: envelopeOf(z.array(sessionSchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId, candidateId } = request.params;
      ensureSelfOrStaff(await fairAccess(db, request, jobFairId), candidateId);
      return success(await sessionsOfCandidate(db, jobFairId, candidateId, request.query.filter === 'active'));
    },
  );

  app.get(
    '/jobfairs/:jobFairId/interviewSessions/:id',
    {
      config: { signedIn: true },
      schema: { tags, summary: 'One interview session', params: sessionParams, response: { 200: envelopeOf(sessionSchema), ...failures(400, 401, 403, 404) } },
    },
    async (request) => {
      const access = await fairAccess(db, request, request.params.jobFairId);
      const session = await getInterviewSession(db, request.params.jobFairId, request.params.id);
      if (!session) throw new NotFound('Interview session');
      ensureParticipantOrStaff(access, session);
      return success(session);
    },
  );

  app.put(
    '/jobfairs/:jobFairId/interviewSessions/:id',
    {
      config: { roles: ['Applicant'] },
      schema: {
        tags,
        summary: 'Join an AWAITING session: IN_PROGRESS with interviewStartedAt (the candidate only)',
        params: sessionParams,
        body: z.object({ status: z.literal('IN_PROGRESS', { error: 'status must be IN_PROGRESS' }) }),
        response: { 200: envelopeOf(sessionSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { jobFairId, id } = request.params;
      await fairAccess(db, request, jobFairId);
      const { checkpoint } = await app.runCommand(request, {
        streamId: interviewSessionStream(id),
        decider: interviewSessionDecider,
        command: { type: 'JoinInterview', data: { actorId: requirePrincipal(request).userId, now: request.receivedAt.toISOString() } },
      });
      await app.awaitReadModels(request, checkpoint);
      const session = await getInterviewSession(db, jobFairId, id);
      if (!session) throw new NotFound('Interview session');
      return success(session);
    },
  );
};

export default interviewSessionRoutes;
