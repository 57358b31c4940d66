import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Checkpoint } from '../../../domain/shared/event';
import { createCommandRunner } from '../../services/command-runner';
import type { ServiceDeps } from '../../services/service-deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the application services need, with the runner timed and counted in the API's metrics. */
    services: ServiceDeps;
    /**
     * Read-your-writes: wait until the projections have applied `checkpoint` (no-op for null). `readModels`
     * names the projectors whose tables the answer, and the client's reads right after it, come from: a hot
     * command then does not also wait for the audit copy, the report timeline and the rest (issue 17).
     */
    awaitReadModels(request: FastifyRequest, checkpoint: Checkpoint | null, readModels?: readonly string[]): Promise<void>;
  }
}

export default fp(
  async (app) => {
    const { eventStore, newId, db, awaitProjection } = app.deps;
    const run = createCommandRunner({ store: eventStore, newId, metrics: app.metrics });
    app.decorate('services', { run, store: eventStore, db, newId, log: app.log });

    app.decorate('awaitReadModels', async (request: FastifyRequest, checkpoint: Checkpoint | null, readModels?: readonly string[]) => {
      if (checkpoint === null) return;
      try {
        await awaitProjection(checkpoint, readModels);
      } catch (error) {
        // An unknown projector name is a mistake in the route, not lag: let it surface. (By name: the
        // runner's error class lives beside the runner, which the API does not import.)
        if (!(error instanceof Error && error.name === 'ProjectionTimeout')) throw error;
        // The command is stored; answering with a slightly stale read model beats failing it.
        request.log.warn({ err: error, checkpoint }, 'read models did not catch up in time');
      }
    });
  },
  { name: 'commands', dependencies: ['ports', 'metrics'] },
);
