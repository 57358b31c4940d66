import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppendResult } from '../../domain/ports/event-store';
import { WrongExpectedVersion } from '../../domain/shared/errors';
import { createPostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { eventStoreNames } from '../../infra/event-store/postgres-schema';
import { createTestDatabase } from '../support/database';
import { createCommitGate } from './commit-gate';
import { eventStoreContract } from './event-store-contract';

let pool: pg.Pool;
let schemas = 0;
const nextSchema = () => `es_test_${++schemas}`;

/** The real pool, with the text of every statement the store sends through `query` written down. */
const recordingPool = () => {
  const sent: string[] = [];
  const recording = Object.assign(Object.create(pool) as pg.Pool, {
    query: (config: string | pg.QueryConfig, values?: unknown[]) => {
      sent.push(typeof config === 'string' ? config : config.text);
      return pool.query(config, values);
    },
  });
  return { recording, sent };
};

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await createTestDatabase('event_store'), max: 30 });
});
afterAll(async () => {
  await pool.end();
});

// A schema per test keeps each log empty without paying for a database per test. The platform runs the last.
for (const { notify, groupCommit } of [
  { notify: 'in-transaction', groupCommit: false },
  { notify: 'after-commit', groupCommit: false },
  { notify: 'after-commit', groupCommit: true },
] as const) {
  eventStoreContract(`postgres, NOTIFY ${notify}${groupCommit ? ', group commit' : ''}`, async () => {
    const gate = createCommitGate();
    const store = await createPostgresEventStore(pool, {
      schema: nextSchema(),
      notify,
      groupCommit,
      beforeCommit: gate.beforeCommit,
      pollIntervalMs: 50,
    });
    return { store, holdOpen: gate.holdOpen, teardown: () => store.close() };
  });
}

describe('postgres event store specifics', () => {
  const metadata = { correlationId: 'pg', causationId: null, actorId: null, actorRole: null, at: '2025-01-01T00:00:00.000Z' };
  const newEvent = () => ({ id: randomUUID(), type: 'ThingHappened', data: {}, metadata });

  it('creates its schema once when several processes start at the same time', async () => {
    const schema = nextSchema();
    const stores = await Promise.all(Array.from({ length: 4 }, () => createPostgresEventStore(pool, { schema })));
    await stores[0]!.append('thing-1', [newEvent()], { expectedRevision: 'no_stream' });
    expect((await stores[3]!.readStream('thing-1')).currentRevision).toBe(0n);
    await Promise.all(stores.map((store) => store.close()));
  });

  it('close() leaves the pool it was given open', async () => {
    const store = await createPostgresEventStore(pool, { schema: nextSchema() });
    const subscription = store.subscribeToAll({ fromCheckpoint: '0:0' });
    await store.close();
    await subscription.close();
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('does not hand out events of transactions newer than one still in flight', async () => {
    const gate = createCommitGate();
    const store = await createPostgresEventStore(pool, { schema: nextSchema(), beforeCommit: gate.beforeCommit });
    const held = gate.holdOpen('thing-held');
    const appending = store.append('thing-held', [newEvent()], { expectedRevision: 'no_stream' });
    await held.reached;
    const later = await store.append('thing-later', [newEvent()], { expectedRevision: 'no_stream' });
    expect(await store.headCheckpoint()).toBe('0:0');
    expect(await store.readAll({ after: '0:0', limit: 10 })).toEqual([]);
    held.release();
    const first = await appending;
    // Visible once every older transaction on the server has ended (other test files' included).
    await expect
      .poll(async () => (await store.readAll({ after: '0:0', limit: 10 })).map((event) => event.checkpoint))
      .toEqual([first.lastCheckpoint, later.lastCheckpoint]);
    await store.close();
  });

  it.each(['in-transaction', 'after-commit'] as const)('wakes a live subscriber through NOTIFY %s, not the poll', async (notify) => {
    // The poll is an hour away, so only a notification can deliver within the wait below.
    const store = await createPostgresEventStore(pool, { schema: nextSchema(), notify, pollIntervalMs: 3_600_000 });
    const seen: string[] = [];
    const subscription = store.subscribeToAll({ fromCheckpoint: '0:0' });
    const done = (async () => {
      for await (const event of subscription) seen.push(event.id);
    })();
    for (const event of [newEvent(), newEvent()]) {
      await store.append(`thing-${randomUUID()}`, [event], { expectedRevision: 'no_stream' });
      await expect.poll(() => seen.at(-1)).toBe(event.id);
    }
    await store.close();
    await done;
  });

  it('with group commit, concurrent appends share a transaction and one failing append leaves the others standing', async () => {
    const store = await createPostgresEventStore(pool, { schema: nextSchema(), groupCommit: true });
    const taken = newEvent();
    await store.append('thing-taken', [taken], { expectedRevision: 'no_stream' });
    await store.append('thing-stale', [newEvent()], { expectedRevision: 'no_stream' });
    // Sent in one tick, more than the batches allowed in flight: later ones wait and go together.
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 40 }, (_, i) => store.append(`thing-${i}`, [newEvent()], { expectedRevision: 'no_stream' })),
      store.append('thing-stale', [newEvent()], { expectedRevision: 5n }),
      store.append('thing-misused', [taken], { expectedRevision: 'no_stream' }),
    ]);
    const appended = outcomes.slice(0, 40).map((outcome) => (outcome as PromiseFulfilledResult<AppendResult>).value);
    expect(outcomes.slice(0, 40).every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    expect((outcomes[40] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersion);
    expect(String((outcomes[41] as PromiseRejectedResult).reason)).toMatch(/already stored in stream thing-taken/);
    const transactions = new Set(appended.map((result) => result.lastCheckpoint.split(':')[0]));
    expect(transactions.size).toBeLessThan(40);
    expect((await store.readStream('thing-misused')).currentRevision).toBeNull();
    expect((await store.readStream('thing-stale')).events).toHaveLength(1);
    for (let i = 0; i < 40; i++) expect((await store.readStream(`thing-${i}`)).currentRevision).toBe(0n);
    await store.close();
  });

  it('reads asked together share one statement, each answered as if read alone', async () => {
    const { recording, sent } = recordingPool();
    const store = await createPostgresEventStore(recording, { schema: nextSchema() });
    await store.append('thing-a', [newEvent(), newEvent(), newEvent()], { expectedRevision: 'no_stream' });
    await store.append('thing-b', [newEvent()], { expectedRevision: 'no_stream' });
    const asked = [
      ['thing-a', 0n],
      ['thing-a', 2n],
      ['thing-b', 0n],
      ['thing-b', 1n],
      ['thing-missing', 0n],
    ] as const;
    const alone = [];
    for (const [streamId, fromRevision] of asked) alone.push(await store.readStream(streamId, { fromRevision }));

    sent.length = 0;
    const together = await Promise.all(asked.map(([streamId, fromRevision]) => store.readStream(streamId, { fromRevision })));
    expect(sent).toHaveLength(1);
    expect(together).toEqual(alone);
    expect(together.map(({ events, currentRevision }) => [events.map((event) => event.revision), currentRevision])).toEqual([
      [[0n, 1n, 2n], 2n],
      [[2n], 2n],
      [[0n], 0n],
      [[], 0n],
      [[], null],
    ]);
    await store.close();
  });

  it('with group commit, an append alone in its batch calls append_to_stream itself, without append_many', async () => {
    const schema = nextSchema();
    const { recording, sent } = recordingPool();
    const store = await createPostgresEventStore(recording, { schema, groupCommit: true });
    const { appendMany, append } = eventStoreNames(schema);
    const calls = (name: string) => sent.filter((text) => text.includes(`${name}(`)).length;

    sent.length = 0;
    await store.append('thing-alone', [newEvent()], { expectedRevision: 'no_stream' });
    expect([calls(append), calls(appendMany)]).toEqual([1, 0]);
    await expect(store.append('thing-alone', [newEvent()], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedVersion);

    sent.length = 0;
    // Four at once: three batches may be in flight, so at least one of them holds two appends.
    await Promise.all(['a', 'b', 'c', 'd'].map((name) => store.append(`thing-${name}`, [newEvent()], { expectedRevision: 'no_stream' })));
    expect(calls(appendMany)).toBeGreaterThan(0);
    expect(calls(append) + 2 * calls(appendMany)).toBeGreaterThanOrEqual(4);
    expect((await store.readStream('thing-alone')).currentRevision).toBe(0n);
    await store.close();
  });

  it('writes a usual batch set-wise, and gives a batch with an unmet expectation to the one-by-one loop', async () => {
    const schema = nextSchema();
    const store = await createPostgresEventStore(pool, { schema, groupCommit: true });
    await store.append('thing-any-old', [newEvent()], { expectedRevision: 'no_stream' });
    await store.append('thing-exists', [newEvent(), newEvent()], { expectedRevision: 'no_stream' });
    await store.append('thing-at-0', [newEvent()], { expectedRevision: 'no_stream' });
    const { appendMany, append } = eventStoreNames(schema);
    const batch = (stale: boolean) => [
      { stream_id: 'thing-any-old', expected: 'any', revision: null, events: [newEvent()] },
      { stream_id: `thing-any-new-${stale}`, expected: 'any', revision: null, events: [newEvent(), newEvent()] },
      { stream_id: 'thing-at-0', expected: 'revision', revision: stale ? '7' : '0', events: [newEvent()] },
      { stream_id: 'thing-exists', expected: 'stream_exists', revision: null, events: [newEvent()] },
      { stream_id: `thing-new-${stale}`, expected: 'no_stream', revision: null, events: [newEvent()] },
    ];
    /** append_many in a transaction that counts how often it called append_to_stream (the loop's one call per append). */
    const run = async (appends: ReturnType<typeof batch>) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query("SET LOCAL track_functions = 'pl'");
        const { rows } = await client.query<{ ordinal: number; outcome: string; last_revision: string; last_position: string }>(
          `SELECT * FROM ${appendMany}($1, false)`,
          [JSON.stringify(appends)],
        );
        const calls = await client.query<{ calls: string }>(`SELECT pg_stat_get_xact_function_calls('${append}'::regproc) AS calls`);
        await client.query('COMMIT');
        return { rows: rows.sort((a, b) => a.ordinal - b.ordinal), loopCalls: Number(calls.rows[0]!.calls ?? 0) };
      } finally {
        client.release();
      }
    };

    const usual = await run(batch(false));
    expect(usual.loopCalls).toBe(0);
    expect(usual.rows.map((row) => [row.ordinal, row.outcome, row.last_revision])).toEqual([
      [1, 'appended', '1'],
      [2, 'appended', '1'],
      [3, 'appended', '1'],
      [4, 'appended', '2'],
      [5, 'appended', '0'],
    ]);
    const positions = usual.rows.map((row) => Number(row.last_position));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect((await store.readStream('thing-any-new-false')).events.map((event) => event.revision)).toEqual([0n, 1n]);

    const declined = await run(batch(true));
    expect(declined.loopCalls).toBe(5);
    expect(declined.rows.map((row) => row.outcome)).toEqual(['appended', 'appended', 'wrong_expected_version', 'appended', 'appended']);
    expect((await store.readStream('thing-at-0')).currentRevision).toBe(1n);
    await store.close();
  });

  it('rejects a malformed checkpoint and an empty append', async () => {
    const store = await createPostgresEventStore(pool, { schema: nextSchema() });
    await expect(store.readAll({ after: 'nope', limit: 1 })).rejects.toThrow(/Malformed checkpoint/);
    await expect(store.append('thing-1', [], { expectedRevision: 'any' })).rejects.toThrow(/Nothing to append/);
    await store.close();
  });
});
