// npm run bench:rebuild: writes a fair-shaped history of BENCH_REBUILD_EVENTS events (default 1,000,000)
// into a fresh embedded Postgres, then runs the real `npm run projections:rebuild` over it in a process of
// its own and prints its figures (events/s, time per projector, peak RSS) for docs/benchmarks.md.
// BENCH_REBUILD_EVENTS=50000 for a quick check; BENCH_REBUILD_CPU_PROF=dir writes the rebuild's CPU profile there.
//
// Setup, not measured: the events are decided by the real deciders in memory (deciding.ts) and written
// with multi-row INSERTs straight into the store's table, one transaction per fair, instead of one
// append per command; the rebuild then reads them exactly as it reads a log the platform wrote.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import pg from 'pg';
import { createPostgresEventStore } from '../../../infra/event-store/postgres-event-store';
import { ensureDatabase, startEmbeddedPostgres } from '../../../infra/postgres/embedded';
import { createMemoryDecisions, type EventRow } from './deciding';
import { simulateFair } from './fair-history';
import { postgresCpuSeconds } from './cpu-time';

const EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 1_000_000);
const CPU_PROF = process.env.BENCH_REBUILD_CPU_PROF;
const EACH = process.env.BENCH_REBUILD_EACH === '1';
const ROWS_PER_INSERT = 2_000;

const insertRows = async (client: pg.PoolClient, table: string, rows: readonly EventRow[]) => {
  for (let from = 0; from < rows.length; from += ROWS_PER_INSERT) {
    const chunk = rows.slice(from, from + ROWS_PER_INSERT);
    await client.query(
      `INSERT INTO ${table} (id, stream_id, revision, type, data, metadata)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::bigint[], $4::text[], $5::jsonb[], $6::jsonb[])`,
      [
        chunk.map((row) => row.id),
        chunk.map((row) => row.streamId),
        chunk.map((row) => row.revision),
        chunk.map((row) => row.type),
        chunk.map((row) => JSON.stringify(row.data)),
        chunk.map((row) => JSON.stringify(row.metadata)),
      ],
    );
  }
};

/** Fairs one after the other until EVENTS are stored; the last fair is cut at EVENTS. */
const writeHistory = async (pool: pg.Pool, names: { events: string; streams: string }) => {
  let rows: EventRow[] = [];
  const decisions = createMemoryDecisions((row) => rows.push(row));
  const types = new Map<string, number>();
  let fairs = 0;
  const client = await pool.connect();
  try {
    while (decisions.count() < EVENTS) {
      simulateFair(decisions.decide, fairs, 1_000 + fairs);
      fairs += 1;
      const over = decisions.count() - EVENTS;
      if (over > 0) rows = rows.slice(0, rows.length - over);
      for (const row of rows) types.set(row.type, (types.get(row.type) ?? 0) + 1);
      await client.query('BEGIN');
      await insertRows(client, names.events, rows);
      await client.query('COMMIT');
      rows = [];
    }
    await client.query(
      `INSERT INTO ${names.streams} (stream_id, revision) SELECT stream_id, max(revision) FROM ${names.events} GROUP BY stream_id`,
    );
    await client.query(`ANALYZE ${names.events}`);
  } finally {
    client.release();
  }
  return { fairs, types, streams: decisions.streams() };
};

const main = async () => {
  const dataDir = `.data/bench-rebuild-${process.pid}`;
  const server = await startEmbeddedPostgres({ dataDir, persistent: false });
  const url = await ensureDatabase(server.url, 'bench_rebuild');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const store = await createPostgresEventStore(pool);
    await store.close();
    const started = performance.now();
    const history = await writeHistory(pool, store.names);
    const stored = Number((await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${store.names.events}`)).rows[0]!.n);
    console.log(
      `History: ${stored.toLocaleString('en')} events in ${history.streams.toLocaleString('en')} streams, ${history.fairs} fairs, written in ${((performance.now() - started) / 1000).toFixed(1)} s (setup, not measured).`,
    );
    console.log('\n| event type | events | share |\n| --- | ---: | ---: |');
    for (const [type, n] of [...history.types].sort((a, b) => b[1] - a[1]))
      console.log(`| ${type} | ${n.toLocaleString('en')} | ${((100 * n) / stored).toFixed(1)} % |`);

    const load = os.loadavg().map((n) => n.toFixed(2));
    const rebuild = async (args: readonly string[]) => {
      const postgresBefore = postgresCpuSeconds(dataDir);
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', ...args], {
        env: { ...process.env, DATABASE_URL: url },
        maxBuffer: 16 * 1024 * 1024,
      });
      const nodeCpu = Number(/^CPU (\S+) s$/m.exec(stdout)?.[1] ?? NaN);
      const startupCpu = Number(/^CPU before the replay (\S+) s$/m.exec(stdout)?.[1] ?? NaN);
      return { stdout, nodeCpu, startupCpu, postgresCpu: postgresCpuSeconds(dataDir) - postgresBefore };
    };
    const profile = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
    const { stdout, nodeCpu, postgresCpu } = await rebuild([...profile, 'infra/cli/rebuild-projections.ts']);
    const summary = /^Rebuilt .*$/m.exec(stdout)?.[0] ?? stdout;
    console.log(`\n${summary}\nLoad average before the rebuild (1, 5, 15 min): ${load.join(', ')}; ${os.cpus().length} cores.`);
    console.log(
      `CPU time: rebuild process ${nodeCpu.toFixed(1)} s + Postgres ${postgresCpu.toFixed(1)} s = ${(nodeCpu + postgresCpu).toFixed(1)} s, ${Math.round(stored / (nodeCpu + postgresCpu)).toLocaleString('en')} events per CPU second.`,
    );
    console.log('\n| projector | events applied | batch transactions, s (overlapping) |\n| --- | ---: | ---: |');
    for (const [, projector, ms, events] of stdout.matchAll(/^time (\w+): (\d+) ms for (\d+) events$/gm))
      console.log(`| ${projector} | ${Number(events).toLocaleString('en')} | ${(Number(ms) / 1000).toFixed(1)} |`);
    if (EACH) {
      // Each projector rebuilt alone: its own CPU, which the side-by-side times above cannot give.
      console.log('\n| projector alone | CPU s, rebuild process (less start-up) | CPU s, Postgres |\n| --- | ---: | ---: |');
      for (const [, projector] of stdout.matchAll(/^time (\w+):/gm)) {
        const alone = await rebuild(['infra/cli/rebuild-projections.ts', projector!]);
        console.log(`| ${projector} | ${(alone.nodeCpu - alone.startupCpu).toFixed(1)} | ${alone.postgresCpu.toFixed(1)} |`);
      }
    }
  } finally {
    await pool.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

void main();
