import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityClientConfigSchema } from '../../domain/auth/identity-client-config';
import { envelopeOf, success } from '../http/envelope';

/** Which identity engine runs, so the web client keeps its session the matching way (docs/identity.md "Tokens, sessions and Keycloak"). */
const identityConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.deps.identityClientConfig ?? { engine: 'builtin' as const };
  app.get(
    '/public/identity-config',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'The identity engine the web client signs in with (built-in or Keycloak)',
        response: { 200: envelopeOf(identityClientConfigSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return success(config);
    },
  );
};

export default identityConfigRoutes;
