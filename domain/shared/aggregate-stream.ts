import type { EventStore } from '../ports/event-store';
import type { Checkpoint, Command, Event } from './event';
import type { Decider } from './decider';

/** A stream folded from the start: its state, and where the stream stood when read. */
export type AggregatedStream<State> = Readonly<{
  state: State;
  /** Revision of the stream's last event, or null when the stream does not exist. */
  currentRevision: bigint | null;
  /** Where the last folded event stands in the log; null for a stream with no events. */
  checkpoint: Checkpoint | null;
}>;

/** Reads a whole stream and folds it with the decider's evolve from its initial state (emmett's aggregateStream). */
export const aggregateStream = async <State, C extends Command, E extends Event>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, C, E>,
): Promise<AggregatedStream<State>> => {
  const { events, currentRevision } = await store.readStream<E>(streamId);
  return {
    state: events.reduce(decider.evolve, decider.initialState()),
    currentRevision,
    checkpoint: events.at(-1)?.checkpoint ?? null,
  };
};
