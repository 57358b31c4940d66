// Events are read-only records: a literal type name and plain JSON data (ARCHITECTURE.md, event envelope).
export type Event<Type extends string = string, Data extends Record<string, unknown> = Record<string, unknown>> = Readonly<{
  type: Type;
  data: Readonly<Data>;
}>;

export type Command<Type extends string = string, Data extends Record<string, unknown> = Record<string, unknown>> = Readonly<{
  type: Type;
  data: Readonly<Data>;
}>;

export type EventMetadata = Readonly<{
  correlationId: string;
  causationId: string | null;
  actorId: string | null;
  actorRole: string | null;
  /** ISO-8601 time the command was decided, taken from the Clock port. */
  at: string;
  /** The client's Idempotency-Key when the request sent one; the events' ids are derived from it (docs/architecture.md). */
  idempotencyKey?: string;
}>;

/** An event to append: the caller chooses the id so a retried command appends nothing twice. */
export type NewEvent<E extends Event = Event> = E & Readonly<{ id: string; metadata: EventMetadata }>;

/**
 * Where an event stands in the global order. The order is total; `checkpoint` is the opaque,
 * store-specific token a subscriber resumes from (on Postgres: "<transactionId>:<position>").
 */
export type RecordedEvent<E extends Event = Event> = E &
  Readonly<{
    id: string;
    streamId: string;
    revision: bigint;
    position: bigint;
    checkpoint: Checkpoint;
    metadata: EventMetadata;
  }>;

/** Opaque resume token of the global log. START means "before the first event". */
export type Checkpoint = string;
export const START: Checkpoint = '0:0';

/** Checkpoints of both adapters are "<major>:<minor>" pairs of non-negative integers, ordered lexicographically by number. */
export const compareCheckpoints = (a: Checkpoint, b: Checkpoint): number => {
  const [aMajor, aMinor] = parseCheckpoint(a);
  const [bMajor, bMinor] = parseCheckpoint(b);
  if (aMajor !== bMajor) return aMajor < bMajor ? -1 : 1;
  if (aMinor !== bMinor) return aMinor < bMinor ? -1 : 1;
  return 0;
};

export const parseCheckpoint = (checkpoint: Checkpoint): [bigint, bigint] => {
  const match = /^(\d+):(\d+)$/.exec(checkpoint);
  if (!match) throw new Error(`Malformed checkpoint '${checkpoint}'`);
  return [BigInt(match[1]!), BigInt(match[2]!)];
};

export const formatCheckpoint = (major: bigint, minor: bigint): Checkpoint => `${major}:${minor}`;
