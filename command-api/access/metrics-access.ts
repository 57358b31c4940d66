import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Forbidden } from '../../domain/shared/errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Who may read /metrics (it names routes, counts and timings an attacker would like): with a token set,
 * whoever sends it as a bearer token, from anywhere (Prometheus' `authorization` scrape setting);
 * without one, only a scraper on the same machine (the loopback address).
 */
export const metricsAccess = (token: string | undefined) => async (request: FastifyRequest) => {
  if (token) {
    const header = request.headers.authorization ?? '';
    if (header.startsWith('Bearer ') && sameToken(header.slice('Bearer '.length).trim(), token)) return;
    throw new Forbidden('Metrics need the metrics token');
  }
  if (!LOOPBACK.has(request.socket.remoteAddress ?? ''))
    throw new Forbidden('Metrics answer only on the loopback address unless METRICS_TOKEN is set');
};
