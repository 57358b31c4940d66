import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../domain/shared/event';
import { batches } from '../../projections/runner/batches';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const eventOf = (position: number) => ({ checkpoint: `1:${position}`, type: 'Test', data: {} }) as unknown as RecordedEvent;
const positionsOf = (batch: RecordedEvent[] | undefined) => batch?.map((event) => Number(event.checkpoint.split(':')[1]));

/** A live log: pulled events come at once while some are readable, else when the next is appended. */
const liveLog = () => {
  const readable: number[] = [];
  let waiting: ((result: IteratorResult<RecordedEvent>) => void) | null = null;
  const events: AsyncIterable<RecordedEvent> = {
    [Symbol.asyncIterator]: () => ({
      next: () =>
        readable.length > 0
          ? Promise.resolve({ done: false, value: eventOf(readable.shift()!) })
          : new Promise((resolve) => (waiting = resolve)),
    }),
  };
  const append = (...positions: number[]) => {
    readable.push(...positions);
    const waiter = waiting;
    waiting = null;
    waiter?.({ done: false, value: eventOf(readable.shift()!) });
  };
  return { events, append };
};

describe('batches of the live log', () => {
  it('gives a quiet log each event at once, and a batch what is readable when it starts', async () => {
    const log = liveLog();
    const stream = batches(log.events, 500, new Promise(() => {}));
    log.append(1, 2);
    expect(positionsOf((await stream.next()).value)).toEqual([1, 2]);

    const next = stream.next();
    log.append(3);
    expect(positionsOf((await next).value)).toEqual([3]);
    await stream.return(undefined);
  });

  it('after a gap, takes what was appended during it beside the event read ahead before it', async () => {
    const log = liveLog();
    const stream = batches(log.events, 500, new Promise(() => {}));
    log.append(1);
    expect(positionsOf((await stream.next()).value)).toEqual([1]);

    // While the batch is applied and the loop gathers, the read ahead gets 3; 4 and 5 come in the gap.
    log.append(3);
    await sleep(40);
    setTimeout(() => log.append(4, 5), 5);
    expect(positionsOf((await stream.next()).value)).toEqual([3, 4, 5]);
    await stream.return(undefined);
  });

  it('never holds more than the batch size', async () => {
    const log = liveLog();
    const stream = batches(log.events, 2, new Promise(() => {}));
    log.append(1, 2, 3);
    expect(positionsOf((await stream.next()).value)).toEqual([1, 2]);
    expect(positionsOf((await stream.next()).value)).toEqual([3]);
    await stream.return(undefined);
  });
});
