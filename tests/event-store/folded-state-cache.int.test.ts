import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, ReadStreamOptions } from '../../domain/ports/event-store';
import type { Decider } from '../../domain/shared/decider';
import type { Command, Event } from '../../domain/shared/event';
import { handleCommand } from '../../domain/shared/handle-command';
import { createStateCache, type StateCache } from '../../domain/shared/state-cache';
import { createPostgresEventStore, type PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { createTestDatabase } from '../support/database';

// Folded state kept between commands (docs/adr/folded-state-cache.md), checked against the real store.
type Added = Event<'Added', { item: string }>;
type Add = Command<'Add', { item: string; unique: boolean }>;
type Items = Readonly<{ items: readonly string[] }>;
const list: Decider<Items, Add, Added> = {
  initialState: () => ({ items: [] }),
  evolve: (state, event) => ({ items: [...state.items, event.data.item] }),
  decide: ({ data }, state) => {
    if (data.unique && state.items.includes(data.item)) throw new Error(`${data.item} is already listed`);
    return { type: 'Added', data: { item: data.item } };
  },
};
/** The same decider, but its evolve pushes into the state it was given. */
const mutatingList: Decider<{ items: string[] }, Add, Added> = {
  initialState: () => ({ items: [] }),
  evolve: (state, event) => {
    state.items.push(event.data.item);
    return state;
  },
  decide: ({ data }) => ({ type: 'Added', data: { item: data.item } }),
};

/** Refuses to turn to the side it is on: a stale "on" refuses what the stored "off" allows. */
type Turned = Event<'Turned', { on: boolean }>;
const lightSwitch: Decider<{ on: boolean }, Command<'Turn', { on: boolean }>, Turned> = {
  initialState: () => ({ on: false }),
  evolve: (_state, event) => ({ on: event.data.on }),
  decide: ({ data }, state) => {
    if (state.on === data.on) throw new Error(`already ${data.on ? 'on' : 'off'}`);
    return { type: 'Turned', data: { on: data.on } };
  },
};

const metadata = { correlationId: 'cache', causationId: null, actorId: 'tester', actorRole: 'admin', at: '2026-11-23T00:00:00.000Z' };

let pool: pg.Pool;
let postgres: PostgresEventStore;
/** The store, recording where each readStream started. */
const reads: (bigint | undefined)[] = [];
let store: EventStore;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await createTestDatabase('state_cache'), max: 8 });
  postgres = await createPostgresEventStore(pool);
  store = {
    ...postgres,
    readStream: (streamId, options?: ReadStreamOptions) => {
      reads.push(options?.fromRevision);
      return postgres.readStream(streamId, options);
    },
  };
});
afterAll(async () => {
  await postgres.close();
  await pool.end();
});

const lastCheckpoint = async (streamId: string) => (await postgres.readStream(streamId)).events.at(-1)!.checkpoint;
const add = (cache: StateCache | undefined, streamId: string, item: string, unique = false) =>
  handleCommand(store, streamId, list, { type: 'Add', data: { item, unique } }, { metadata, newId: randomUUID, cache });

describe('folded state kept between commands', () => {
  it('misses once, then decides on the cached state without reading the stream', async () => {
    const cache = createStateCache({ maxEntries: 10 });
    const streamId = `list-${randomUUID()}`;
    for (const item of ['a', 'b']) await add(undefined, streamId, item);

    reads.length = 0;
    await add(cache, streamId, 'c');
    expect(reads).toEqual([undefined]);
    expect(cache.get(list, streamId)).toEqual({
      revision: 2n,
      state: { items: ['a', 'b', 'c'] },
      checkpoint: await lastCheckpoint(streamId),
    });

    reads.length = 0;
    const handled = await add(cache, streamId, 'd');
    expect(reads).toEqual([]);
    expect(handled.newState).toEqual({ items: ['a', 'b', 'c', 'd'] });
    expect((await postgres.readStream(streamId)).events.map((event) => event.data.item)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a refusal on the cached state is judged again on the stored stream', async () => {
    const cache = createStateCache({ maxEntries: 10 });
    const streamId = `switch-${randomUUID()}`;
    const turn = (on: boolean, withCache: StateCache | undefined) =>
      handleCommand(store, streamId, lightSwitch, { type: 'Turn', data: { on } }, { metadata, newId: randomUUID, cache: withCache });
    await turn(true, cache);
    // Another process turns it off; this cache still holds "on".
    await turn(false, undefined);

    reads.length = 0;
    const handled = await turn(true, cache);
    expect(reads).toEqual([1n]);
    expect(handled.newState).toEqual({ on: true });
    expect(cache.get(lightSwitch, streamId)).toEqual({ revision: 2n, state: { on: true }, checkpoint: await lastCheckpoint(streamId) });
  });

  it('catches up with what another writer appended, and decides on it', async () => {
    const cache = createStateCache({ maxEntries: 10 });
    const streamId = `list-${randomUUID()}`;
    await add(cache, streamId, 'a');
    // Another process: no cache of its own here, its append moves the stream past the entry.
    await add(undefined, streamId, 'b');

    await expect(add(cache, streamId, 'b', true)).rejects.toThrow('b is already listed');
    expect(cache.get(list, streamId)).toEqual({ revision: 1n, state: { items: ['a', 'b'] }, checkpoint: await lastCheckpoint(streamId) });
  });

  it('answers where the state it decided on stands in the log, when it appends nothing too', async () => {
    const cache = createStateCache({ maxEntries: 10 });
    const streamId = `switch-${randomUUID()}`;
    // A switch that accepts turning it to what it is, appending nothing (as the availability switch does).
    const settle: typeof lightSwitch = {
      ...lightSwitch,
      decide: (command, state) => (state.on === command.data.on ? [] : lightSwitch.decide(command, state)),
    };
    const turn = (on: boolean, withCache: StateCache | undefined) =>
      handleCommand(store, streamId, settle, { type: 'Turn', data: { on } }, { metadata, newId: randomUUID, cache: withCache });
    const appended = await turn(true, cache);
    expect(appended.stateCheckpoint).toBe(appended.lastCheckpoint);
    // Another writer turns it off; off again here appends nothing, and its state is that writer's event.
    const elsewhere = await turn(false, undefined);
    const unchanged = await turn(false, cache);
    expect(unchanged.newEvents).toEqual([]);
    expect(unchanged.lastCheckpoint).toBeNull();
    expect(unchanged.stateCheckpoint).toBe(elsewhere.lastCheckpoint);
    // From the cache alone (nothing newer to read) it is still that event's place.
    expect((await turn(false, cache)).stateCheckpoint).toBe(elsewhere.lastCheckpoint);
  });

  it('a decision made on a state another writer has passed is refused by the revision check and re-made', async () => {
    const cache = createStateCache({ maxEntries: 10 });
    const streamId = `list-${randomUUID()}`;
    await add(cache, streamId, 'a');
    // The other writer appends between this command's read and its append.
    let raced = false;
    const racing: EventStore = {
      ...store,
      append: async (...args) => {
        if (!raced) {
          raced = true;
          await add(undefined, streamId, 'x');
        }
        return store.append(...args);
      },
    };
    const handled = await handleCommand(
      racing,
      streamId,
      list,
      { type: 'Add', data: { item: 'x', unique: true } },
      { metadata, newId: randomUUID, cache },
    ).catch((error: Error) => error);
    expect(handled).toEqual(new Error('x is already listed'));
    expect((await postgres.readStream(streamId)).events.map((event) => event.data)).toEqual([{ item: 'a' }, { item: 'x' }]);
  });

  it('evicts the least recently used stream beyond its size', async () => {
    const cache = createStateCache({ maxEntries: 2 });
    const [first, second, third] = Array.from({ length: 3 }, () => `list-${randomUUID()}`);
    await add(cache, first!, 'a');
    await add(cache, second!, 'a');
    cache.get(list, first!);
    await add(cache, third!, 'a');
    expect(cache.size()).toBe(2);
    expect(cache.get(list, second!)).toBeUndefined();
    expect(cache.get(list, first!)).toBeDefined();

    reads.length = 0;
    await add(cache, second!, 'b');
    expect(reads).toEqual([undefined]);
  });

  it('keeps a state per decider of one stream, and a decider mutating a cached state throws instead of corrupting it', async () => {
    const cache = createStateCache({ maxEntries: 10 });
    const streamId = `list-${randomUUID()}`;
    await add(cache, streamId, 'a');
    expect(cache.get(mutatingList, streamId)).toBeUndefined();
    const run = () =>
      handleCommand(
        store,
        streamId,
        mutatingList,
        { type: 'Add', data: { item: 'b', unique: false } },
        { metadata, newId: randomUUID, cache },
      );
    await expect(run()).rejects.toThrow(TypeError);
    expect(cache.get(list, streamId)!.state.items).toEqual(['a']);
    expect((await postgres.readStream(streamId)).events).toHaveLength(1);
  });
});
