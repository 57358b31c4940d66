import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Forbidden, Unauthenticated } from '../../domain/shared/errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

// Compared as fixed-length digests would hide the length too, but the token's length is no secret worth it;
// timingSafeEqual keeps the bytes' comparison constant-time.
const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

export type MetricsAccessRule = Readonly<{
  /** METRICS_TOKEN: the bearer token Prometheus sends (its `authorization` scrape setting). */
  token?: string;
  /** True on the internal metrics port (METRICS_PORT): whoever reaches that port is inside the cluster. */
  internalPort?: boolean;
}>;

/**
 * Who may read /metrics (it names routes, counts and timings an attacker would like): with a token set,
 * whoever sends it as a bearer token, from anywhere, and 401 for everyone else; on the internal port
 * without a token, whoever reaches the port; otherwise (the demo) only a scraper on the same machine
 * (the socket's own address, which no forwarded header can change).
 */
export const metricsAccess =
  ({ token, internalPort = false }: MetricsAccessRule) =>
  async (request: FastifyRequest) => {
    if (token) {
      const header = request.headers.authorization ?? '';
      if (header.startsWith('Bearer ') && sameToken(header.slice('Bearer '.length).trim(), token)) return;
      throw new Unauthenticated('Metrics need the metrics token');
    }
    if (internalPort) return;
    if (!LOOPBACK.has(request.socket.remoteAddress ?? ''))
      throw new Forbidden('Metrics answer only on the loopback address unless METRICS_TOKEN or METRICS_PORT is set');
  };
