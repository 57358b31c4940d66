import type { Clock } from '../../domain/ports/clock';
import type { EventStore } from '../../domain/ports/event-store';
import type { Decider } from '../../domain/shared/decider';
import type { Command, Event } from '../../domain/shared/event';
import { handleCommand, type RetryPolicy } from '../../domain/shared/handle-command';

/** Process managers race each other (and requests) on hot streams: a jittered, growing pause spreads them apart. */
export const SYSTEM_RETRY: RetryPolicy = {
  maxAttempts: 20,
  backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(80, 5 * 2 ** (attempt - 2)))),
};

/** Runs a command as the server itself (no user, role System), for the process managers of infra/process. */
export const systemRunner =
  (store: EventStore, clock: Clock, newId: () => string) =>
  <S, C extends Command, E extends Event>(streamId: string, decider: Decider<S, C, E>, command: C, causationId: string | null = null) =>
    handleCommand(store, streamId, decider, command, {
      newId,
      retry: SYSTEM_RETRY,
      metadata: { correlationId: newId(), causationId, actorId: null, actorRole: 'System', at: clock.now().toISOString() },
    });
