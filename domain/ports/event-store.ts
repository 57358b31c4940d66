import type { Checkpoint, Event, NewEvent, RecordedEvent } from '../shared/event';

/** 'no_stream': must not exist; 'exists': must exist; 'any': no check; bigint: the last revision read. */
export type ExpectedRevision = 'no_stream' | 'exists' | 'any' | bigint;

export type AppendResult = Readonly<{ nextExpectedRevision: bigint; lastPosition: bigint; lastCheckpoint: Checkpoint }>;

export type ReadStreamResult<E extends Event = Event> = Readonly<{
  events: RecordedEvent<E>[];
  /** Revision of the last event, or null when the stream does not exist. */
  currentRevision: bigint | null;
}>;

export type ReadStreamOptions = Readonly<{
  /** Only the events from this revision on; currentRevision is still the stream's last. Default 0n. */
  fromRevision?: bigint;
}>;

export type AllSubscription = AsyncIterable<RecordedEvent> & { close(): Promise<void> };

export type SubscribeToAllOptions = Readonly<{
  /** Deliver events strictly after this checkpoint (START for everything). */
  fromCheckpoint: Checkpoint;
  /** Largest number of events fetched per read; small values force batch boundaries in tests. */
  batchSize?: number;
}>;

/**
 * The event store contract (ARCHITECTURE.md). Appends are atomic per call; a mismatch of
 * expectedRevision throws WrongExpectedVersion and writes nothing; re-appending stored event ids
 * is a no-op success. subscribeToAll catches up, then stays live, never skipping nor repeating.
 */
export interface EventStore {
  append(streamId: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  readStream<E extends Event = Event>(streamId: string, options?: ReadStreamOptions): Promise<ReadStreamResult<E>>;
  /** The events of this stream stored under any of these ids, in revision order: a lookup by id, never a scan of the stream. */
  readEventsByIds<E extends Event = Event>(streamId: string, ids: readonly string[]): Promise<RecordedEvent<E>[]>;
  /** One page of the global log after a checkpoint, only events every subscriber may safely see. */
  readAll(options: { after: Checkpoint; limit: number }): Promise<RecordedEvent[]>;
  subscribeToAll(options: SubscribeToAllOptions): AllSubscription;
  /** Checkpoint of the newest event a subscriber may safely see now. */
  headCheckpoint(): Promise<Checkpoint>;
  close(): Promise<void>;
}
