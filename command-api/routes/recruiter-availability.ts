import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Forbidden } from '../../domain/shared/errors';
import { getRecruiterAvailability } from '../../projections/queries/queues';
import { requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { setAvailability } from '../application/queue/set-availability';
import { fairAccess } from '../access/fair-scope';
import { commandContextOf } from '../http/command-context';

const params = z.object({ jobFairId: uuidParam('jobFairId'), recruiterId: uuidParam('recruiterId') });
const body = z.object({
  boothId: uuidParam('boothId'),
  isAvailableForChat: z.boolean({ error: 'isAvailableForChat must be true or false' }),
});
const answer = envelopeOf(z.object({ isAvailableForChat: z.boolean(), boothId: z.string().nullable() }));

/** spec 2 §4 Recruiter availability: the dashboard switch, off on load, on only while the fair runs. */
const recruiterAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
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
      await fairAccess(request, request.params.jobFairId);
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
      const { fair } = await fairAccess(request, jobFairId);
      const { checkpoint, availability } = await setAvailability(app.services, commandContextOf(request), {
        fair,
        recruiterId,
        ...request.body,
      });
      // The answer is the decided state, so it need not wait for the read model; the recruiter's reads after it do.
      await app.wrote(request, checkpoint, []);
      return success(availability);
    },
  );
};

export default recruiterAvailabilityRoutes;
