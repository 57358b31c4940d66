import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { EventStore } from '../../../domain/ports/event-store';
import type { Decider } from '../../../domain/shared/decider';
import { DomainError } from '../../../domain/shared/errors';
import type { Checkpoint, Command, Event, EventMetadata } from '../../../domain/shared/event';
import { handleCommand, type RetryPolicy } from '../../../domain/shared/handle-command';

export type CommandRun<State, C extends Command, E extends Event> = Readonly<{
  streamId: string;
  decider: Decider<State, C, E>;
  command: C;
  /** The event this command follows from, when one request appends to several streams. */
  causationId?: string;
}>;

export type CommandOutcome<State, E extends Event> = Readonly<{
  newState: State;
  newEvents: (E & { id: string })[];
  /** Where the last appended event stands in the log; null when the decision appended nothing. */
  checkpoint: Checkpoint | null;
}>;

declare module 'fastify' {
  interface FastifyInstance {
    runCommand<State, C extends Command, E extends Event>(
      request: FastifyRequest,
      run: CommandRun<State, C, E>,
    ): Promise<CommandOutcome<State, E>>;
    /** Read-your-writes: wait until the projections have applied `checkpoint` (no-op for null). */
    awaitReadModels(request: FastifyRequest, checkpoint: Checkpoint | null): Promise<void>;
  }
}

/** Passes every call through, noting what each append wrote (for the checkpoint and the metric). */
const recordingStore = (
  inner: EventStore,
  onAppend: (events: readonly Event[], checkpoint: Checkpoint, ids: string[]) => void,
): EventStore => ({
  append: async (streamId, events, options) => {
    const result = await inner.append(streamId, events, options);
    onAppend(
      events,
      result.lastCheckpoint,
      events.map((event) => event.id),
    );
    return result;
  },
  readStream: (streamId) => inner.readStream(streamId),
  readAll: (options) => inner.readAll(options),
  subscribeToAll: (options) => inner.subscribeToAll(options),
  headCheckpoint: () => inner.headCheckpoint(),
  close: () => inner.close(),
});

/**
 * Requests racing on one stream retry on version conflicts; a jittered, growing pause (up to ~80 ms)
 * lets each attempt find the stream quiet, so a burst of saves all land instead of exhausting retries.
 */
const CONFLICT_RETRY: RetryPolicy = {
  maxAttempts: 20,
  backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(80, 5 * 2 ** (attempt - 2)))),
};

/** Commands run through the domain's handleCommand, with the request's metadata, timed and counted. */
export default fp(
  async (app) => {
    const { eventStore, newId, awaitProjection } = app.deps;

    app.decorate('runCommand', async function runCommand<
      State,
      C extends Command,
      E extends Event,
    >(request: FastifyRequest, run: CommandRun<State, C, E>) {
      const metadata: EventMetadata = {
        correlationId: request.id,
        causationId: run.causationId ?? request.id,
        actorId: request.principal?.userId ?? null,
        actorRole: request.actingRole,
        at: request.receivedAt.toISOString(),
      };
      let checkpoint: Checkpoint | null = null;
      let ids: string[] = [];
      const store = recordingStore(eventStore, (events, last, appendedIds) => {
        checkpoint = last;
        ids = appendedIds;
        for (const event of events) app.metrics.eventsAppended.inc({ type: event.type });
      });
      const stopTimer = app.metrics.commandDuration.startTimer({ command: run.command.type });
      try {
        const handled = await handleCommand(store, run.streamId, run.decider, run.command, { metadata, newId, retry: CONFLICT_RETRY });
        stopTimer({ outcome: 'accepted' });
        return {
          newState: handled.newState,
          newEvents: handled.newEvents.map((event, index) => ({ ...event, id: ids[index]! })),
          checkpoint,
        };
      } catch (error) {
        stopTimer({ outcome: error instanceof DomainError ? 'refused' : 'failed' });
        throw error;
      }
    });

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
