import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, success } from '../http/envelope';

/** spec 1 §4.1: the client's clock follows server time, so every status badge agrees. */
const timeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/time',
    {
      config: { public: true },
      schema: { tags: ['time'], summary: 'Server time', response: { 200: envelopeOf(z.object({ now: z.string() })) } },
    },
    async () => success({ now: app.deps.clock.now().toISOString() }),
  );
};

export default timeRoutes;
