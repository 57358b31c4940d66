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
  /**
   * The client's Idempotency-Key when the request sent one; the events' ids are derived from it
   * (docs/write-side.md "Database outage and idempotent retries").
   */
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

const ZERO = 48;
const NINE = 57;

/** Where the colon of a well-formed checkpoint is; throws parseCheckpoint's error for any other text. */
const colonOf = (checkpoint: Checkpoint): number => {
  const colon = checkpoint.indexOf(':');
  let wellFormed = colon > 0 && colon < checkpoint.length - 1;
  for (let at = 0; wellFormed && at < checkpoint.length; at++) {
    const code = checkpoint.charCodeAt(at);
    wellFormed = at === colon || (code >= ZERO && code <= NINE);
  }
  if (!wellFormed) throw new Error(`Malformed checkpoint '${checkpoint}'`);
  return colon;
};

/** Compares the decimal numbers written in `a[aFrom, aTo)` and `b[bFrom, bTo)`, leading zeros aside. */
const compareDecimals = (a: string, aFrom: number, aTo: number, b: string, bFrom: number, bTo: number): number => {
  while (aFrom < aTo - 1 && a.charCodeAt(aFrom) === ZERO) aFrom++;
  while (bFrom < bTo - 1 && b.charCodeAt(bFrom) === ZERO) bFrom++;
  const longer = aTo - aFrom - (bTo - bFrom);
  if (longer !== 0) return longer < 0 ? -1 : 1;
  for (; aFrom < aTo; aFrom++, bFrom++) {
    const difference = a.charCodeAt(aFrom) - b.charCodeAt(bFrom);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return 0;
};

/**
 * Checkpoints of both adapters are "<major>:<minor>" pairs of non-negative integers, ordered lexicographically
 * by number. Compared on the text, digit by digit: the gateway compares checkpoints for every frame it sends,
 * and parsing each into BigInts was a gigabyte of garbage a minute at fair scale (docs/benchmarks.md).
 */
export const compareCheckpoints = (a: Checkpoint, b: Checkpoint): number => {
  const aColon = colonOf(a);
  const bColon = colonOf(b);
  return compareDecimals(a, 0, aColon, b, 0, bColon) || compareDecimals(a, aColon + 1, a.length, b, bColon + 1, b.length);
};

/** The earliest of the checkpoints (a runner's slowest projector), START for none. */
export const earliestCheckpoint = (checkpoints: readonly Checkpoint[]): Checkpoint =>
  checkpoints.reduce(
    (earliest, checkpoint) => (compareCheckpoints(checkpoint, earliest) < 0 ? checkpoint : earliest),
    checkpoints[0] ?? START,
  );

export const parseCheckpoint = (checkpoint: Checkpoint): [bigint, bigint] => {
  const match = /^(\d+):(\d+)$/.exec(checkpoint);
  if (!match) throw new Error(`Malformed checkpoint '${checkpoint}'`);
  return [BigInt(match[1]!), BigInt(match[2]!)];
};

export const formatCheckpoint = (major: bigint, minor: bigint): Checkpoint => `${major}:${minor}`;
