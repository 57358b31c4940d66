// npm run bench:long-stream: does a queue command cost more on a queue stream with a long history? (docs/adr/folded-state-cache.md)
// The real enter and leave services run against two booths of one fair: one whose queue stream already
// holds LONG_STREAM_EVENTS events, one whose queue stream is fresh. Rounds alternate which booth goes
// first, so load from other processes on the shared machine hits both alike; the ratio is what to read.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import knex from 'knex';
import pg from 'pg';
import { createCommandRunner } from '../../command-api/application/command-runner';
import type { CommandContext } from '../../command-api/application/command-context';
import { enterQueue } from '../../command-api/application/queue/enter-queue';
import { leaveQueue } from '../../command-api/application/queue/leave-queue';
import type { ServiceDeps } from '../../command-api/application/service-deps';
import { boothDecider, boothStream } from '../../domain/booth/booth';
import { boothFieldsSchema } from '../../domain/booth/booth-schema';
import { jobFairDecider, jobFairStream, JOB_FAIR_PRICE } from '../../domain/jobfair/jobfair';
import { boothQueueStream, type BoothQueueEvent } from '../../domain/queue/booth-queue';
import type { NewEvent } from '../../domain/shared/event';
import { createPostgresEventStore, PLATFORM_STORE_OPTIONS } from '../../infra/event-store/postgres-event-store';
import { ensureDatabase, startEmbeddedPostgres } from '../../infra/postgres/embedded';
import { scheduleRunningNow } from '../../infra/seed/demo-schedule';
import { formatMs, markdownTable } from './measure';

const LONG_STREAM_EVENTS = Number(process.env.BENCH_LONG_STREAM_EVENTS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARMUP_ROUNDS = 20;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const percentile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

const main = async () => {
  const dataDir = `.data/bench-long-stream-${process.pid}`;
  const server = await startEmbeddedPostgres({ dataDir, persistent: false });
  const url = await ensureDatabase(server.url, 'bench');
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  pool.on('error', (error) => console.error(`idle client failed: ${error.message}`));
  const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 2 } });
  const store = await createPostgresEventStore(pool, PLATFORM_STORE_OPTIONS);
  try {
    const deps: ServiceDeps = { run: createCommandRunner({ store, newId: randomUUID }), store, db, newId: randomUUID, log: console };
    const adminId = randomUUID();
    const organizationId = randomUUID();
    const jobFairId = randomUUID();
    const context = (actorId: string, actorRole: string): CommandContext => ({
      correlationId: randomUUID(),
      causationId: null,
      actorId,
      actorRole,
      now: new Date(),
    });
    const admin = context(adminId, 'Admin');
    const now = admin.now.toISOString();
    const fairIds = { jobFairId, companyId: organizationId, actorId: adminId, now };
    const fair = (command: Parameters<typeof jobFairDecider.decide>[0]) =>
      deps.run(admin, { streamId: jobFairStream(jobFairId), decider: jobFairDecider, command });
    await fair({ type: 'CreateJobFair', data: { ...fairIds, form: scheduleRunningNow(new Date(), 'Long fair'), mayStartInPast: true } });
    await fair({ type: 'RecordJobFairPayment', data: { ...fairIds, ...JOB_FAIR_PRICE, paymentReference: 'bench' } });
    await fair({ type: 'SetJobFairActivation', data: { ...fairIds, isActivated: true } });
    const booths = ['Long history', 'Fresh'].map((name) => ({ name, boothId: randomUUID() }));
    for (const [sortOrder, { name, boothId }] of booths.entries()) {
      const fields = boothFieldsSchema.parse({ name, description: `${name} booth`, recruiters: [] });
      await deps.run(admin, {
        streamId: boothStream(boothId),
        decider: boothDecider,
        command: { type: 'CreateBooth', data: { boothId, jobFairId, organizationId, actorId: adminId, now, fields, sortOrder } },
      });
    }

    // The long history: seekers who entered and left, appended straight to the queue stream (what makes it is not measured).
    const long = booths[0]!.boothId;
    const ids = { queueId: long, boothId: long, jobFairId, organizationId };
    const metadata = { correlationId: 'bench', causationId: null, actorId: adminId, actorRole: 'Admin', at: now };
    const seeded = performance.now();
    for (let written = 0; written < LONG_STREAM_EVENTS;) {
      const batch: NewEvent<BoothQueueEvent>[] = [];
      for (; batch.length < 500 && written < LONG_STREAM_EVENTS; written += 2) {
        const entryId = randomUUID();
        const seekerId = randomUUID();
        const event = (type: BoothQueueEvent['type'], data: Record<string, unknown>) =>
          ({ id: randomUUID(), type, data: { ...ids, entryId, seekerId, ...data }, metadata }) as NewEvent<BoothQueueEvent>;
        batch.push(
          event('QueueEntered', { score: 0, maxScore: 0, priority: 1, answers: [], enteredAt: now }),
          event('QueueLeft', { reason: 'Left', leftBy: seekerId, leftAt: now }),
        );
      }
      await store.append(boothQueueStream(long), batch, { expectedRevision: 'any' });
    }
    const seedSeconds = (performance.now() - seeded) / 1000;

    /** One seeker enters the booth's queue and leaves it: the two commands of the real services, timed together. */
    const enterAndLeave = async (boothId: string): Promise<number> => {
      const seekerId = randomUUID();
      const seeker = {
        userId: seekerId,
        email: `${seekerId}@bench.test`,
        firstName: 'S',
        lastName: 'K',
        roles: ['Applicant'],
        organizationId: null,
      } as const;
      const target = { jobFairId, boothId, groupId: null };
      const started = performance.now();
      const { entry } = await enterQueue(deps, context(seekerId, 'Applicant'), { seeker, target, answers: [] });
      await leaveQueue(deps, context(seekerId, 'Applicant'), { seekerId, target, entryId: entry.entered.entryId });
      return performance.now() - started;
    };

    const loadBefore = loadavg()[0]!.toFixed(2);
    const times = { long: [] as number[], fresh: [] as number[] };
    const cpuBefore = process.cpuUsage();
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
      const order = round % 2 === 0 ? (['long', 'fresh'] as const) : (['fresh', 'long'] as const);
      for (const which of order) {
        const ms = await enterAndLeave(which === 'long' ? long : booths[1]!.boothId);
        if (round >= WARMUP_ROUNDS) times[which].push(ms);
      }
    }
    const cpu = process.cpuUsage(cpuBefore);
    const { rows } = await pool.query<{ stream_id: string; n: string }>(
      `SELECT stream_id, count(*) AS n FROM ${store.names.events} WHERE stream_id = ANY($1) GROUP BY stream_id`,
      [booths.map(({ boothId }) => boothQueueStream(boothId))],
    );
    const eventsOf = (boothId: string) => rows.find((row) => row.stream_id === boothQueueStream(boothId))?.n ?? '0';

    const ratio = median(times.long) / median(times.fresh);
    console.log(
      `\nEnter + leave a booth queue through the real services, ${ROUNDS} rounds (after ${WARMUP_ROUNDS} warm-up), booths alternating; ` +
        `${LONG_STREAM_EVENTS.toLocaleString('en-US')} history events seeded in ${seedSeconds.toFixed(1)} s; ` +
        `load average ${loadBefore} before, ${loadavg()[0]!.toFixed(2)} after, on ${cpus().length} cores; ` +
        `bench process CPU ${((cpu.user + cpu.system) / 1000 / (2 * ROUNDS + 2 * WARMUP_ROUNDS)).toFixed(2)} ms per enter + leave\n`,
    );
    console.log(
      markdownTable(
        ['queue stream', 'events at the end', 'p50 ms', 'p95 ms'],
        [
          ['long history', eventsOf(long), formatMs(median(times.long)), formatMs(percentile(times.long, 0.95))],
          ['fresh', eventsOf(booths[1]!.boothId), formatMs(median(times.fresh)), formatMs(percentile(times.fresh, 0.95))],
        ],
      ),
    );
    console.log(`\nlong / fresh (p50): ${ratio.toFixed(2)}× (target within ±20 %: ${Math.abs(ratio - 1) <= 0.2 ? 'met' : 'not met'})\n`);
  } finally {
    await store.close();
    await db.destroy();
    await pool.end().catch(() => {});
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
