import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewChangesSchema, type ReviewChanges } from '../../domain/interview/review';
import { Forbidden, NotFound } from '../../domain/shared/errors';
import { getReview } from '../../projections/queries/interview-sessions';
import { requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { reviewViewSchema } from '../schemas/interview-schemas';
import { visibleSession } from '../access/session-access';
import { commandContextOf } from '../http/command-context';
import { saveReview } from '../application/reviews/save-review';

const params = z.object({
  jobFairId: uuidParam('jobFairId'),
  interviewSession: uuidParam('interviewSession'),
  ratedBy: uuidParam('ratedBy'),
});
type Params = z.infer<typeof params>;
const PATH = '/jobfairs/:jobFairId/reviewUsers/:interviewSession/:ratedBy';
const tags = ['reviews'];
const ONLY_OWN = 'You may only write your own review';

/** spec 1 §7 reviewUsers: the recruiter's rating and notes of the candidate, the candidate's rating of the company. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  const save = async (
    request: FastifyRequest,
    { jobFairId, interviewSession, ratedBy }: Params,
    changes: ReviewChanges,
    reply: FastifyReply,
    created: boolean,
  ) => {
    const principal = requirePrincipal(request);
    if (principal.userId !== ratedBy) throw new Forbidden(ONLY_OWN);
    const session = await visibleSession(db, request, jobFairId, interviewSession);
    const subject = {
      interviewSessionId: session.id,
      jobFairId,
      organizationId: session.organizationId,
      boothId: session.boothId,
      boothName: session.boothName ?? '',
      candidateId: session.candidateId,
      recruiterId: session.recruiterId,
      status: session.status,
    };
    const checkpoint = await saveReview(app.services, commandContextOf(request), { subject, ratedBy, changes });
    await app.wrote(request, checkpoint);
    const review = await getReview(db, interviewSession, ratedBy);
    if (!review) throw new NotFound('Review');
    return reply.code(created ? 201 : 200).send(success(review));
  };

  const write = { config: { roles: ['Applicant', 'Recruiter'] as const }, schema: { tags, params, body: reviewChangesSchema } };

  app.post(
    PATH,
    {
      ...write,
      schema: {
        ...write.schema,
        summary: 'Save your review of the other participant (whole review: rating 1-5, notes)',
        response: { 201: envelopeOf(reviewViewSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    (request, reply) => save(request, request.params, request.body, reply, true),
  );

  app.put(
    PATH,
    {
      ...write,
      schema: {
        ...write.schema,
        summary: 'Change your review: the whole review, { rating } or { notes } (notes autosave, spec 1 §9)',
        response: { 200: envelopeOf(reviewViewSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    (request, reply) => save(request, request.params, request.body, reply, false),
  );

  app.get(
    PATH,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'A review, or null: the rater reads their own; the booth staff who may see the session read both',
        params,
        response: { 200: envelopeOf(reviewViewSchema.nullable()), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId, interviewSession, ratedBy } = request.params;
      const principal = requirePrincipal(request);
      const session = await visibleSession(db, request, jobFairId, interviewSession);
      // The candidate never reads the recruiter's notes about them.
      if (principal.userId !== ratedBy && principal.userId === session.candidateId)
        throw new Forbidden('You may only read your own review');
      return success(await getReview(db, interviewSession, ratedBy));
    },
  );
};

export default reviewRoutes;
