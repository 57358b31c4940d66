import type { FastifyContextConfig } from 'fastify';
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
        // Who may call the route, from the same config the server enforces (plugins/app/access-control.ts):
        // x-access tells client developers, and the generated fuzz and permission-matrix tests read it.
        const config: FastifyContextConfig = input.route.config ?? {};
        const access = config.public
          ? { public: true }
          : config.signedIn
            ? { signedIn: true }
            : { roles: config.roles, ...(config.organizationParam ? { organizationParam: config.organizationParam } : {}) };
        const schema = { ...transformed.schema, 'x-access': access };
        if (config.public || transformed.schema.hide) return { ...transformed, schema };
        return { ...transformed, schema: { ...schema, security: [{ bearerAuth: [] }] } };
      },
    });
  },
  { name: 'swagger' },
);
