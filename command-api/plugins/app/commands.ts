import fp from 'fastify-plugin';
import { createCommandRunner } from '../../application/command-runner';
import type { ServiceDeps } from '../../application/service-deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the application services need, with the runner timed and counted in the API's metrics. */
    services: ServiceDeps;
  }
}

// Read-your-writes (what an answer waits for, and what a read waits for) is read-your-writes.ts.
export default fp(
  async (app) => {
    const { eventStore, newId, db } = app.deps;
    const run = createCommandRunner({ store: eventStore, newId, metrics: app.metrics });
    app.decorate('services', { run, store: eventStore, db, newId, log: app.log });
  },
  { name: 'commands', dependencies: ['ports', 'metrics'] },
);
