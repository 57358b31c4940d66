import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the route schemas (plugins/external/swagger.ts). */
const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
};

export default openApiRoutes;
