import Fastify from 'fastify';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { errorHandler, notFoundHandler } from '../../command-api/http/error-handler';
import metricsRoutes from '../../command-api/routes/metrics';
import { StartFailure } from '../start-failure';

export type MetricsSettings = Readonly<{
  /** METRICS_TOKEN: /metrics then asks for `Authorization: Bearer <token>` (401 otherwise), wherever it answers. */
  token?: string;
  /** METRICS_PORT: /metrics answers on this port only (0 picks a free one), not on the public server. */
  port?: number;
}>;

/** METRICS_TOKEN and METRICS_PORT; neither is needed by the demo, which keeps /metrics on loopback callers. */
export const metricsSettingsFrom = (env: NodeJS.ProcessEnv): MetricsSettings => {
  const token = env.METRICS_TOKEN?.trim() || undefined;
  const portText = env.METRICS_PORT?.trim();
  if (!portText) return { token };
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65_535)
    throw new StartFailure(`METRICS_PORT=${portText} is not a port: give a number from 1 to 65535 (e.g. METRICS_PORT=9464).`);
  return { token, port };
};

export type MetricsServer = Readonly<{ url: string; close: () => Promise<void> }>;

/**
 * /metrics alone on an internal port: Prometheus scrapes the pod there, and the ingress, which routes only
 * the public port, never reaches it. A bare server: no web client, no API, no websockets.
 */
export const startMetricsServer = async (
  settings: Readonly<{ registry: Registry; token?: string; port: number; host: string; logger: Logger }>,
): Promise<MetricsServer> => {
  const app = Fastify({ loggerInstance: settings.logger.child({ part: 'metrics' }) });
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  await app.register(metricsRoutes, { registry: settings.registry, access: { token: settings.token, internalPort: true } });
  const address = await app.listen({ port: settings.port, host: settings.host });
  return { url: `http://localhost:${new URL(address).port}`, close: () => app.close() };
};
