import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { END_REASONS } from '../../domain/interview/interview-session';
import { requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { fairParams } from '../schemas/fair-params';
import { participatedSession } from '../access/session-access';
import { commandContextOf } from '../http/command-context';
import { endInterview } from '../application/interviews/end-interview';

/**
 * spec 2 §7 POST /endInterview body. The server takes the session id and the reason; who ends it is
 * the caller, and the transcript and durations are the server's own (recorded as they happened).
 */
const endInterviewBody = z.object({
  interviewSessionId: uuidParam('interviewSessionId'),
  endReason: z.enum(END_REASONS, { error: `endReason must be one of ${END_REASONS.join(', ')}` }).default('ENDED'),
  jobFairId: z.unknown().optional(),
  queueUserId: z.unknown().optional(),
  organizationId: z.unknown().optional(),
  status: z.unknown().optional(),
  chatDuration: z.unknown().optional(),
  chatTranscript: z.unknown().optional(),
  endedBy: z.unknown().optional(),
  recruiterId: z.unknown().optional(),
});

const endedSchema = z.object({
  status: z.literal('ENDING'),
  interviewSessionId: z.string(),
  endReason: z.enum(END_REASONS),
  endedBy: z.string(),
});

/** Ending an interview (spec 2 §4, §7; spec 1 §4.5): either participant; the server completes it to ENDED. */
const endInterviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/jobfairs/:jobFairId/queueUsers/endInterview',
    {
      config: { roles: ['Applicant', 'Recruiter'] },
      schema: {
        tags: ['queue', 'interview sessions'],
        summary:
          'End an interview: answers status ENDING; the server then takes the candidate out of the queue, frees their seat, switches the recruiter off, and marks it ENDED',
        description:
          'endReason and endedBy are recorded only if not already set: a second end (the other side, a retry) is accepted with the first ender and reason. The client fails with "API /endInterview failed" unless status is ENDING.',
        params: fairParams,
        body: endInterviewBody,
        response: { 200: envelopeOf(endedSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { jobFairId } = request.params;
      const { interviewSessionId, endReason } = request.body;
      await participatedSession(db, request, jobFairId, interviewSessionId);
      const ended = await endInterview(app.services, commandContextOf(request), {
        interviewSessionId,
        actorId: requirePrincipal(request).userId,
        endReason,
      });
      await app.wrote(request, ended.checkpoint);
      return success({ status: 'ENDING' as const, interviewSessionId, endReason: ended.endReason, endedBy: ended.endedBy });
    },
  );
};

export default endInterviewRoutes;
