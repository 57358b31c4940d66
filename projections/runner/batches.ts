import type { RecordedEvent } from '../../domain/shared/event';
import { later } from './waiting';

const IDLE = Symbol('idle');
const nextTurn = () => new Promise<typeof IDLE>((resolve) => setImmediate(() => resolve(IDLE)));

/** A prefetched event taken this long after it was read was read before the follow loop's gathering gap. */
const STALE_AFTER_MS = 10;
/** How long such a batch waits for the read that the gap's appends started, at most. */
const FRESH_READ_MS = 25;

/**
 * Groups a live event stream into batches of at most `size`: a batch holds what the subscription has
 * already fetched and never waits for more, so a quiet log still gets each event applied at once.
 * Ends when the stream ends or `halted` settles.
 *
 * One exception. While a batch is applied and the follow loop then gathers (minBatchIntervalMs), the
 * subscription reads the next page ahead, so under load that page holds only what had committed when
 * the gap began. Taken as it is, everything appended during the gap waited a whole further cycle: 124 ms
 * at p50 from commit to batch with a 100 ms gap at full scale. So a batch that starts from a stale page
 * also waits, up to FRESH_READ_MS, for the read that follows it.
 */
export async function* batches(events: AsyncIterable<RecordedEvent>, size: number, halted: Promise<void>): AsyncGenerator<RecordedEvent[]> {
  const iterator = events[Symbol.asyncIterator]();
  const halt = halted.then((): IteratorReturnResult<undefined> => ({ done: true, value: undefined }));
  let readAt = Number.POSITIVE_INFINITY;
  const pull = () => {
    readAt = Number.POSITIVE_INFINITY;
    const next = iterator.next();
    next.then(
      () => (readAt = performance.now()),
      () => {},
    );
    return next;
  };
  let pending = pull();
  for (;;) {
    const first = await Promise.race([pending, halt]);
    if (first.done) return;
    let freshUntil = performance.now() - readAt > STALE_AFTER_MS ? performance.now() + FRESH_READ_MS : 0;
    const fresh = freshUntil > 0 ? later(FRESH_READ_MS).then((): typeof IDLE => IDLE) : null;
    const batch = [first.value];
    pending = pull();
    while (batch.length < size) {
      const asked = performance.now();
      // setImmediate runs after every ready microtask, so an event already fetched wins the race.
      const next = await Promise.race([pending, fresh && asked < freshUntil ? fresh : nextTurn()]);
      if (next === IDLE) break;
      // An event that took a round trip, not one of the page in hand, is the fresh read: no more waiting.
      if (performance.now() - asked > 1) freshUntil = 0;
      if (next.done) {
        yield batch;
        return;
      }
      batch.push(next.value);
      pending = pull();
    }
    // The prefetch may fail while the batch is applied; it is awaited (and thrown) on the next turn.
    pending.catch(() => {});
    yield batch;
  }
}
