import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHOOSABLE_PRESENCE, PRESENCE_STATUSES } from '../../domain/presence/presence';
import { QUEUE_CONNECTION_GRACE_MS } from '../../domain/queue/connection-grace';
import { Forbidden } from '../../domain/shared/errors';
import { boothRepresentatives, fairPresence, presenceOf } from '../../projections/queries/presence';
import { requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { commandContextOf } from '../http/command-context';
import { recordPresence } from '../application/presence/record-presence';
import { fairAccess } from '../access/fair-scope';

const presenceViewSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  presenceStatus: z.enum(PRESENCE_STATUSES).nullable(),
  lastPresenceJobFairId: z.string().nullable(),
  jobTitle: z.string().nullable(),
  address: z.string().nullable(),
  greeting: z.string().nullable(),
});
const statusBody = z.object({
  presenceStatus: z.enum(CHOOSABLE_PRESENCE, { error: `presenceStatus must be one of ${CHOOSABLE_PRESENCE.join(', ')}` }),
  jobFairId: uuidParam('jobFairId').nullish(),
});
const tags = ['presence'];

/** Presence (spec 1 §4.4, §7 "update presence status"; spec 2 §2.1 Team Members, §2.2 Booth Representatives). */
const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const graceMs = app.deps.queueConnectionGraceMs ?? QUEUE_CONNECTION_GRACE_MS;

  app.get(
    '/queue/connection-grace',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'How long a disconnected candidate keeps their place in a queue',
        response: { 200: envelopeOf(z.object({ connectionGraceMs: z.number() })), ...failures(401) },
      },
    },
    async () => success({ connectionGraceMs: graceMs }),
  );

  app.get(
    '/presence',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'One’s own presence (null before the first sign-in was recorded)',
        response: { 200: envelopeOf(z.object({ presenceStatus: z.enum(PRESENCE_STATUSES).nullable() })), ...failures(401) },
      },
    },
    async (request) => success({ presenceStatus: (await presenceOf(db, requirePrincipal(request).userId))?.presenceStatus ?? null }),
  );

  app.put(
    '/presence',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Choose one’s own presence: LOGGED_IN or AWAY',
        body: statusBody,
        response: { 200: envelopeOf(z.object({ presenceStatus: z.enum(PRESENCE_STATUSES) })), ...failures(400, 401) },
      },
    },
    async (request) => {
      const { userId } = requirePrincipal(request);
      // Presence in a fair one may not enter (another organization's, an inactive one) is refused, not recorded.
      if (request.body.jobFairId) await fairAccess(request, request.body.jobFairId);
      const checkpoint = await recordPresence(app.services, commandContextOf(request), {
        userId,
        cause: 'Chosen',
        chosen: request.body.presenceStatus,
        jobFairId: request.body.jobFairId ?? null,
      });
      await app.wrote(request, checkpoint);
      return success({ presenceStatus: (await presenceOf(db, userId))?.presenceStatus ?? request.body.presenceStatus });
    },
  );

  app.get(
    '/jobfairs/:jobFairId/booths/:boothId/representatives',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "A booth's recruiters with their presence, sorted by presence (spec 2 §3)",
        params: z.object({ jobFairId: uuidParam('jobFairId'), boothId: uuidParam('boothId') }),
        response: { 200: envelopeOf(z.array(presenceViewSchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await fairAccess(request, request.params.jobFairId);
      return success(await boothRepresentatives(db, request.params.jobFairId, request.params.boothId));
    },
  );

  app.get(
    '/jobfairs/:jobFairId/presence',
    {
      config: { roles: ['Admin', 'EmployerAdmin', 'Recruiter'] },
      schema: {
        tags,
        summary: 'Everyone last seen in the fair and not signed out, sorted by presence',
        params: z.object({ jobFairId: uuidParam('jobFairId') }),
        response: { 200: envelopeOf(z.array(presenceViewSchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await fairAccess(request, request.params.jobFairId)).staff) throw new Forbidden('Only the fair’s staff see its presence');
      return success(await fairPresence(db, request.params.jobFairId));
    },
  );
};

export default presenceRoutes;
