import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas; served by routes/openapi.ts at /api/openapi.json. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Job fair platform API',
          version: '1.0.0',
          description: 'Every answer is the envelope { isSuccess, data, errors }.',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: (input) => {
        const transformed = jsonSchemaTransform(input);
        // Routes that need a token say so in the document, from the same config the server enforces.
        const config = input.route.config as { public?: boolean } | undefined;
        if (config?.public || transformed.schema.hide) return transformed;
        return { ...transformed, schema: { ...transformed.schema, security: [{ bearerAuth: [] }] } };
      },
    });
  },
  { name: 'swagger' },
);
