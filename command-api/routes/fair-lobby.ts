import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobFairTimeStatus } from '../../domain/jobfair/time-status';
import { envelopeOf, failures, success } from '../http/envelope';
import { jobFairViewSchema } from '../schemas/view-schemas';
import { fairAccess } from '../access/fair-scope';
import { fairParams } from '../schemas/fair-params';

/**
 * spec 1 §2.5: every job seeker page loads the fair. Job seekers belong to no organization, so they
 * read it here, and only while it is activated; staff of the fair and admins read it too.
 */
const fairLobbyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobfairs/:jobFairId',
    {
      config: { signedIn: true },
      schema: {
        tags: ['jobfairs'],
        summary: 'One job fair with its time status, readable by job seekers while activated',
        params: fairParams,
        response: { 200: envelopeOf(jobFairViewSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { fair } = await fairAccess(request, request.params.jobFairId);
      return success({ ...fair, status: jobFairTimeStatus(fair, app.deps.clock.now()) });
    },
  );
};

export default fairLobbyRoutes;
