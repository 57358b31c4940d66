import type { Event, RecordedEvent } from './event';

/**
 * The events one keyed command stored, found by the ids it derives: those of the stream named idOf(0),
 * idOf(1), ... in that order (one append keeps them together). Empty when its first event is not stored.
 */
export const storedOutcome = <E extends Event>(
  events: readonly RecordedEvent<E>[],
  idOf: (index: number) => string,
): RecordedEvent<E>[] => {
  const stored: RecordedEvent<E>[] = [];
  for (const event of events) if (event.id === idOf(stored.length)) stored.push(event);
  return stored;
};
