import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { DomainError } from '../../../domain/shared/errors';

/** Limits are per route (config.rateLimit); nothing is limited unless a route asks. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new DomainError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'),
    });
  },
  { name: 'rate-limit' },
);
