import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Public keys of the access tokens, in the standard JWKS shape (RFC 7517) so any JWT library can use them. */
const wellKnownRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/.well-known/jwks.json',
    { config: { public: true }, schema: { tags: ['auth'], summary: 'JSON Web Key Set of the access tokens' } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.deps.identity.jwks();
    },
  );
};

export default wellKnownRoutes;
