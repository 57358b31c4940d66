import type { Knex } from 'knex';
import type { DomainEvent } from '../../domain/events';
import type { EventStore } from '../../domain/ports/event-store';
import { compareCheckpoints, START, type Checkpoint, type RecordedEvent } from '../../domain/shared/event';
import type { Projector } from '../../projections/projector';
import { SLOW_DAY_MS } from '../support/wait';

/** The stored events after a checkpoint, as the runner would hand them to a projector. */
export const storedEvents = async (store: EventStore, after: Checkpoint = START): Promise<RecordedEvent<DomainEvent>[]> =>
  (await store.readAll({ after, limit: 10_000 })) as unknown as RecordedEvent<DomainEvent>[];

/** Applies events the projector handles in one transaction; returns the change keys it reported. */
export const project = (db: Knex, projector: Projector, events: readonly RecordedEvent<DomainEvent>[]): Promise<string[]> =>
  db.transaction(async (trx) => {
    const keys: string[] = [];
    for (const event of events) if (projector.handles.includes(event.type)) keys.push(...(await projector.apply(trx, event)));
    return keys;
  });

/**
 * The store hides events behind any older transaction still open on the server, other databases'
 * included (parallel test files), so a test waits until what it appended is visible.
 */
export const untilVisible = async (store: EventStore, checkpoint: Checkpoint, timeoutMs = SLOW_DAY_MS): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (compareCheckpoints(await store.headCheckpoint(), checkpoint) < 0) {
    if (Date.now() > deadline) throw new Error(`Checkpoint ${checkpoint} did not become visible within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** All stored events once at least `count` are visible. */
export const untilStored = async (store: EventStore, count: number, timeoutMs = SLOW_DAY_MS): Promise<RecordedEvent<DomainEvent>[]> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await storedEvents(store);
    if (events.length >= count) return events;
    if (Date.now() > deadline) throw new Error(`Only ${events.length} of ${count} events became visible within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
