import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boothDecider, boothStream, type BoothEvent } from '../../domain/booth/booth';
import { jobFairTimeStatus } from '../../domain/jobfair/time-status';
import { availabilityStream, recruiterAvailabilityDecider } from '../../domain/queue/recruiter-availability';
import { Forbidden, NotFound } from '../../domain/shared/errors';
import { getRecruiterAvailability } from '../../projections/queries/queues';
import { requirePrincipal } from '../http/access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { recordPresence } from '../services/presence/record-presence';
import { fairAccess } from '../queue/fair-access';
import { commandContextOf } from '../http/command-context';

const params = z.object({ jobFairId: uuidParam('jobFairId'), recruiterId: uuidParam('recruiterId') });
const body = z.object({
  boothId: uuidParam('boothId'),
  isAvailableForChat: z.boolean({ error: 'isAvailableForChat must be true or false' }),
});
const answer = envelopeOf(z.object({ isAvailableForChat: z.boolean(), boothId: z.string().nullable() }));

/** spec 2 §4 Recruiter availability: the dashboard switch, off on load, on only while the fair runs. */
const recruiterAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, eventStore } = app.deps;
  const path = '/jobfairs/:jobFairId/recruiters/:recruiterId/availability';

  app.get(
    path,
    {
      config: { roles: ['Admin', 'EmployerAdmin', 'Recruiter'] },
      schema: {
        tags: ['queue'],
        summary: "A recruiter's availability for the next interview",
        params,
        response: { 200: answer, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await fairAccess(db, request, request.params.jobFairId);
      return success(await getRecruiterAvailability(db, request.params.jobFairId, request.params.recruiterId));
    },
  );

  app.put(
    path,
    {
      config: { roles: ['Recruiter'] },
      schema: {
        tags: ['queue'],
        summary: 'Switch one’s own availability on or off',
        params,
        body,
        response: { 200: answer, ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { jobFairId, recruiterId } = request.params;
      if (requirePrincipal(request).userId !== recruiterId) throw new Forbidden('You may only switch your own availability');
      const { fair } = await fairAccess(db, request, jobFairId);
      const booth = (await eventStore.readStream<BoothEvent>(boothStream(request.body.boothId))).events.reduce(
        boothDecider.evolve,
        boothDecider.initialState(),
      );
      if (booth.status !== 'Open' || booth.ids.jobFairId !== jobFairId) throw new NotFound('Booth');
      const assigned =
        booth.fields.recruiters.includes(recruiterId) || booth.fields.subBooths.some((group) => group.recruiters.includes(recruiterId));
      if (!assigned) throw new Forbidden('You are not a recruiter of this booth');
      const { lastCheckpoint: checkpoint } = await app.services.run(commandContextOf(request), {
        streamId: availabilityStream(jobFairId, recruiterId),
        decider: recruiterAvailabilityDecider,
        command: {
          type: 'SetAvailability',
          data: {
            jobFairId,
            recruiterId,
            boothId: request.body.boothId,
            isAvailableForChat: request.body.isAvailableForChat,
            timeStatus: jobFairTimeStatus(fair, request.receivedAt),
            now: request.receivedAt.toISOString(),
          },
        },
      });
      // spec 2 §4: setting availability sets presence to logged in. Switching on does; the dashboard's reset
      // to off on every load does not, or a recruiter who chose Away would be Online again after a reload
      // (the page's socket already keeps them present: LOGGED_IN or their chosen AWAY).
      const present = request.body.isAvailableForChat
        ? await recordPresence(app.services, commandContextOf(request), {
            userId: recruiterId,
            cause: 'Chosen',
            chosen: 'LOGGED_IN',
            jobFairId,
          })
        : null;
      await app.awaitReadModels(request, present ?? checkpoint);
      return success(await getRecruiterAvailability(db, jobFairId, recruiterId));
    },
  );
};

export default recruiterAvailabilityRoutes;
