import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AllSubscription, EventStore, ExpectedRevision } from '../../domain/ports/event-store';
import { compareCheckpoints, START, type Checkpoint, type NewEvent, type RecordedEvent } from '../../domain/shared/event';
import { WrongExpectedVersion } from '../../domain/shared/errors';
import type { HoldOpen } from './commit-gate';
import { SLOW_DAY_MS } from '../support/wait';

export type EventStoreFixture = Readonly<{
  store: EventStore;
  /** Optional: adapters that can park an append before COMMIT get the out-of-order commit scenarios. */
  holdOpen?: HoldOpen;
  teardown: () => Promise<void>;
}>;

const metadata = {
  correlationId: 'contract',
  causationId: null,
  actorId: 'tester',
  actorRole: 'admin',
  at: '2025-01-01T00:00:00.000Z',
} as const;

const newEvent = (type = 'ThingHappened', data: Record<string, unknown> = {}): NewEvent => ({ id: randomUUID(), type, data, metadata });

const uniqueStream = (prefix = 'thing') => `${prefix}-${randomUUID()}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitFor = async (condition: () => boolean, what: string | (() => string), timeoutMs = SLOW_DAY_MS): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await sleep(20);
  }
};

/** Everything readAll hands out, page by page. */
const readWholeLog = async (store: EventStore, limit = 100): Promise<RecordedEvent[]> => {
  const all: RecordedEvent[] = [];
  for (let after: Checkpoint = START; ;) {
    const page = await store.readAll({ after, limit });
    all.push(...page);
    if (page.length < limit) return all;
    after = page.at(-1)!.checkpoint;
  }
};

/**
 * The whole log once it holds `count` events: a store may hold events back while an older
 * transaction anywhere on the server is in flight (other test files' databases included).
 */
const untilLogHolds = async (store: EventStore, count: number, limit = 100): Promise<RecordedEvent[]> => {
  const deadline = Date.now() + SLOW_DAY_MS;
  for (;;) {
    const log = await readWholeLog(store, limit);
    if (log.length >= count || Date.now() > deadline) return log;
    await sleep(20);
  }
};

/** Drains a subscription in the background into `seen`. */
const collect = (subscription: AllSubscription) => {
  const seen: RecordedEvent[] = [];
  const done = (async () => {
    for await (const event of subscription) seen.push(event);
  })();
  return { seen, done, subscription };
};

const expectWrongExpectedVersion = async (append: Promise<unknown>) => {
  await expect(append).rejects.toBeInstanceOf(WrongExpectedVersion);
};

/** Appends with the revision just read, retrying on conflict, as handleCommand does. */
const appendWithRetry = async (store: EventStore, streamId: string, event: NewEvent): Promise<void> => {
  for (;;) {
    const { currentRevision } = await store.readStream(streamId);
    const expectedRevision: ExpectedRevision = currentRevision ?? 'no_stream';
    try {
      await store.append(streamId, [event], { expectedRevision });
      return;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion)) throw error;
    }
  }
};

/** Every id once, per-stream revisions contiguous from 0 in delivery order, checkpoints strictly rising. */
const expectSoundDelivery = (seen: readonly RecordedEvent[], committedIds: ReadonlySet<string>) => {
  const ids = seen.map((event) => event.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(new Set(ids)).toEqual(committedIds);
  const nextRevision = new Map<string, bigint>();
  for (const event of seen) {
    expect(event.revision).toBe(nextRevision.get(event.streamId) ?? 0n);
    nextRevision.set(event.streamId, event.revision + 1n);
  }
  for (let i = 1; i < seen.length; i++) expect(compareCheckpoints(seen[i - 1]!.checkpoint, seen[i]!.checkpoint)).toBe(-1);
};

/** `skipReason`: the engine cannot run here (no container engine); the suite is reported skipped, with it. */
export const eventStoreContract = (
  adapterName: string,
  factory: () => Promise<EventStoreFixture>,
  options: Readonly<{ skipReason?: string | null; setupTimeoutMs?: number }> = {},
): void => {
  const skipped = Boolean(options.skipReason);
  const name = `event store contract: ${adapterName}`;
  describe.skipIf(skipped)(skipped ? `${name} (skipped: ${options.skipReason})` : name, () => {
    let fixture: EventStoreFixture;
    let store: EventStore;

    beforeEach(async () => {
      fixture = await factory();
      store = fixture.store;
    }, options.setupTimeoutMs);
    afterEach(async () => {
      await fixture.teardown();
    });

    describe('expectedRevision', () => {
      it("'no_stream' appends to a new stream and refuses an existing one, writing nothing", async () => {
        const streamId = uniqueStream();
        const first = newEvent();
        const result = await store.append(streamId, [first], { expectedRevision: 'no_stream' });
        expect(result.nextExpectedRevision).toBe(0n);

        const refused = newEvent();
        await expectWrongExpectedVersion(store.append(streamId, [refused], { expectedRevision: 'no_stream' }));
        const { events, currentRevision } = await store.readStream(streamId);
        expect(events.map((event) => event.id)).toEqual([first.id]);
        expect(currentRevision).toBe(0n);
        expect((await readWholeLog(store)).some((event) => event.id === refused.id)).toBe(false);
      });

      it("'exists' appends to an existing stream and refuses a missing one, writing nothing", async () => {
        const missing = uniqueStream();
        const refused = newEvent();
        await expectWrongExpectedVersion(store.append(missing, [refused], { expectedRevision: 'exists' }));
        expect(await store.readStream(missing)).toEqual({ events: [], currentRevision: null });
        // The refused event id is free: nothing was stored under it.
        const other = uniqueStream();
        await store.append(other, [refused], { expectedRevision: 'no_stream' });
        expect((await store.readStream(other)).events.map((event) => event.id)).toEqual([refused.id]);

        const result = await store.append(other, [newEvent()], { expectedRevision: 'exists' });
        expect(result.nextExpectedRevision).toBe(1n);
      });

      it("'any' appends whether or not the stream exists", async () => {
        const streamId = uniqueStream();
        expect((await store.append(streamId, [newEvent()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0n);
        expect((await store.append(streamId, [newEvent(), newEvent()], { expectedRevision: 'any' })).nextExpectedRevision).toBe(2n);
        expect((await store.readStream(streamId)).currentRevision).toBe(2n);
      });

      it('a revision appends only when it is the last revision of the stream, writing nothing otherwise', async () => {
        const missing = uniqueStream();
        await expectWrongExpectedVersion(store.append(missing, [newEvent()], { expectedRevision: 0n }));
        expect((await store.readStream(missing)).currentRevision).toBeNull();

        const streamId = uniqueStream();
        await store.append(streamId, [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
        const next = newEvent();
        expect((await store.append(streamId, [next], { expectedRevision: 1n })).nextExpectedRevision).toBe(2n);

        for (const stale of [0n, 1n, 3n]) {
          const error = await store.append(streamId, [newEvent()], { expectedRevision: stale }).catch((caught: unknown) => caught);
          expect(error).toBeInstanceOf(WrongExpectedVersion);
          expect((error as WrongExpectedVersion).actual).toBe(2n);
        }
        const { events } = await store.readStream(streamId);
        expect(events.map((event) => event.revision)).toEqual([0n, 1n, 2n]);
        expect(events.at(-1)!.id).toBe(next.id);
      });
    });

    describe('atomic appends and reads', () => {
      it('records every field of the envelope and reads a stream in revision order', async () => {
        const streamId = uniqueStream();
        const batch = [
          newEvent('Opened', { n: 1 }),
          newEvent('Renamed', { n: 2, name: 'B' }),
          newEvent('Closed', { nested: { ok: true } }),
        ];
        const result = await store.append(streamId, batch, { expectedRevision: 'no_stream' });
        const { events, currentRevision } = await store.readStream(streamId);

        expect(currentRevision).toBe(2n);
        expect(
          events.map(({ id, type, data, metadata: recorded, streamId: recordedStream, revision }) => ({
            id,
            type,
            data,
            metadata: recorded,
            streamId: recordedStream,
            revision,
          })),
        ).toEqual(batch.map((event, index) => ({ ...event, streamId, revision: BigInt(index) })));
        expect(result).toEqual({ nextExpectedRevision: 2n, lastPosition: events[2]!.position, lastCheckpoint: events[2]!.checkpoint });
        for (let i = 1; i < events.length; i++) {
          expect(events[i]!.position > events[i - 1]!.position).toBe(true);
          expect(compareCheckpoints(events[i - 1]!.checkpoint, events[i]!.checkpoint)).toBe(-1);
        }
      });

      it('reads a missing stream as empty with no revision', async () => {
        expect(await store.readStream(uniqueStream())).toEqual({ events: [], currentRevision: null });
      });

      it("reads a stream from a revision on, still answering the stream's last revision", async () => {
        const streamId = uniqueStream();
        const batch = [newEvent(), newEvent(), newEvent()];
        await store.append(streamId, batch, { expectedRevision: 'no_stream' });
        await store.append(uniqueStream(), [newEvent()], { expectedRevision: 'no_stream' });

        const fromOne = await store.readStream(streamId, { fromRevision: 1n });
        expect(fromOne.events.map((event) => [event.id, event.revision])).toEqual([
          [batch[1]!.id, 1n],
          [batch[2]!.id, 2n],
        ]);
        expect(fromOne.currentRevision).toBe(2n);
        expect(await store.readStream(streamId, { fromRevision: 3n })).toEqual({ events: [], currentRevision: 2n });
        expect(await store.readStream(streamId, { fromRevision: 0n })).toEqual(await store.readStream(streamId));
        expect(await store.readStream(uniqueStream(), { fromRevision: 5n })).toEqual({ events: [], currentRevision: null });
      });

      it("finds a stream's events by id, in revision order, and only that stream's", async () => {
        const streamId = uniqueStream();
        const batch = [newEvent(), newEvent(), newEvent()];
        await store.append(streamId, batch, { expectedRevision: 'no_stream' });
        const elsewhere = newEvent();
        await store.append(uniqueStream(), [elsewhere], { expectedRevision: 'no_stream' });

        const found = await store.readEventsByIds(streamId, [batch[2]!.id, randomUUID(), batch[0]!.id, elsewhere.id]);
        expect(found.map((event) => [event.id, event.revision, event.streamId])).toEqual([
          [batch[0]!.id, 0n, streamId],
          [batch[2]!.id, 2n, streamId],
        ]);
        expect(found[0]).toEqual((await store.readStream(streamId)).events[0]);
        expect(await store.readEventsByIds(uniqueStream(), [batch[0]!.id])).toEqual([]);
      });

      it('readAll returns events strictly after a checkpoint, at most limit, and headCheckpoint is the last one', async () => {
        for (let i = 0; i < 5; i++) await store.append(uniqueStream(), [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
        const log = await untilLogHolds(store, 10, 3);
        expect(log).toHaveLength(10);
        expect(await store.headCheckpoint()).toBe(log.at(-1)!.checkpoint);

        const page = await store.readAll({ after: log[3]!.checkpoint, limit: 4 });
        expect(page.map((event) => event.id)).toEqual(log.slice(4, 8).map((event) => event.id));
        expect(await store.readAll({ after: log.at(-1)!.checkpoint, limit: 10 })).toEqual([]);
      });

      it('headCheckpoint is START for an empty log', async () => {
        expect(await store.headCheckpoint()).toBe(START);
      });
    });

    describe('idempotent appends', () => {
      it('re-appending stored event ids is a no-op success returning the stored result', async () => {
        const streamId = uniqueStream();
        const batch = [newEvent(), newEvent()];
        const first = await store.append(streamId, batch, { expectedRevision: 'no_stream' });
        await store.append(streamId, [newEvent()], { expectedRevision: 1n });

        // A retried command carries its stale expectation; it must still succeed without a second copy.
        expect(await store.append(streamId, batch, { expectedRevision: 'no_stream' })).toEqual(first);
        expect(await store.append(streamId, batch, { expectedRevision: 'any' })).toEqual(first);
        expect((await store.readStream(streamId)).events).toHaveLength(3);
      });

      it('the same append sent twice at once is stored once and both calls succeed, in every mode', async () => {
        const modes: ExpectedRevision[] = ['no_stream', 'any', 'exists', 0n];
        for (let round = 0; round < 16; round++) {
          const expectedRevision = modes[round % modes.length]!;
          const streamId = uniqueStream();
          const before = typeof expectedRevision === 'bigint' || expectedRevision === 'exists' ? [newEvent()] : [];
          if (before.length > 0) await store.append(streamId, before, { expectedRevision: 'no_stream' });
          const batch = [newEvent(), newEvent()];
          const results = await Promise.all([
            store.append(streamId, batch, { expectedRevision }),
            store.append(streamId, batch, { expectedRevision }),
          ]);
          expect(results[0]).toEqual(results[1]);
          expect((await store.readStream(streamId)).events.map((event) => event.id)).toEqual(
            [...before, ...batch].map((event) => event.id),
          );
        }
      });
    });

    describe('optimistic concurrency', () => {
      it('of two concurrent appends at the same expected revision exactly one wins (20 races)', async () => {
        for (let round = 0; round < 20; round++) {
          const streamId = uniqueStream();
          const expected: ExpectedRevision = round % 2 === 0 ? 'no_stream' : 0n;
          if (expected === 0n) await store.append(streamId, [newEvent()], { expectedRevision: 'no_stream' });
          const contenders = [newEvent(), newEvent()];
          const outcomes = await Promise.allSettled(
            contenders.map((event) => store.append(streamId, [event], { expectedRevision: expected })),
          );

          const winners = outcomes.flatMap((outcome, index) => (outcome.status === 'fulfilled' ? [contenders[index]!.id] : []));
          expect(winners).toHaveLength(1);
          const loser = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
          expect(loser.reason).toBeInstanceOf(WrongExpectedVersion);
          const { events } = await store.readStream(streamId);
          expect(events.at(-1)!.id).toBe(winners[0]);
          expect(events).toHaveLength(expected === 0n ? 2 : 1);
        }
      });

      it('an append waiting behind an uncommitted one at the same revision loses', async ({ skip }) => {
        if (!fixture.holdOpen) return skip('adapter cannot hold an append open');
        const streamId = uniqueStream();
        await store.append(streamId, [newEvent()], { expectedRevision: 'no_stream' });
        const held = fixture.holdOpen(streamId);
        const first = store.append(streamId, [newEvent()], { expectedRevision: 0n });
        await held.reached;
        const second = store.append(streamId, [newEvent()], { expectedRevision: 0n });
        await sleep(100);
        held.release();
        await first;
        await expectWrongExpectedVersion(second);
        expect((await store.readStream(streamId)).currentRevision).toBe(1n);
      });
    });

    describe('subscribeToAll', () => {
      it('catches up from START, resumes strictly after a checkpoint, and ends on close', async () => {
        for (let i = 0; i < 7; i++) await store.append(uniqueStream(), [newEvent()], { expectedRevision: 'no_stream' });
        const log = await untilLogHolds(store, 7);

        const fromStart = collect(store.subscribeToAll({ fromCheckpoint: START, batchSize: 2 }));
        const resumed = collect(store.subscribeToAll({ fromCheckpoint: log[2]!.checkpoint, batchSize: 3 }));
        await waitFor(() => fromStart.seen.length === 7 && resumed.seen.length === 4, 'catch-up');
        expect(fromStart.seen.map((event) => event.id)).toEqual(log.map((event) => event.id));
        expect(resumed.seen.map((event) => event.id)).toEqual(log.slice(3).map((event) => event.id));

        // Then live.
        const live = newEvent();
        await store.append(uniqueStream(), [live], { expectedRevision: 'no_stream' });
        await waitFor(() => fromStart.seen.length === 8 && resumed.seen.length === 5, 'live event');
        expect(fromStart.seen.at(-1)!.id).toBe(live.id);

        await fromStart.subscription.close();
        await resumed.subscription.close();
        await Promise.all([fromStart.done, resumed.done]);
      });

      it('store.close() ends its subscriptions', async () => {
        const subscriber = collect(store.subscribeToAll({ fromCheckpoint: START }));
        await store.append(uniqueStream(), [newEvent()], { expectedRevision: 'no_stream' });
        await waitFor(() => subscriber.seen.length === 1, 'first event');
        await store.close();
        await subscriber.done;
      });

      it('never skips nor repeats an event when transactions commit out of order', async () => {
        const { holdOpen } = fixture;
        const committed = new Set<string>();
        const aborted = new Set<string>();
        const sharedStreams = [uniqueStream('shared'), uniqueStream('shared')];

        const early = [
          collect(store.subscribeToAll({ fromCheckpoint: START, batchSize: 1 })),
          collect(store.subscribeToAll({ fromCheckpoint: START, batchSize: 2 })),
        ];

        // Sixteen writers at once: fresh streams with 'no_stream', and contended shared streams with the revision read.
        const writers = async (round: string) => {
          await Promise.all(
            Array.from({ length: 16 }, async (_, writer) => {
              for (let i = 0; i < 3; i++) {
                const event = newEvent('Written', { round, writer, i });
                if (writer % 4 === 0) await appendWithRetry(store, sharedStreams[(writer / 4) % 2]!, event);
                else await store.append(uniqueStream(), [event], { expectedRevision: 'no_stream' });
                committed.add(event.id);
              }
            }),
          );
        };

        // An append parked before COMMIT while later writers commit around it.
        const hold = async (outcome: 'commit' | 'abort') => {
          const streamId = uniqueStream('held');
          const events = [newEvent('Held'), newEvent('Held')];
          if (!holdOpen) {
            await store.append(streamId, events, { expectedRevision: 'no_stream' });
            events.forEach((event) => committed.add(event.id));
            return async () => {};
          }
          const held = holdOpen(streamId);
          const appending = store.append(streamId, events, { expectedRevision: 'no_stream' }).then(
            () => events.forEach((event) => committed.add(event.id)),
            (error: unknown) => {
              if (outcome === 'commit') throw error;
              events.forEach((event) => aborted.add(event.id));
            },
          );
          await held.reached;
          return async () => {
            held.release(outcome);
            await appending;
          };
        };

        for (const [round, outcome] of [
          ['a', 'commit'],
          ['b', 'abort'],
          ['c', 'commit'],
        ] as const) {
          const releaseOlder = await hold('commit');
          await writers(`${round}1`);
          const releaseNewer = await hold(outcome);
          await writers(`${round}2`);
          // Give subscribers time to page past everything they are allowed to see.
          await sleep(300);
          await releaseNewer();
          await writers(`${round}3`);
          await sleep(100);
          await releaseOlder();
        }

        const late = collect(store.subscribeToAll({ fromCheckpoint: START, batchSize: 2 }));
        const subscribers = [...early, late];
        await waitFor(
          () => subscribers.every(({ seen }) => seen.length >= committed.size),
          () => `${committed.size} events per subscriber (seen ${subscribers.map(({ seen }) => seen.length).join(', ')})`,
        );
        // A repeat or a stray event would arrive within a few polls.
        await sleep(500);
        await Promise.all(subscribers.map(({ subscription }) => subscription.close()));
        await Promise.all(subscribers.map(({ done }) => done));

        expect(committed.size).toBe(3 * (3 * 16 * 3 + 4) - (holdOpen ? 2 : 0));
        const globalOrder = subscribers[0]!.seen.map((event) => event.id);
        for (const { seen } of subscribers) {
          expectSoundDelivery(seen, committed);
          expect(seen.some((event) => aborted.has(event.id))).toBe(false);
          expect(seen.map((event) => event.id)).toEqual(globalOrder);
        }
        expect((await readWholeLog(store, 7)).map((event) => event.id)).toEqual(globalOrder);
      });
    });
  });
};
