import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/shared/errors';

export type Limit = Readonly<{ max: number; timeWindowMs: number }>;

/** Ten a minute per client address: enough for a person retyping, not for a script. */
export const DEFAULT_ACCOUNT_LIMIT: Limit = { max: 10, timeWindowMs: 60_000 };

/**
 * Account lookups from every address together: a job fair's opening (thousands of job seekers in minutes)
 * passes, a distributed walk through a list of emails does not get far. See docs/security.md.
 */
export const DEFAULT_ACCOUNT_LOOKUP_GLOBAL_LIMIT: Limit = { max: 1_200, timeWindowMs: 60_000 };

/**
 * A preHandler that refuses a request beyond `limit` per key with 429 and `error()` (a typed error,
 * so the answer carries the code the form maps to the spec's words). Keys are namespaced by `name`.
 */
export const limitRequests = (
  app: FastifyInstance,
  name: string,
  limit: Limit,
  error: () => DomainError,
  keyOf: (request: FastifyRequest) => string = (request) => request.ip,
) => {
  const limiter = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => `${name}|${keyOf(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const outcome = await limiter(request);
    if (!outcome.isAllowed && outcome.isExceeded) {
      reply.header('retry-after', outcome.ttlInSeconds);
      throw error();
    }
  };
};
