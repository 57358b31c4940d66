import fp from 'fastify-plugin';
import type { ApiDeps } from '../../deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** The injected ports; their lifecycles belong to the composition root, so nothing is closed here. */
    deps: ApiDeps;
  }
}

export default fp<{ deps: ApiDeps }>(
  async (app, { deps }) => {
    app.decorate('deps', deps);
  },
  { name: 'ports' },
);
