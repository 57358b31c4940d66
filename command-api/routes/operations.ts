import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failure, failureSchema, success } from '../http/envelope';
import metricsRoutes from './metrics';

const status = envelopeOf(z.object({ status: z.string() }));

/** Liveness, readiness and Prometheus metrics at the server root (ARCHITECTURE.md "Operations"). */
const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const quiet = { public: true as const };

  app.get('/healthz', { config: quiet, logLevel: 'warn', schema: { tags: ['operations'], response: { 200: status } } }, async () =>
    success({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      config: quiet,
      logLevel: 'warn',
      schema: { tags: ['operations'], response: { 200: status, 503: failureSchema.describe('Not ready yet') } },
    },
    async (request, reply) => {
      const ready = await app.deps.readiness().catch((error: unknown) => {
        request.log.warn({ err: error }, 'readiness check failed');
        return false;
      });
      if (ready) return success({ status: 'ready' });
      return reply.code(503).send(failure([{ message: 'Not ready', code: 'NOT_READY' }]));
    },
  );

  // With METRICS_PORT the scrape answers on that internal port only, never through the ingress.
  if (!app.deps.metricsOnOwnPort)
    await app.register(metricsRoutes, { registry: app.deps.metrics, access: { token: app.deps.metricsToken } });
};

export default operationsRoutes;
