import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobFairTimeStatus } from '../../domain/jobfair/time-status';
import { NotFound } from '../../domain/shared/errors';
import { getJobFair } from '../../projections/queries/jobfairs';
import { requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { jobFairViewSchema } from '../schemas/view-schemas';
import { commandContextOf } from '../http/command-context';
import { setJobFairActivation } from '../application/jobfairs/set-job-fair-activation';

const jobFairParams = z.object({ companyId: uuidParam('companyId'), id: uuidParam('id') });

/** spec 1 §4.2 and §6: only a platform Admin activates or deactivates a paid job fair (spec 3 §2.2). */
const jobFairActivationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/organizations/:companyId/jobfairs/:id/activation',
    {
      config: { roles: ['Admin'], organizationParam: 'companyId' },
      schema: {
        tags: ['jobfairs'],
        summary: 'Activate or deactivate a job fair (Admin); only a paid fair can be activated',
        params: jobFairParams,
        body: z.object({ isActivated: z.boolean({ error: 'isActivated is required' }) }),
        response: { 200: envelopeOf(jobFairViewSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { companyId, id } = request.params;
      const checkpoint = await setJobFairActivation(app.services, commandContextOf(request), {
        jobFairId: id,
        companyId,
        actorId: requirePrincipal(request).userId,
        isActivated: request.body.isActivated,
      });
      await app.wrote(request, checkpoint);
      const fair = await getJobFair(app.deps.db, companyId, id);
      if (!fair) throw new NotFound('Job fair');
      return success({ ...fair, status: jobFairTimeStatus(fair, app.deps.clock.now()) });
    },
  );
};

export default jobFairActivationRoutes;
