import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../domain/shared/errors';
import { createQueueReads } from '../../projections/queries/queue-reads';
import { countBoothQueue, countQueuesOfFair, getQueueEntry, listBoothQueue } from '../../projections/queries/queues';
import { seekerAdminRemovals } from '../../projections/queries/queue-admin-removals';
import { envelopeOf, failures, success } from '../http/envelope';
import { ensureSelfOrStaff, fairAccess } from '../access/fair-scope';
import { pendingEntryView, placedEntryView } from '../application/queue/decided-entry';
import { queueServiceFor } from '../../projections/queries/queue-service';
import { commandContextOf } from '../http/command-context';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { requirePrincipal } from '../access/route-access';
import { enterQueue } from '../application/queue/enter-queue';
import { emptyQueue, leaveQueue, removeCandidateByAdmin } from '../application/queue/leave-queue';
import {
  boothEntryParams,
  boothParams,
  boothSeekerParams,
  enterQueueBody,
  enteredQueueSchema,
  queueEntrySchema,
  queueTarget,
  seekerParams,
} from '../schemas/queue-schemas';
import { fairParams } from '../schemas/fair-params';

const BASE = '/jobfairs/:jobFairId/queueUsers';
export const REMOVAL_REASON_REQUIRED = 'Reason is required';
const queueAdminRemovalSchema = z.object({
  boothId: z.string(),
  queueId: z.string(),
  entryId: z.string(),
  reason: z.enum(['RemovedByAdmin', 'EmptiedByAdmin']),
  note: z.string().nullable(),
  removedAt: z.string(),
});
const STAFF = ['Admin', 'EmployerAdmin', 'Recruiter'] as const;
const tags = ['queue'];

/** spec 2 §7 Queue (base /jobfairs/{jobFairId}/queueUsers). */
const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  // The enters of one projection batch wake together once it commits, and each answers with the seeker's
  // entries: read in one statement for all of them, as the gateway reads its myQueueEntries pushes.
  const queueReads = createQueueReads(db);

  app.post(
    `${BASE}/byBoothId/:boothId`,
    {
      config: { roles: ['Applicant'] },
      schema: {
        tags,
        summary: 'Enter a booth queue with the questionnaire answers (spec 2 §5); the server scores them',
        description:
          'Refused with THRESHOLD_ERROR below the minimum score, ALREADY_IN_QUEUE when in another queue of the fair. ' +
          'Answered from the decision, before the read models apply it: the place as the queue decided it, the wait from how the queue is served as they stand, and the checkpoint of the entry, before which a myQueueEntries push does not list it. ' +
          'A retried enter answering an entry stored earlier waits for the read models; if they lag past the wait, position and estimatedWaitMs are null (pending) and the names null, and the subscription brings them.',
        params: boothParams,
        body: enterQueueBody,
        response: { 201: envelopeOf(enteredQueueSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { jobFairId } = request.params;
      const access = await fairAccess(request, jobFairId);
      // A retried enter with the same Idempotency-Key answers the first outcome and appends nothing.
      const context = { ...commandContextOf(request), idempotencyKey: idempotencyKeyOf(request) };
      const entered = await enterQueue(app.services, context, {
        seeker: requirePrincipal(request),
        target: queueTarget(request.params),
        answers: request.body.answers,
      });
      const { checkpoint } = entered;
      // Answered from the decision (docs/read-side.md "Read your writes"): the place from the queue as decided,
      // the wait from how the queue is served as the read models stand. It waits for no read model; the
      // seeker's reads after it wait for its checkpoint.
      if (entered.queue) {
        const { queueId, boothId } = entered.entry.entered;
        const service = await queueServiceFor(db, { queueId, boothId, seekerId: access.userId });
        const placed = service && placedEntryView(entered.entry, entered.boothName, entered.queue, service, entered.isInvited);
        if (placed) {
          await app.wrote(request, checkpoint, []);
          return reply.code(201).send(success({ ...placed, checkpoint }));
        }
      }
      // An entry an earlier attempt stored: answered from the read models once they hold it. The tables the
      // answer reads: the entry and its place (queues), its wait (the booth's recruiters and their sessions).
      await app.wrote(request, checkpoint, ['queues', 'recruiterAvailability', 'interviewSessions']);
      const mine = (await queueReads.seekerEntries(jobFairId, access.userId)).find((entry) => entry.id === entered.entry.entered.entryId);
      // The command decided; a read model that has not caught up yet must not turn that into a 404.
      return reply.code(201).send(success({ ...(mine ?? pendingEntryView(entered.entry, entered.boothName)), checkpoint }));
    },
  );

  app.get(
    `${BASE}/byBoothId/:boothId`,
    {
      config: { roles: STAFF },
      schema: {
        tags,
        summary: "A booth's queue in order (every group's, or one group's by its queue id), with positions and waits",
        params: boothParams,
        response: { 200: envelopeOf(z.array(queueEntrySchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await fairAccess(request, request.params.jobFairId);
      return success(await listBoothQueue(db, queueTarget(request.params)));
    },
  );

  app.delete(
    `${BASE}/byBoothId/:boothId`,
    {
      config: { roles: ['Admin'] },
      schema: {
        tags,
        summary: 'Empty a booth queue (platform admin, spec 3 §2.2 Empty Queue): every waiting candidate leaves with EmptiedByAdmin',
        description: 'Candidates already called to an interview stay in it; their session ends as usual.',
        params: boothParams,
        response: { 200: envelopeOf(z.object({ removed: z.number() })), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await fairAccess(request, request.params.jobFairId);
      const { checkpoint, removed } = await emptyQueue(app.services, commandContextOf(request), {
        adminId: requirePrincipal(request).userId,
        target: queueTarget(request.params),
      });
      await app.wrote(request, checkpoint);
      return success({ removed });
    },
  );

  app.get(
    `${BASE}/counts`,
    {
      config: { roles: STAFF },
      schema: {
        tags,
        summary: 'Candidates waiting per booth of the fair (lobby cards of admins, spec 1 §2.5)',
        params: fairParams,
        response: { 200: envelopeOf(z.record(z.string(), z.number())), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await fairAccess(request, request.params.jobFairId);
      return success(await countQueuesOfFair(db, request.params.jobFairId));
    },
  );

  for (const suffix of ['count', 'sync-count']) {
    app.get(
      `${BASE}/byBoothId/:boothId/${suffix}`,
      {
        config: { signedIn: true },
        schema: {
          tags,
          summary: '# of job seekers waiting in a booth queue',
          params: boothParams,
          querystring: z.object({ vjfpUserId: z.guid('vjfpUserId must be a valid UUID').optional() }),
          response: { 200: envelopeOf(z.object({ count: z.number() })), ...failures(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await fairAccess(request, request.params.jobFairId);
        return success({ count: await countBoothQueue(db, queueTarget(request.params)) });
      },
    );
  }

  app.get(
    `${BASE}/byBoothIdAndVjfpUserId/:boothId/:candidateId`,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "A candidate's entry in one booth queue, or null",
        params: boothSeekerParams,
        response: { 200: envelopeOf(queueEntrySchema.nullable()), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId, boothId, candidateId } = request.params;
      ensureSelfOrStaff(await fairAccess(request, jobFairId), candidateId);
      const { groupId } = queueTarget(request.params);
      // A booth id finds the candidate in any of the booth's queues; a group's queue id only in that one.
      return success(
        (await queueReads.seekerEntries(jobFairId, candidateId)).find((entry) => (groupId ? entry.queueId : entry.boothId) === boothId) ??
          null,
      );
    },
  );

  app.get(
    `${BASE}/byVJFPUserId/:vjfpUserId`,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "A candidate's queue entries, by priority then entry time",
        params: seekerParams,
        querystring: z.object({ filter: z.enum(['NextInInterview']).optional() }),
        response: { 200: envelopeOf(z.array(queueEntrySchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId, vjfpUserId } = request.params;
      ensureSelfOrStaff(await fairAccess(request, jobFairId), vjfpUserId);
      const entries = await queueReads.seekerEntries(jobFairId, vjfpUserId);
      return success(request.query.filter === 'NextInInterview' ? entries.filter((entry) => entry.priority <= 0) : entries);
    },
  );

  app.get(
    `${BASE}/adminRemovals/:vjfpUserId`,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The booth queues a platform admin took a candidate out of, until they enter again (REST twin of myQueueRemovals)',
        params: seekerParams,
        response: { 200: envelopeOf(z.array(queueAdminRemovalSchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId, vjfpUserId } = request.params;
      ensureSelfOrStaff(await fairAccess(request, jobFairId), vjfpUserId);
      return success(await seekerAdminRemovals(db, jobFairId, vjfpUserId));
    },
  );

  app.get(
    `${BASE}/isEnteredInAnyQueue/:vjfpUserId`,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Whether a candidate is in any queue of the fair',
        params: seekerParams,
        response: { 200: envelopeOf(z.boolean()), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId, vjfpUserId } = request.params;
      ensureSelfOrStaff(await fairAccess(request, jobFairId), vjfpUserId);
      return success((await queueReads.seekerEntries(jobFairId, vjfpUserId)).length > 0);
    },
  );

  app.delete(
    `${BASE}/byBoothIdAndId/:boothId/:id`,
    {
      config: { roles: ['Applicant'] },
      schema: {
        tags,
        summary: 'Leave a booth queue (own entry)',
        params: boothEntryParams,
        response: { 200: envelopeOf(z.object({ id: z.string() })), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { jobFairId, id } = request.params;
      const { userId } = await fairAccess(request, jobFairId);
      const checkpoint = await leaveQueue(app.services, commandContextOf(request), {
        seekerId: userId,
        target: queueTarget(request.params),
        entryId: id,
      });
      // The answer reads nothing: it goes out at once. The client takes the entry out of its own lists from
      // it (until its checkpoint reaches them), and the seeker's reads after it wait for it.
      await app.wrote(request, checkpoint, []);
      return success({ id });
    },
  );

  // spec 3 §7 "delete a candidate from a queue": the platform admin's, with the reason recorded on the event.
  app.post(
    `${BASE}/byBoothIdAndId/:boothId/:id/removal`,
    {
      config: { roles: ['Admin'] },
      schema: {
        tags,
        summary: 'Take one waiting candidate out of a booth queue (platform admin), saying why; 409 once they are called',
        params: boothEntryParams,
        body: z.object({
          reason: z
            .string({ error: REMOVAL_REASON_REQUIRED })
            .trim()
            .min(1, REMOVAL_REASON_REQUIRED)
            .max(500, 'Reason must be 500 characters or less'),
        }),
        response: { 200: envelopeOf(z.object({ id: z.string() })), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { jobFairId, id } = request.params;
      await fairAccess(request, jobFairId);
      const checkpoint = await removeCandidateByAdmin(app.services, commandContextOf(request), {
        adminId: requirePrincipal(request).userId,
        target: queueTarget(request.params),
        entryId: id,
        note: request.body.reason,
      });
      await app.wrote(request, checkpoint);
      return success({ id });
    },
  );

  // Not in the spec's list: one entry by id, for the booth page after a push.
  app.get(
    `${BASE}/:id`,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'One queue entry',
        params: seekerParams.omit({ vjfpUserId: true }).extend({ id: z.guid('id must be a valid UUID') }),
        response: { 200: envelopeOf(queueEntrySchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await fairAccess(request, request.params.jobFairId);
      const entry = await getQueueEntry(db, request.params.jobFairId, request.params.id);
      if (!entry) throw new NotFound('Queue entry');
      ensureSelfOrStaff(access, entry.vjfpUserId);
      return success(entry);
    },
  );
};

export default queueRoutes;
