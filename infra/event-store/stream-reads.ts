import DataLoader from 'dataloader';
import type pg from 'pg';
import type { ReadStreamOptions, ReadStreamResult } from '../../domain/ports/event-store';
import type { Event, RecordedEvent } from '../../domain/shared/event';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './event-rows';
import type { EventStoreNames } from './postgres-schema';

/** Streams read by one statement at most; each count of streams is its own named statement. */
const MAX_STREAMS_PER_READ = 32;

type StreamRead = Readonly<{ streamId: string; fromRevision: bigint }>;
/** A stream's row, and one of its events when it has any from the asked revision on (else the event columns are null). */
type StreamRow = EventRow & Readonly<{ asked: string; current_revision: string }>;

const EVENT_COLUMNS_OF_E = EVENT_COLUMNS.split(', ')
  .map((column) => `e.${column}`)
  .join(', ');

/** The stream rows and their events for `count` (stream id, from revision) pairs, ordered by stream then revision. */
const readStreamsSql = (names: EventStoreNames, count: number) => `
  SELECT s.stream_id AS asked, s.revision AS current_revision, ${EVENT_COLUMNS_OF_E}
  FROM (VALUES ${Array.from({ length: count }, (_, index) => `($${2 * index + 1}::text, $${2 * index + 2}::bigint)`).join(', ')})
    AS r(stream_id, from_revision)
  JOIN ${names.streams} s ON s.stream_id = r.stream_id
  LEFT JOIN ${names.events} e ON e.stream_id = s.stream_id AND e.revision >= r.from_revision
  ORDER BY s.stream_id, e.revision`;

/**
 * readStream for the Postgres store. Reads asked together share one statement: an enter checks its
 * booth, its fair and its invitation side by side, so it costs one round trip, which wakes a backend,
 * instead of three. A stream row and its events still come from one statement's snapshot, so a revision
 * always matches the events read.
 */
export const createStreamReads = (pool: pg.Pool, names: EventStoreNames) => {
  const loader = new DataLoader<StreamRead, ReadStreamResult>(
    async (reads) => {
      const from = new Map<string, bigint>();
      for (const { streamId, fromRevision } of reads) {
        const earlier = from.get(streamId);
        from.set(streamId, earlier === undefined || fromRevision < earlier ? fromRevision : earlier);
      }
      // Named per count of streams: planned once per connection, like every hot statement of the store.
      const { rows } = await pool.query<StreamRow>({
        name: `read-streams:${names.schema}:${from.size}`,
        text: readStreamsSql(names, from.size),
        values: [...from].flatMap(([streamId, fromRevision]) => [streamId, fromRevision.toString()]),
      });
      const read = new Map<string, { currentRevision: bigint; events: RecordedEvent[] }>();
      for (const row of rows) {
        let stream = read.get(row.asked);
        if (!stream) read.set(row.asked, (stream = { currentRevision: BigInt(row.current_revision), events: [] }));
        if (row.id !== null) stream.events.push(toRecordedEvent(row));
      }
      return reads.map(({ streamId, fromRevision }) => {
        const stream = read.get(streamId);
        if (!stream) return { events: [], currentRevision: null };
        const events =
          from.get(streamId) === fromRevision ? stream.events : stream.events.filter((event) => event.revision >= fromRevision);
        return { events, currentRevision: stream.currentRevision };
      });
    },
    // DataLoader's own schedule: the reads asked before the current job's microtasks run out, so a read
    // never waits for the rest of a busy turn (a command reads, decides and appends in a chain).
    { cache: false, maxBatchSize: MAX_STREAMS_PER_READ },
  );

  return <E extends Event = Event>(streamId: string, { fromRevision = 0n }: ReadStreamOptions = {}): Promise<ReadStreamResult<E>> =>
    loader.load({ streamId, fromRevision }) as Promise<ReadStreamResult<E>>;
};
