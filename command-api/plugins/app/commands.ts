import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { compareCheckpoints, type Checkpoint } from '../../../domain/shared/event';
import { createCommandRunner } from '../../application/command-runner';
import type { ServiceDeps } from '../../application/service-deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the application services need, with the runner timed and counted in the API's metrics. */
    services: ServiceDeps;
    /**
     * Read-your-writes: wait until the projections have applied `checkpoint` (no-op for null). `readModels`
     * names the projectors whose tables the answer, and the client's reads right after it, come from: a hot
     * command then does not also wait for the audit copy, the report timeline and the rest.
     */
    awaitReadModels(request: FastifyRequest, checkpoint: Checkpoint | null, readModels?: readonly string[]): Promise<void>;
    /**
     * The command's answer is built from its decision and goes out before the read models apply
     * `checkpoint` (no-op for null); every API read that starts after it waits for it (awaitAnsweredWrites).
     */
    answerAhead(checkpoint: Checkpoint | null): void;
    /**
     * Waits until the projections have applied every command this process has answered, so a read that
     * starts after an answer shows that command, whoever reads; immediate when they already have.
     */
    awaitAnsweredWrites(request: FastifyRequest): Promise<void>;
  }
}

export default fp(
  async (app) => {
    const { eventStore, newId, db, awaitProjection } = app.deps;
    const run = createCommandRunner({ store: eventStore, newId, metrics: app.metrics });
    app.decorate('services', { run, store: eventStore, db, newId, log: app.log });

    const settle = async (request: FastifyRequest, checkpoint: Checkpoint, readModels?: readonly string[]) => {
      try {
        await awaitProjection(checkpoint, readModels);
      } catch (error) {
        // An unknown projector name is a mistake in the route, not lag: let it surface. (By name: the
        // runner's error class lives beside the runner, which the API does not import.)
        if (!(error instanceof Error && error.name === 'ProjectionTimeout')) throw error;
        // The command is stored; answering with a slightly stale read model beats failing it.
        request.log.warn({ err: error, checkpoint }, 'read models did not catch up in time');
      }
    };

    // The newest checkpoint this process answered, whether the answer waited for some read models or none.
    // Per process: with several API processes, a client's reads reach the one that answered it when the
    // load balancer keeps a session on one process (docs/read-side.md "Answers ahead of the read models").
    let answered: Checkpoint | null = null;
    const answerAhead = (checkpoint: Checkpoint | null) => {
      if (checkpoint !== null && (answered === null || compareCheckpoints(checkpoint, answered) > 0)) answered = checkpoint;
    };
    app.decorate('answerAhead', answerAhead);
    app.decorate('awaitAnsweredWrites', async (request: FastifyRequest) => {
      if (answered !== null) await settle(request, answered);
    });
    app.decorate('awaitReadModels', async (request: FastifyRequest, checkpoint: Checkpoint | null, readModels?: readonly string[]) => {
      if (checkpoint === null) return;
      // What the answer does not wait for, the next reads do.
      answerAhead(checkpoint);
      await settle(request, checkpoint, readModels);
    });
  },
  { name: 'commands', dependencies: ['ports', 'metrics'] },
);
