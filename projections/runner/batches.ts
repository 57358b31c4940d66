import type { RecordedEvent } from '../../domain/shared/event';

const IDLE = Symbol('idle');
const nextTurn = () => new Promise<typeof IDLE>((resolve) => setImmediate(() => resolve(IDLE)));

/**
 * Groups a live event stream into batches of at most `size`: a batch holds what the subscription has
 * already fetched and never waits for more, so a quiet log still gets each event applied at once.
 * Ends when the stream ends or `halted` settles.
 */
export async function* batches(events: AsyncIterable<RecordedEvent>, size: number, halted: Promise<void>): AsyncGenerator<RecordedEvent[]> {
  const iterator = events[Symbol.asyncIterator]();
  const halt = halted.then((): IteratorReturnResult<undefined> => ({ done: true, value: undefined }));
  let pending = iterator.next();
  for (;;) {
    const first = await Promise.race([pending, halt]);
    if (first.done) return;
    const batch = [first.value];
    pending = iterator.next();
    while (batch.length < size) {
      // setImmediate runs after every ready microtask, so an event already fetched wins the race.
      const next = await Promise.race([pending, nextTurn()]);
      if (next === IDLE) break;
      if (next.done) {
        yield batch;
        return;
      }
      batch.push(next.value);
      pending = iterator.next();
    }
    // The prefetch may fail while the batch is applied; it is awaited (and thrown) on the next turn.
    pending.catch(() => {});
    yield batch;
  }
}
