import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Forbidden, NotFound } from '../../domain/shared/errors';
import { boothQuestionAnswers } from '../../projections/queries/booth-question-answers';
import { getBooth } from '../../projections/queries/booths';
import { requirePrincipal } from '../access/route-access';
import { commandContextOf } from '../http/command-context';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { fairAccess } from '../access/fair-scope';
import { saveBoothQuestionAnswers } from '../application/queue/save-booth-question-answers';

// spec 1 §7 GET and POST /jobfairs/{jobFairId}/boothQuestionAnswers/{boothId}/{jobSeekerId}: a seeker's
// answers to a booth's queue questions. The seeker writes and reads their own; of the staff, spec 2 §6 lets
// the booth's recruiters read a candidate's answers, and the organization's employer admins and platform admins read too.
const params = z.object({ jobFairId: uuidParam('jobFairId'), boothId: uuidParam('boothId'), jobSeekerId: uuidParam('jobSeekerId') });
const answerSchema = z.object({ questionId: z.string().min(1).max(100), answer: z.boolean({ error: 'You must make a choice.' }) });
const answered = z.object({
  boothId: z.string(),
  jobSeekerId: z.string(),
  answers: z.array(z.object({ questionId: z.string(), answer: z.boolean() })),
  savedAt: z.string().nullable(),
});
const tags = ['queue'];

const boothQuestionAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  /** The booth of a fair the caller may open, and whether the caller may read this seeker's answers there. */
  const boothFor = async (request: FastifyRequest, { jobFairId, boothId, jobSeekerId }: z.infer<typeof params>) => {
    const access = await fairAccess(request, jobFairId);
    const booth = await getBooth(db, jobFairId, boothId);
    if (!booth) throw new NotFound('Booth');
    if (!access.staff) {
      if (jobSeekerId !== access.userId) throw new Forbidden("You may only read or answer your own booth's questions");
      return booth;
    }
    if (request.actingRole === 'Admin' || request.actingRole === 'EmployerAdmin') return booth;
    const recruiters = new Set([...booth.recruiters, ...booth.subBooths.flatMap((group) => group.recruiters)]);
    if (!recruiters.has(requirePrincipal(request).userId)) throw new Forbidden("Only the booth's recruiters read its candidates' answers");
    return booth;
  };

  const answerOf = async (boothId: string, jobSeekerId: string) => {
    const stored = await boothQuestionAnswers(db, boothId, jobSeekerId);
    return { boothId, jobSeekerId, answers: stored?.answers ?? [], savedAt: stored?.savedAt ?? null };
  };

  app.get(
    '/jobfairs/:jobFairId/boothQuestionAnswers/:boothId/:jobSeekerId',
    {
      config: { roles: ['Admin', 'EmployerAdmin', 'Recruiter', 'Applicant'] },
      schema: {
        tags,
        summary: "A job seeker's latest answers to a booth's queue questions (empty when never answered)",
        params,
        response: { 200: envelopeOf(answered), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const booth = await boothFor(request, request.params);
      return success(await answerOf(booth.id, request.params.jobSeekerId));
    },
  );

  app.post(
    '/jobfairs/:jobFairId/boothQuestionAnswers/:boothId/:jobSeekerId',
    {
      config: { roles: ['Applicant'] },
      schema: {
        tags,
        summary: "Save the caller's answers to a booth's queue questions (entering the queue saves them too)",
        params,
        body: z.object({ answers: z.array(answerSchema).max(20) }),
        response: { 200: envelopeOf(answered), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const booth = await boothFor(request, request.params);
      const checkpoint = await saveBoothQuestionAnswers(app.services, commandContextOf(request), {
        booth,
        jobSeekerId: request.params.jobSeekerId,
        answers: request.body.answers,
      });
      await app.wrote(request, checkpoint);
      return success(await answerOf(booth.id, request.params.jobSeekerId));
    },
  );
};

export default boothQuestionAnswerRoutes;
