import type { Clock } from '../../domain/ports/clock';
import type { EventStore } from '../../domain/ports/event-store';
import type { Decider } from '../../domain/shared/decider';
import type { Command, Event } from '../../domain/shared/event';
import { handleCommand, type HandledCommand, type RetryPolicy } from '../../domain/shared/handle-command';

const RETRY: RetryPolicy = {
  maxAttempts: 20,
  backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(80, 5 * 2 ** (attempt - 2)))),
};

export type RunCommand = <S, C extends Command, E extends Event>(
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  causationId?: string | null,
) => Promise<HandledCommand<S, E>>;

/** Commands of the server's process managers: actor 'System', retried on version conflicts like the API's. */
export const systemCommandRunner =
  ({ store, clock, newId }: Readonly<{ store: EventStore; clock: Clock; newId: () => string }>): RunCommand =>
  (streamId, decider, command, causationId = null) =>
    handleCommand(store, streamId, decider, command, {
      newId,
      retry: RETRY,
      metadata: { correlationId: newId(), causationId, actorId: null, actorRole: 'System', at: clock.now().toISOString() },
    });
