import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failure, failureSchema, success } from '../http/envelope';
import metricsRoutes from './metrics';
import { isDatabaseUnavailable } from '../http/database-unavailable';

// A probe's own timeout is short (Kubernetes: 1 s by default); a database that does not answer at all
// (a dropped route, a host gone) must read as unreachable before that, not hang until the pool gives up.
const READINESS_TIMEOUT_MS = 900;
const unreachable = () => Object.assign(new Error('The database did not answer the readiness check in time'), { code: 'ETIMEDOUT' });

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
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(unreachable()), READINESS_TIMEOUT_MS)));
      const answer = await Promise.race([app.deps.readiness(), timedOut]).then(
        (ready) => (ready ? null : { message: 'Not ready', code: 'NOT_READY' }),
        (error: unknown) => {
          request.log.warn({ err: error }, 'readiness check failed');
          // An external database is its operator's to restart: the probe says what is wrong (the embedded one restarts itself).
          return isDatabaseUnavailable(error)
            ? { message: 'The database is unreachable', code: 'DATABASE_UNAVAILABLE' }
            : { message: 'Not ready', code: 'NOT_READY' };
        },
      );
      clearTimeout(timer);
      if (answer === null) return success({ status: 'ready' });
      return reply.code(503).send(failure([answer]));
    },
  );

  // With METRICS_PORT the scrape answers on that internal port only, never through the ingress.
  if (!app.deps.metricsOnOwnPort)
    await app.register(metricsRoutes, { registry: app.deps.metrics, access: { token: app.deps.metricsToken } });
};

export default operationsRoutes;
