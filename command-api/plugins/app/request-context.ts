import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';

declare module 'fastify' {
  interface FastifyRequest {
    /** When the request arrived, from the Clock port: commands and event metadata share this instant. */
    receivedAt: Date;
  }
}

export const CORRELATION_HEADER = 'x-correlation-id';
// A caller's id is kept only when it is a plain token, so it is safe in logs and headers.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the request id is the correlation id, taken from the caller or made here. */
export const correlationId =
  (newId: () => string) =>
  (raw: IncomingMessage): string => {
    const given = raw.headers[CORRELATION_HEADER];
    return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : newId();
  };

export default fp(
  async (app) => {
    app.decorateRequest('receivedAt', null as unknown as Date);
    app.addHook('onRequest', async (request, reply) => {
      request.receivedAt = app.deps.clock.now();
      reply.header(CORRELATION_HEADER, request.id);
    });
  },
  { name: 'request-context', dependencies: ['ports'] },
);
