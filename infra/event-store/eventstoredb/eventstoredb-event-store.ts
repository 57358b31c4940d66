import { BACKWARDS, END, EventStoreDBClient, excludeSystemEvents, FORWARDS, jsonEvent, StreamNotFoundError } from '@eventstore/db-client';
import type { AllSubscription, AppendResult, EventStore, ReadStreamResult } from '../../../domain/ports/event-store';
import { compareCheckpoints, START, type Checkpoint, type Event, type NewEvent, type RecordedEvent } from '../../../domain/shared/event';
import {
  checkpointOf,
  isWrongExpectedVersion,
  positionOf,
  toAppendExpectedRevision,
  toRecordedEvent,
  toWrongExpectedVersion,
} from './mapping';

/** How far back from a stream's end a retried append's ids are looked for (EventStoreDB has no index by event id). */
const ID_SCAN_LIMIT = 10_000n;
/** Page of $all read while skipping system events. */
const ALL_PAGE = 500;

const collect = async <T, R>(read: AsyncIterable<T>, map: (item: T) => R | null): Promise<R[]> => {
  const out: R[] = [];
  for await (const item of read) {
    const mapped = map(item);
    if (mapped !== null) out.push(mapped);
  }
  return out;
};

/**
 * The event store port on EventStoreDB / KurrentDB (`EVENTSTORE_URL`, docs/deploy.md). The log, its
 * order and the optimistic revision check are the server's; what the port adds on top:
 * - a re-append of stored ids succeeds with the stored result whatever its expectation (the server
 *   dedupes only when the expectation still matches): on a revision mismatch the stream's tail is
 *   searched for the ids;
 * - readAll and headCheckpoint leave out the server's system events;
 * - a stream read answers the stream's current revision even past its end.
 * The same contract suite as the Postgres store proves it (tests/event-store/eventstoredb-event-store.int.test.ts).
 */
export const createEventStoreDbEventStore = (connectionString: string): EventStore & { client: EventStoreDBClient } => {
  const client = EventStoreDBClient.connectionString(connectionString);
  const subscriptions = new Set<AllSubscription>();

  const lastRevision = async (streamId: string): Promise<bigint | null> => {
    try {
      const [last] = await collect(
        client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 }),
        (resolved) => resolved.event?.revision ?? null,
      );
      return last ?? null;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
  };

  const readEventsByIds = async <E extends Event = Event>(streamId: string, ids: readonly string[]): Promise<RecordedEvent<E>[]> => {
    const wanted = new Set(ids);
    const found: RecordedEvent<E>[] = [];
    try {
      for await (const resolved of client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: ID_SCAN_LIMIT })) {
        const event = toRecordedEvent(resolved);
        if (event && wanted.has(event.id)) found.push(event as RecordedEvent<E>);
        if (found.length === wanted.size) break;
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return found.sort((a, b) => (a.revision < b.revision ? -1 : 1));
  };

  const storedResult = (events: readonly RecordedEvent[]): AppendResult => {
    const last = events.at(-1)!;
    return { nextExpectedRevision: last.revision, lastPosition: last.position, lastCheckpoint: last.checkpoint };
  };

  const append: EventStore['append'] = async (streamId, events, { expectedRevision }) => {
    if (events.length === 0) throw new Error(`Nothing to append to stream ${streamId}`);
    const data = events.map(({ id, type, data, metadata }: NewEvent) => jsonEvent({ id, type, data: data, metadata }));
    try {
      const result = await client.appendToStream(streamId, data, { expectedRevision: toAppendExpectedRevision(expectedRevision) });
      if (!result.position) throw new Error(`EventStoreDB did not say where the append to ${streamId} landed`);
      return {
        nextExpectedRevision: result.nextExpectedRevision,
        lastPosition: result.position.prepare,
        lastCheckpoint: checkpointOf(result.position),
      };
    } catch (error) {
      if (!isWrongExpectedVersion(error)) throw error;
      // A retried command carries its stale expectation: answer with what the first attempt stored.
      const stored = await readEventsByIds(
        streamId,
        events.map((event) => event.id),
      );
      if (stored.length === events.length) return storedResult(stored);
      if (stored.length > 0)
        throw new Error(`Only ${stored.length} of ${events.length} event ids are already stored in stream ${streamId}`, { cause: error });
      throw toWrongExpectedVersion(error, streamId, expectedRevision);
    }
  };

  const readStream = async <E extends Event = Event>(streamId: string, { fromRevision = 0n } = {}): Promise<ReadStreamResult<E>> => {
    try {
      const events = await collect(
        client.readStream(streamId, { direction: FORWARDS, fromRevision }),
        (resolved) => toRecordedEvent(resolved) as RecordedEvent<E> | null,
      );
      return { events, currentRevision: events.at(-1)?.revision ?? (await lastRevision(streamId)) };
    } catch (error) {
      if (error instanceof StreamNotFoundError) return { events: [], currentRevision: null };
      throw error;
    }
  };

  const readAll: EventStore['readAll'] = async ({ after, limit }) => {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`limit must be a positive integer, got ${limit}`);
    const events: RecordedEvent[] = [];
    let from = after;
    for (;;) {
      // fromPosition is inclusive: the event at `after` comes back first and is dropped.
      const page = await collect(
        client.readAll({ direction: FORWARDS, fromPosition: positionOf(from), maxCount: ALL_PAGE }),
        (resolved) => resolved,
      );
      for (const resolved of page) {
        const position = resolved.event?.position;
        if (!position) continue;
        from = checkpointOf(position);
        if (compareCheckpoints(from, after) <= 0) continue;
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
        if (events.length === limit) return events;
      }
      if (page.length < ALL_PAGE) return events;
    }
  };

  const headCheckpoint = async (): Promise<Checkpoint> => {
    for await (const resolved of client.readAll({ direction: BACKWARDS, fromPosition: END })) {
      const event = toRecordedEvent(resolved);
      if (event) return event.checkpoint;
    }
    return START;
  };

  const subscribeToAll: EventStore['subscribeToAll'] = ({ fromCheckpoint }) => {
    const subscription = client.subscribeToAll({ fromPosition: positionOf(fromCheckpoint), filter: excludeSystemEvents() });
    const events = (async function* () {
      for await (const resolved of subscription) {
        const event = toRecordedEvent(resolved);
        // Subscribing from a position starts after it; the check costs nothing and keeps "strictly after" true.
        if (event && compareCheckpoints(event.checkpoint, fromCheckpoint) > 0) yield event;
      }
    })();
    const handle: AllSubscription = {
      [Symbol.asyncIterator]: () => events,
      close: async () => {
        subscriptions.delete(handle);
        await subscription.unsubscribe();
      },
    };
    subscriptions.add(handle);
    return handle;
  };

  return {
    client,
    append,
    readStream,
    readEventsByIds,
    readAll,
    subscribeToAll,
    headCheckpoint,
    close: async () => {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await client.dispose();
    },
  };
};
