import type { Counter, Histogram } from 'prom-client';
import type { EventStore } from '../../domain/ports/event-store';
import type { Decider } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/errors';
import type { Command, Event } from '../../domain/shared/event';
import { handleCommand, type HandledCommand, type RetryPolicy } from '../../domain/shared/handle-command';
import { createStateCache, type StateCache } from '../../domain/shared/state-cache';
import type { CommandContext } from './command-context';
import { idempotentEventIds } from './idempotent-ids';

export type CommandRun<State, C extends Command, E extends Event> = Readonly<{
  streamId: string;
  decider: Decider<State, C, E>;
  command: C;
  /** The event this command follows from, when one flow appends to several streams; else the context's. */
  causationId?: string;
}>;

export type RunCommand = <State, C extends Command, E extends Event>(
  context: CommandContext,
  run: CommandRun<State, C, E>,
) => Promise<HandledCommand<State, E>>;

export type CommandMetrics = Readonly<{ commandDuration: Histogram<'command' | 'outcome'>; eventsAppended: Counter<'type'> }>;

/**
 * Commands racing on one stream retry on version conflicts; a jittered, growing pause (up to ~80 ms)
 * lets each attempt find the stream quiet, so a burst of saves all land instead of exhausting retries.
 */
export const CONFLICT_RETRY: RetryPolicy = {
  maxAttempts: 20,
  backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(80, 5 * 2 ** (attempt - 2)))),
};

/**
 * Streams whose folded state a runner keeps (least recently used first out): a fair's queues, seats and
 * booths at 300 booths and 10,000 seekers fit; an entry is a few KiB at most (a queue of a few hundred).
 */
export const STATE_CACHE_ENTRIES = 20_000;

const cachesOfStores = new WeakMap<EventStore, StateCache>();

/**
 * One cache per store in a process. The API and the process managers (the interview matcher above all)
 * append to the same queue and availability streams: with a cache each, every append of one left the
 * other's entry behind, so the other's next command paid a refused append and a read before its own.
 */
const sharedCacheOf = (store: EventStore): StateCache => {
  let cache = cachesOfStores.get(store);
  if (!cache) cachesOfStores.set(store, (cache = createStateCache({ maxEntries: STATE_CACHE_ENTRIES })));
  return cache;
};

/**
 * The one command runner: the domain's handleCommand with the context's metadata, CONFLICT_RETRY and
 * folded state kept between commands (shared by every runner of the store), timed and counted when given metrics.
 */
export const createCommandRunner =
  ({
    store,
    newId,
    metrics,
    cache = sharedCacheOf(store),
  }: Readonly<{ store: EventStore; newId: () => string; metrics?: CommandMetrics; cache?: StateCache }>): RunCommand =>
  async (context, { streamId, decider, command, causationId }) => {
    const { now, ...actor } = context;
    const metadata = { ...actor, causationId: causationId ?? context.causationId, at: now.toISOString() };
    const stopTimer = metrics?.commandDuration.startTimer({ command: command.type });
    try {
      const idempotentIds =
        context.idempotencyKey === undefined
          ? undefined
          : idempotentEventIds({ key: context.idempotencyKey, actorId: context.actorId, streamId, commandType: command.type });
      const handled = await handleCommand(store, streamId, decider, command, {
        metadata,
        newId,
        retry: CONFLICT_RETRY,
        idempotentIds,
        cache,
      });
      for (const event of handled.newEvents) metrics?.eventsAppended.inc({ type: event.type });
      stopTimer?.({ outcome: 'accepted' });
      return handled;
    } catch (error) {
      stopTimer?.({ outcome: error instanceof DomainError ? 'refused' : 'failed' });
      throw error;
    }
  };
