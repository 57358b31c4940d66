import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Checkpoint } from '../../../domain/shared/event';
import { createCommandRunner } from '../../services/command-runner';
import type { ServiceDeps } from '../../services/service-deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the application services need, with the runner timed and counted in the API's metrics. */
    services: ServiceDeps;
    /** Read-your-writes: wait until the projections have applied `checkpoint` (no-op for null). */
    awaitReadModels(request: FastifyRequest, checkpoint: Checkpoint | null): Promise<void>;
  }
}

export default fp(
  async (app) => {
    const { eventStore, newId, db, awaitProjection } = app.deps;
    const run = createCommandRunner({ store: eventStore, newId, metrics: app.metrics });
    app.decorate('services', { run, store: eventStore, db, newId, log: app.log });

    app.decorate('awaitReadModels', async (request: FastifyRequest, checkpoint: Checkpoint | null) => {
      if (checkpoint === null) return;
      try {
        await awaitProjection(checkpoint);
      } catch (error) {
        // The command is stored; answering with a slightly stale read model beats failing it.
        request.log.warn({ err: error, checkpoint }, 'read models did not catch up in time');
      }
    });
  },
  { name: 'commands', dependencies: ['ports', 'metrics'] },
);
