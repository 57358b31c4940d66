import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCommandRunner } from '../../command-api/application/command-runner';
import type { CommandContext } from '../../command-api/application/command-context';
import type { EventStore, ReadStreamOptions } from '../../domain/ports/event-store';
import type { Decider } from '../../domain/shared/decider';
import { formatCheckpoint, type Command, type Event, type NewEvent, type RecordedEvent } from '../../domain/shared/event';

// An append that reached the database but whose answer was lost (the connection died
// after COMMIT) answered 503; the client's retry with the same Idempotency-Key must answer that outcome
// and append nothing, though deciding again would append a second event.
type Tick = Event<'Ticked', { n: number }>;
const counter: Decider<number, Command<'Tick'>, Tick> = {
  initialState: () => 0,
  evolve: (count) => count + 1,
  decide: (_command, count) => ({ type: 'Ticked', data: { n: count + 1 } }),
};

/** Streams in memory; the first append is stored and then fails as a lost connection does. */
const storeLosingFirstAnswer = () => {
  const stored: RecordedEvent[] = [];
  let lose = true;
  const store = {
    readStream: async (streamId: string, { fromRevision = 0n }: ReadStreamOptions = {}) => {
      const events = stored.filter((event) => event.streamId === streamId);
      return { events: events.filter((event) => event.revision >= fromRevision), currentRevision: events.at(-1)?.revision ?? null };
    },
    readEventsByIds: async (streamId: string, ids: readonly string[]) =>
      stored.filter((event) => event.streamId === streamId && ids.includes(event.id)),
    append: async (streamId: string, events: readonly NewEvent[]) => {
      for (const event of events) {
        const position = BigInt(stored.length);
        stored.push({ ...event, streamId, revision: position, position, checkpoint: formatCheckpoint(1n, position) });
      }
      if (lose) {
        lose = false;
        throw new Error('Connection terminated unexpectedly');
      }
      const position = BigInt(stored.length - 1);
      return { nextExpectedRevision: position, lastPosition: position, lastCheckpoint: formatCheckpoint(1n, position) };
    },
  } as unknown as EventStore;
  return { store, stored };
};

const context = (idempotencyKey?: string): CommandContext => ({
  correlationId: randomUUID(),
  causationId: null,
  actorId: 'seeker-1',
  actorRole: 'Applicant',
  now: new Date('2026-11-22T16:00:00Z'),
  idempotencyKey,
});
const tick = { streamId: 'counter-1', decider: counter, command: { type: 'Tick', data: {} } } as const;

describe('a command retried with its idempotency key', () => {
  it('answers what the lost first attempt stored and appends nothing', async () => {
    const { store, stored } = storeLosingFirstAnswer();
    const run = createCommandRunner({ store, newId: randomUUID });
    await expect(run(context('key-1'), tick)).rejects.toThrow('Connection terminated');

    const retried = await run(context('key-1'), tick);
    expect(stored).toHaveLength(1);
    expect(retried.newEvents).toEqual([expect.objectContaining({ id: stored[0]!.id, data: { n: 1 } })]);
    expect(retried.lastCheckpoint).toBe(stored[0]!.checkpoint);
    expect(stored[0]!.metadata.idempotencyKey).toBe('key-1');
  });

  it('decides again under another key or none', async () => {
    const { store, stored } = storeLosingFirstAnswer();
    const run = createCommandRunner({ store, newId: randomUUID });
    await expect(run(context('key-1'), tick)).rejects.toThrow();
    await run(context('key-2'), tick);
    await run(context(), tick);
    expect(stored.map((event) => event.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });
});
