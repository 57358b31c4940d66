import type { EventStore, ExpectedRevision } from '../ports/event-store';
import { aggregateStream } from './aggregate-stream';
import type { Checkpoint, Command, Event, EventMetadata, NewEvent, RecordedEvent } from './event';
import type { Decider } from './decider';
import { WrongExpectedVersion } from './errors';
import type { CachedState, StateCache } from './state-cache';
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
  /** Folded state kept between commands, so a command reads only the events its entry has not seen. */
  cache?: StateCache;
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
  /**
   * Where the last event of `newState` stands in the log: the appended one, or, when the decision appended
   * nothing, the newest the state was folded from (it may be another writer's, newer than any read model);
   * null for a stream with no events. An answer built from `newState` is read-your-writes up to here.
   */
  stateCheckpoint: Checkpoint | null;
}>;

const NO_BACKOFF: RetryPolicy = { maxAttempts: 5, backoff: async () => {} };

// Ids asked of the store at a time; a decision of more events asks again.
const IDS_PER_LOOKUP = 16;

/** The events a keyed command stored in this stream, found by id (never by scanning the stream); empty when none. */
const readStoredOutcome = async <E extends Event>(store: EventStore, streamId: string, idOf: (index: number) => string) => {
  const stored: RecordedEvent<E>[] = [];
  for (;;) {
    const ids = Array.from({ length: IDS_PER_LOOKUP }, (_, index) => idOf(stored.length + index));
    const found = storedOutcome(await store.readEventsByIds<E>(streamId, ids), (index) => ids[index]!);
    stored.push(...found);
    if (found.length < IDS_PER_LOOKUP) return stored;
  }
};

/** The stream folded from the cached state on, or from the start when there is none (or the store contradicts it). */
const readState = async <State, C extends Command, E extends Event>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, C, E>,
  cache: StateCache | undefined,
): Promise<{ state: State; currentRevision: bigint | null; checkpoint: Checkpoint | null }> => {
  const cached = cache?.get(decider, streamId);
  if (cached) {
    const { events, currentRevision } = await store.readStream<E>(streamId, { fromRevision: cached.revision + 1n });
    if (currentRevision !== null && currentRevision >= cached.revision) {
      const state = events.reduce(decider.evolve, cached.state);
      const checkpoint = events.at(-1)?.checkpoint ?? cached.checkpoint;
      if (events.length > 0) cache!.set(decider, streamId, { revision: currentRevision, state, checkpoint });
      return { state, currentRevision, checkpoint };
    }
    // A stream behind the entry is not the one it was folded from (a store reset under a running process).
    cache!.delete(decider, streamId);
  }
  const { state, currentRevision, checkpoint } = await aggregateStream(store, streamId, decider);
  if (currentRevision !== null && checkpoint !== null) cache?.set(decider, streamId, { revision: currentRevision, state, checkpoint });
  return { state, currentRevision, checkpoint };
};

/** The decision as a list: a decider may answer one event or several. */
const decisionOf = <State, C extends Command, E extends Event>(decider: Decider<State, C, E>, command: C, state: State): E[] => {
  const decided = decider.decide(command, state);
  return Array.isArray(decided) ? decided : [decided];
};

/** Appends decided events with the revision their state was folded to; throws WrongExpectedVersion when the stream moved on. */
const appendDecision = async <State, C extends Command, E extends Event>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, C, E>,
  folded: Readonly<{ state: State; currentRevision: bigint | null }>,
  newEvents: readonly E[],
  options: HandleCommandOptions,
): Promise<HandledCommand<State, E>> => {
  const { state, currentRevision } = folded;
  const expectedRevision: ExpectedRevision = currentRevision === null ? 'no_stream' : currentRevision;
  const identified = newEvents.map((event, index) => ({ ...event, id: options.idempotentIds?.(index) ?? options.newId() }));
  const toAppend: NewEvent<E>[] = identified.map((event) => ({ ...event, metadata: options.metadata }));
  // Folded before appending: an evolve that throws (one mutating a frozen cached state) then stores nothing.
  const newState = newEvents.reduce(decider.evolve, state);
  const result = await store.append(streamId, toAppend, { expectedRevision });
  // A 'duplicate' answer (this very append stored before) lands elsewhere; the next command then reads.
  if (result.nextExpectedRevision === (currentRevision ?? -1n) + BigInt(newEvents.length) && result.lastCheckpoint !== null)
    options.cache?.set(decider, streamId, { revision: result.nextExpectedRevision, state: newState, checkpoint: result.lastCheckpoint });
  return {
    newState,
    newEvents: identified,
    nextExpectedRevision: result.nextExpectedRevision,
    createdNewStream: currentRevision === null,
    lastCheckpoint: result.lastCheckpoint,
    stateCheckpoint: result.lastCheckpoint,
  };
};

/**
 * Decides on the cached state without reading the stream first: the append's expected revision says
 * whether that state was still the stream's. Only an append is trusted this way. A refusal, or a decision
 * to append nothing, would pass no revision check, so it is made again on the stored stream (null), as is
 * a decision the stream has moved past. In one process the cache follows every append it makes, so the
 * hot queue streams are nearly always current and a command saves a round trip to the store.
 */
const appendOnCachedState = async <State, C extends Command, E extends Event>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, C, E>,
  command: C,
  options: HandleCommandOptions,
  cached: CachedState<State>,
): Promise<HandledCommand<State, E> | null> => {
  let newEvents: E[];
  try {
    newEvents = decisionOf(decider, command, cached.state);
  } catch {
    return null;
  }
  if (newEvents.length === 0) return null;
  try {
    return await appendDecision(store, streamId, decider, { state: cached.state, currentRevision: cached.revision }, newEvents, options);
  } catch (error) {
    if (error instanceof WrongExpectedVersion) return null;
    throw error;
  }
};

/**
 * Load the stream, fold it, decide, append with the revision read (emmett's handleCommand).
 * Retries only on WrongExpectedVersion, a bounded number of times; the decision is re-made on
 * fresh state each time, so invariants are checked against what is really stored. With a cache, the
 * first attempt decides on the cached state and lets the append's revision check judge it; a load
 * reads only the events after the cached revision.
 */
export const handleCommand = async <State, C extends Command, E extends Event>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, C, E>,
  command: C,
  options: HandleCommandOptions,
): Promise<HandledCommand<State, E>> => {
  // A keyed command reads its stored outcome first (below): a retried request must not decide again.
  const cached = options.idempotentIds ? undefined : options.cache?.get(decider, streamId);
  if (cached) {
    const appended = await appendOnCachedState(store, streamId, decider, command, options, cached);
    if (appended) return appended;
  }
  const retry = options.retry ?? NO_BACKOFF;
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1) await retry.backoff(attempt);
    const [{ state, currentRevision, checkpoint }, stored] = await Promise.all([
      readState(store, streamId, decider, options.cache),
      // A retried command whose first attempt was stored (its answer lost) answers that outcome and appends nothing.
      options.idempotentIds ? readStoredOutcome<E>(store, streamId, options.idempotentIds) : [],
    ]);
    if (stored.length > 0)
      return {
        newState: state,
        newEvents: stored,
        nextExpectedRevision: currentRevision,
        createdNewStream: false,
        lastCheckpoint: stored.at(-1)!.checkpoint,
        stateCheckpoint: checkpoint,
      };
    const newEvents = decisionOf(decider, command, state);
    if (newEvents.length === 0)
      return {
        newState: state,
        newEvents: [],
        nextExpectedRevision: currentRevision,
        createdNewStream: false,
        lastCheckpoint: null,
        stateCheckpoint: checkpoint,
      };
    try {
      return await appendDecision(store, streamId, decider, { state, currentRevision }, newEvents, options);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion) || attempt >= retry.maxAttempts) throw error;
    }
  }
};
