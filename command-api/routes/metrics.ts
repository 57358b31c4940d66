import type { FastifyPluginAsync } from 'fastify';
import type { Registry } from 'prom-client';
import { metricsAccess, type MetricsAccessRule } from '../access/metrics-access';

export type MetricsRouteOptions = Readonly<{ registry: Registry; access: MetricsAccessRule }>;

/**
 * Prometheus' scrape of this process (ARCHITECTURE.md "Operations"): on the public server in the demo and
 * with METRICS_TOKEN, or alone on the internal port (METRICS_PORT, infra/metrics-server.ts).
 */
const metricsRoutes: FastifyPluginAsync<MetricsRouteOptions> = async (app, { registry, access }) => {
  app.get(
    '/metrics',
    { config: { public: true }, logLevel: 'warn', preHandler: metricsAccess(access), schema: { tags: ['operations'], hide: true } },
    async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  );
};

export default metricsRoutes;
