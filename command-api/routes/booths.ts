import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fairParams } from '../schemas/fair-params';
import { boothCreateSchema, boothPatchSchema, queueQuestionsSchema } from '../../domain/booth/booth-schema';
import type { BoothView } from '../../domain/booth/booth-view';
import { Forbidden, NotFound, ValidationFailed } from '../../domain/shared/errors';
import { findBooth, getBooth, listBoothCards, listBooths, listBoothsOfRecruiter } from '../../projections/queries/booths';
import { listOrganizationUsers } from '../../projections/queries/users';
import { requirePrincipal } from '../access/route-access';
import { boothCardSchema, boothViewSchema } from '../schemas/booth-view-schema';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { jobFairInScope } from '../access/fair-scope';
import { deleteBooth } from '../application/booths/delete-booth';
import { createBooth, updateBooth } from '../application/booths/save-booth';
import { reorderBooths } from '../application/booths/reorder-booths';
import { saveQueueQuestions } from '../application/booths/save-queue-questions';
import { recordBoothVisit } from '../application/report/record-booth-visit';
import { commandContextOf } from '../http/command-context';

const boothParams = z.object({ jobFairId: uuidParam('jobFairId'), boothId: uuidParam('boothId') });
const recruiterParams = z.object({ jobFairId: uuidParam('jobFairId'), recruiterId: uuidParam('recruiterId') });
const one = envelopeOf(boothViewSchema);
const questionsAnswer = envelopeOf(z.object({ questions: z.array(z.object({ id: z.string(), name: z.string(), rank: z.number() })) }));

export const UNKNOWN_RECRUITER_MESSAGE = 'Only recruiters of your organization can be assigned';

// spec 1 §6: booth readers are the fair's organization and platform admins; job seekers read the booths of activated fairs (the lobby).
const READERS = ['Admin', 'EmployerAdmin', 'Recruiter', 'Applicant'] as const;
// "Booth fields" are editable by admins, employer admins and the booth's own recruiters.
const EDITORS = ['EmployerAdmin', 'Admin', 'Recruiter'] as const;

const recruitersOf = (booth: BoothView) => new Set([...booth.recruiters, ...booth.subBooths.flatMap((group) => group.recruiters)]);

/** A recruiter edits only a booth they are assigned to (spec 2 §6 "edits the assigned booth info"). */
const ensureMayEdit = (request: FastifyRequest, booth: BoothView) => {
  if (request.actingRole === 'Recruiter' && !recruitersOf(booth).has(requirePrincipal(request).userId))
    throw new Forbidden('You may only edit the booth you are assigned to');
};

/** Every assigned id must be a recruiter of the fair's organization. */
const ensureRecruiters = async (app: FastifyInstance, organizationId: string, field: string, ids: readonly string[]) => {
  if (ids.length === 0) return;
  const known = new Set((await listOrganizationUsers(app.deps.db, organizationId, 'Recruiter')).map((user) => user.id));
  if (ids.some((id) => !known.has(id))) throw new ValidationFailed([{ field, message: UNKNOWN_RECRUITER_MESSAGE }]);
};

const boothRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  const existingBooth = async (jobFairId: string, boothId: string) => {
    const booth = await getBooth(db, jobFairId, boothId);
    if (!booth) throw new NotFound('Booth');
    return booth;
  };

  app.get(
    '/jobfairs/:jobFairId/booths',
    {
      config: { roles: READERS },
      schema: {
        tags: ['booths'],
        summary:
          "Booths of a job fair, in display order; ?view=cards answers the job seeker's lobby cards (no questions, creator or interview settings)",
        params: fairParams,
        querystring: z.object({ view: z.enum(['cards']).optional() }),
        response: { 200: envelopeOf(z.union([z.array(boothViewSchema), z.array(boothCardSchema)])), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await jobFairInScope(request, request.params.jobFairId, { applicantsMayRead: true });
      const { jobFairId } = request.params;
      return success(request.query.view === 'cards' ? await listBoothCards(db, jobFairId) : await listBooths(db, jobFairId));
    },
  );

  app.get(
    '/jobfairs/:jobFairId/booths/byRecruiterId/:recruiterId',
    {
      config: { roles: ['Admin', 'EmployerAdmin', 'Recruiter'] },
      schema: {
        tags: ['booths'],
        summary: 'Booths a recruiter is assigned to (directly or through a group)',
        params: recruiterParams,
        response: { 200: envelopeOf(z.array(boothViewSchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await jobFairInScope(request, request.params.jobFairId);
      return success(await listBoothsOfRecruiter(db, request.params.jobFairId, request.params.recruiterId));
    },
  );

  app.get(
    '/jobfairs/:jobFairId/booths/:boothId',
    {
      config: { roles: READERS },
      schema: {
        tags: ['booths'],
        summary: "One booth; ?logBoothVisit=true from a job seeker's booth page counts them as a visitor (spec 2 §7)",
        params: boothParams,
        querystring: z.object({ logBoothVisit: z.string().max(8).pipe(z.stringbool()).optional() }),
        response: { 200: one, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await jobFairInScope(request, request.params.jobFairId, { applicantsMayRead: true });
      const booth = await existingBooth(request.params.jobFairId, request.params.boothId);
      if (request.query.logBoothVisit)
        await recordBoothVisit(app.services, commandContextOf(request), {
          visitorId: requirePrincipal(request).userId,
          actingRole: request.actingRole,
          booth,
        });
      return success(booth);
    },
  );

  app.post(
    '/jobfairs/:jobFairId/booths',
    {
      config: { roles: ['EmployerAdmin'] },
      schema: {
        tags: ['booths'],
        summary: 'Create a booth (spec 1 §5.7), with its queue questions',
        params: fairParams,
        body: boothCreateSchema,
        response: { 201: one, ...failures(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const fair = await jobFairInScope(request, request.params.jobFairId);
      const fields = request.body;
      await ensureRecruiters(app, fair.companyId, 'recruiters', fields.recruiters);
      for (const group of fields.subBooths) await ensureRecruiters(app, fair.companyId, 'subBooths', group.recruiters);
      const { boothId, checkpoint } = await createBooth(app.services, commandContextOf(request), {
        fair: { jobFairId: fair.id, organizationId: fair.companyId },
        actorId: requirePrincipal(request).userId,
        booth: request.body,
      });
      await app.wrote(request, checkpoint);
      return reply.code(201).send(success(await existingBooth(fair.id, boothId)));
    },
  );

  app.put(
    '/jobfairs/:jobFairId/booths/:boothId',
    {
      config: { roles: EDITORS },
      schema: {
        tags: ['booths'],
        summary: 'Edit a booth: any subset of its fields; recruiters, sub-booths and sortOrder by the employer admin only',
        params: boothParams,
        body: boothPatchSchema,
        response: { 200: one, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const fair = await jobFairInScope(request, request.params.jobFairId);
      const booth = await existingBooth(fair.id, request.params.boothId);
      ensureMayEdit(request, booth);
      const patch = request.body;
      if (patch.recruiters) await ensureRecruiters(app, fair.companyId, 'recruiters', patch.recruiters);
      for (const group of patch.subBooths ?? []) await ensureRecruiters(app, fair.companyId, 'subBooths', group.recruiters);
      const checkpoint = await updateBooth(app.services, commandContextOf(request), {
        fair: { jobFairId: fair.id, organizationId: fair.companyId },
        boothId: booth.id,
        actorId: requirePrincipal(request).userId,
        patch,
        mayManage: request.actingRole === 'EmployerAdmin',
      });
      await app.wrote(request, checkpoint);
      return success(await existingBooth(fair.id, booth.id));
    },
  );

  app.delete(
    '/jobfairs/:jobFairId/booths/:boothId',
    {
      config: { roles: ['EmployerAdmin'] },
      schema: {
        tags: ['booths'],
        summary: 'Delete a booth; never the last booth of a job fair (spec 1 §5.7)',
        params: boothParams,
        response: { 200: envelopeOf(z.object({ id: z.string() })), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const fair = await jobFairInScope(request, request.params.jobFairId);
      const booth = await existingBooth(fair.id, request.params.boothId);
      await deleteBooth(app.services, commandContextOf(request), {
        fair: { jobFairId: fair.id, organizationId: fair.companyId },
        boothId: booth.id,
        actorId: requirePrincipal(request).userId,
        stored: (checkpoint) => app.wrote(request, checkpoint),
      });
      return success({ id: booth.id });
    },
  );

  // spec 3 §2.2 /lobby/booth/:boothId names the booth alone; its fair and organization come with it.
  app.get(
    '/booths/:boothId',
    {
      config: { roles: ['Admin'] },
      schema: {
        tags: ['booths'],
        summary: "One booth by its id alone (the platform admin's booth detail)",
        params: z.object({ boothId: uuidParam('boothId') }),
        response: { 200: one, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const booth = await findBooth(db, request.params.boothId);
      if (!booth) throw new NotFound('Booth');
      return success(booth);
    },
  );

  // spec 3 §4 Lobby and §7 "update booth sort order": the platform admin's drag reorder, as one command.
  app.put(
    '/jobfairs/:jobFairId/boothOrder',
    {
      config: { roles: ['Admin'] },
      schema: {
        tags: ['booths'],
        summary: "Reorder a fair's booths (Event Lobby): every booth id, first to last; only moved booths get a new sortOrder",
        description:
          "One append on the fair's booth-order stream, so two admins reordering at once end in one of their two orders. " +
          "409 when the ids are not exactly the fair's booths (one was added or deleted meanwhile).",
        params: fairParams,
        body: z.object({ boothIds: z.array(uuidParam('boothIds')).min(1).max(500) }),
        response: { 200: envelopeOf(z.array(boothViewSchema)), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const fair = await jobFairInScope(request, request.params.jobFairId);
      const checkpoint = await reorderBooths(app.services, commandContextOf(request), {
        fair: { jobFairId: fair.id, organizationId: fair.companyId },
        actorId: requirePrincipal(request).userId,
        order: request.body.boothIds,
      });
      await app.wrote(request, checkpoint);
      return success(await listBooths(db, fair.id));
    },
  );

  // spec 1 §7: /jobfairs/{jobFairId}/boothQuestions/{boothId}
  app.get(
    '/jobfairs/:jobFairId/boothQuestions/:boothId',
    {
      config: { roles: READERS },
      schema: {
        tags: ['booths'],
        summary: "A booth's queue questions",
        params: boothParams,
        response: { 200: questionsAnswer, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await jobFairInScope(request, request.params.jobFairId, { applicantsMayRead: true });
      return success({ questions: (await existingBooth(request.params.jobFairId, request.params.boothId)).questions });
    },
  );

  const saveQuestions = async (
    request: FastifyRequest,
    params: z.infer<typeof boothParams>,
    questions: z.output<typeof queueQuestionsSchema>,
  ) => {
    const fair = await jobFairInScope(request, params.jobFairId);
    const booth = await existingBooth(fair.id, params.boothId);
    ensureMayEdit(request, booth);
    const checkpoint = await saveQueueQuestions(app.services, commandContextOf(request), {
      fair: { jobFairId: fair.id, organizationId: fair.companyId },
      boothId: booth.id,
      actorId: requirePrincipal(request).userId,
      questions,
    });
    await app.wrote(request, checkpoint);
    return success({ questions: (await existingBooth(fair.id, booth.id)).questions });
  };

  app.post(
    '/jobfairs/:jobFairId/boothQuestions/:boothId',
    {
      config: { roles: EDITORS },
      schema: {
        tags: ['booths'],
        summary: 'Replace the queue questions of a booth (at most 5)',
        params: boothParams,
        body: z.object({ questions: queueQuestionsSchema }),
        response: { 200: questionsAnswer, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => saveQuestions(request, request.params, request.body.questions),
  );

  app.delete(
    '/jobfairs/:jobFairId/boothQuestions/:boothId',
    {
      config: { roles: EDITORS },
      schema: {
        tags: ['booths'],
        summary: 'Clear the queue questions of a booth',
        params: boothParams,
        response: { 200: questionsAnswer, ...failures(400, 401, 403, 404) },
      },
    },
    (request) => saveQuestions(request, request.params, []),
  );
};

export default boothRoutes;
