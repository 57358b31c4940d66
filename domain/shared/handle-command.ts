import type { EventStore, ExpectedRevision } from '../ports/event-store';
import type { Checkpoint, Command, Event, EventMetadata, NewEvent } from './event';
import type { Decider } from './decider';
import { WrongExpectedVersion } from './errors';
import { storedOutcome } from './stored-outcome';

export type RetryPolicy = Readonly<{
  maxAttempts: number;
  /** Waits before attempt `attempt` (2, 3, ...); jitter here spreads racers on a hot stream apart. */
  backoff: (attempt: number) => Promise<void>;
}>;

export type HandleCommandOptions = Readonly<{
  metadata: EventMetadata;
  /** Produces event ids; injected so the domain never calls a random source itself. */
  newId: () => string;
  retry?: RetryPolicy;
  /**
   * Ids derived from a client's idempotency key: event i of the decision is stored as idempotentIds(i), and
   * a stream already holding idempotentIds(0) answers with those stored events instead of deciding again.
   */
  idempotentIds?: (index: number) => string;
}>;

/** emmett's handleCommand result: the decision and where the append left the stream and the log. */
export type HandledCommand<State, E extends Event> = Readonly<{
  newState: State;
  /** The decided events, each with the id it was stored under. */
  newEvents: (E & Readonly<{ id: string }>)[];
  nextExpectedRevision: bigint | null;
  createdNewStream: boolean;
  /** Where the last appended event stands in the log; null when the decision appended nothing. */
  lastCheckpoint: Checkpoint | null;
}>;

const NO_BACKOFF: RetryPolicy = { maxAttempts: 5, backoff: async () => {} };

/**
 * Load the stream, fold it, decide, append with the revision read (emmett's handleCommand).
 * Retries only on WrongExpectedVersion, a bounded number of times; the decision is re-made on
 * fresh state each time, so invariants are checked against what is really stored.
 */
export const handleCommand = async <State, C extends Command, E extends Event>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, C, E>,
  command: C,
  options: HandleCommandOptions,
): Promise<HandledCommand<State, E>> => {
  const retry = options.retry ?? NO_BACKOFF;
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1) await retry.backoff(attempt);
    const { events, currentRevision } = await store.readStream<E>(streamId);
    const state = events.reduce(decider.evolve, decider.initialState());
    // A retried command whose first attempt was stored (its answer lost) answers that outcome and appends nothing.
    const stored = options.idempotentIds ? storedOutcome(events, options.idempotentIds) : [];
    if (stored.length > 0)
      return {
        newState: state,
        newEvents: stored,
        nextExpectedRevision: currentRevision,
        createdNewStream: false,
        lastCheckpoint: stored.at(-1)!.checkpoint,
      };
    const decided = decider.decide(command, state);
    const newEvents = Array.isArray(decided) ? decided : [decided];
    if (newEvents.length === 0)
      return { newState: state, newEvents: [], nextExpectedRevision: currentRevision, createdNewStream: false, lastCheckpoint: null };
    const expectedRevision: ExpectedRevision = currentRevision === null ? 'no_stream' : currentRevision;
    const identified = newEvents.map((event, index) => ({ ...event, id: options.idempotentIds?.(index) ?? options.newId() }));
    const toAppend: NewEvent<E>[] = identified.map((event) => ({ ...event, metadata: options.metadata }));
    try {
      const result = await store.append(streamId, toAppend, { expectedRevision });
      return {
        newState: newEvents.reduce(decider.evolve, state),
        newEvents: identified,
        nextExpectedRevision: result.nextExpectedRevision,
        createdNewStream: currentRevision === null,
        lastCheckpoint: result.lastCheckpoint,
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion) || attempt >= retry.maxAttempts) throw error;
    }
  }
};
