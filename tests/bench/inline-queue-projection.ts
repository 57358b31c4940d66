// npm run bench:inline-projection: the queue enter answered ahead of the read models (the platform's way)
// beside the queue model committed with the append ("inline projection", as emmett offers them). Both run
// the real enter service on the embedded Postgres, with the projection runner following the log as the
// platform's worker does. Prints markdown for docs/read-side.md "Read your writes".
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import pino from 'pino';
import { createCommandRunner } from '../../command-api/application/command-runner';
import type { CommandContext } from '../../command-api/application/command-context';
import { placedEntryView } from '../../command-api/application/queue/decided-entry';
import { enterQueue } from '../../command-api/application/queue/enter-queue';
import { leaveQueue } from '../../command-api/application/queue/leave-queue';
import { openBooth } from '../../command-api/application/queue/queue-target';
import type { ServiceDeps } from '../../command-api/application/service-deps';
import type { Principal } from '../../domain/auth/roles';
import type { DomainEvent } from '../../domain/events';
import type { QueueAnswer } from '../../domain/queue/queue-rules';
import type { EventStore, ExpectedRevision } from '../../domain/ports/event-store';
import { WrongExpectedVersion } from '../../domain/shared/errors';
import { formatCheckpoint, type NewEvent, type RecordedEvent } from '../../domain/shared/event';
import { createInProcessChangeBus } from '../../infra/bus/in-process-change-bus';
import { systemClock } from '../../infra/clock/system-clock';
import { createPostgresEventStore, PLATFORM_STORE_OPTIONS, type PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { createLocalFileStorage } from '../../infra/files/local-file-storage';
import { createBuiltinIdentity } from '../../infra/identity/builtin-identity';
import { createOutboxMail } from '../../infra/mail/outbox-mail';
import { ensureDatabase, startEmbeddedPostgres } from '../../infra/postgres/embedded';
import { DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID } from '../../infra/seed/demo-accounts';
import { seedDemoData } from '../../infra/seed/demo-data';
import { migrateReadModels } from '../../projections/migrations/index';
import { projectors } from '../../projections/projectors/index';
import { queuesProjector } from '../../projections/projectors/queues';
import { queueServiceFor } from '../../projections/queries/queue-service';
import { queueEntriesOfSeekers } from '../../projections/queries/queues';
import { createProjectionRunner, type ProjectionRunner } from '../../projections/runner';
import { parentOf, startCpuAccount, type Part } from './fair/process-cpu';
import { formatMs, markdownTable } from './measure';

const ENTERS = Number(process.env.BENCH_ENTERS ?? 200);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '1,8').split(',').map(Number);
/** Each mode runs in this many slices, in turns, so load from other processes on the machine hits both alike. */
const SLICES = 2;
const BOOTH = DEMO_BOOTH_IDS[1]; // Acme Sales: two questions, minimum score 0, nobody serving it
const READ_YOUR_WRITES_TIMEOUT_MS = 5_000; // infra/platform.ts
const target = { jobFairId: DEMO_JOB_FAIR_ID, boothId: BOOTH, groupId: null };

type Mode = 'answer ahead (platform)' | 'inline queue projection';
type Stack = Readonly<{
  mode: Mode;
  db: Knex;
  pool: pg.Pool;
  store: PostgresEventStore;
  runner: ProjectionRunner;
  services: ServiceDeps;
  answers: QueueAnswer[];
}>;

/**
 * The event store with the queue model committed in the append's transaction: an append to a queue
 * stream runs the store's own append function and the queues projector in one transaction (no group
 * commit: each such append is its own). Other streams append as the platform does.
 */
const inlineQueueStore = (store: PostgresEventStore, db: Knex): EventStore => {
  const expectedArguments = (expected: ExpectedRevision): [string, string | null] =>
    typeof expected === 'bigint' ? ['revision', expected.toString()] : [expected, null];
  return {
    ...store,
    append: async (streamId, events, options) => {
      if (!streamId.startsWith('queue-')) return store.append(streamId, events, options);
      return db.transaction(async (trx) => {
        const payload = events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }));
        const {
          rows: [row],
        } = await trx.raw<{
          rows: { outcome: string; last_revision: string | null; last_position: string | null; last_transaction_id: string | null }[];
        }>(`SELECT outcome, last_revision, last_position, last_transaction_id FROM ${store.names.append}(?, ?, ?, ?, ?)`, [
          streamId,
          ...expectedArguments(options.expectedRevision),
          JSON.stringify(payload),
          true, // NOTIFY in the transaction: the runner hears of it as of any other append
        ]);
        if (row!.outcome === 'wrong_expected_version')
          throw new WrongExpectedVersion(
            streamId,
            String(options.expectedRevision),
            row!.last_revision === null ? null : BigInt(row!.last_revision),
          );
        const lastRevision = BigInt(row!.last_revision!);
        const lastPosition = BigInt(row!.last_position!);
        const checkpoint = formatCheckpoint(BigInt(row!.last_transaction_id!), lastPosition);
        // The queues projector reads the events' revisions (its replay guard) and data, not their positions.
        const recorded = events.map(
          (event: NewEvent, index) =>
            ({
              ...event,
              streamId,
              revision: lastRevision - BigInt(events.length - 1 - index),
              position: lastPosition,
              checkpoint,
            }) as unknown as RecordedEvent<DomainEvent>,
        );
        if (row!.outcome === 'appended') await queuesProjector.applyAll!(trx, recorded);
        return { nextExpectedRevision: lastRevision, lastPosition, lastCheckpoint: checkpoint };
      });
    },
  };
};

const buildStack = async (serverUrl: string, mode: Mode): Promise<Stack> => {
  const url = await ensureDatabase(serverUrl, mode === 'inline queue projection' ? 'bench_inline' : 'bench_ahead');
  const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 10 } });
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await migrateReadModels(db);
  const store = await createPostgresEventStore(pool, PLATFORM_STORE_OPTIONS);
  const newId = () => randomUUID();
  const outbox = await createOutboxMail({ db, clock: systemClock, newId });
  const identity = await createBuiltinIdentity({ db, clock: systemClock, newId, scryptCost: { N: 1024, r: 8, p: 1 }, mail: outbox });
  const files = createLocalFileStorage({ rootDir: `.data/bench-inline-files-${process.pid}`, secret: randomUUID(), clock: systemClock });
  await seedDemoData({ store, identity, files, clock: systemClock, newId });
  // As the platform's worker runs it (infra/projections/projection-worker.ts), but on this thread; inline,
  // the queues projector is no longer the runner's.
  const runner = createProjectionRunner({
    db,
    store,
    bus: createInProcessChangeBus(),
    projectors: mode === 'inline queue projection' ? projectors.filter((projector) => projector.name !== 'queues') : projectors,
    minBatchIntervalMs: 100,
  });
  await runner.start();
  const commandStore = mode === 'inline queue projection' ? inlineQueueStore(store, db) : store;
  const run = createCommandRunner({ store: commandStore, newId });
  const services: ServiceDeps = { run, store: commandStore, db, newId, log: pino({ level: 'silent' }) };
  const answers = (await openBooth(store, target)).questions.map((question) => ({ questionId: question.id, answer: true }));
  return { mode, db, pool, store, runner, services, answers };
};

const contextOf = (seeker: Principal): CommandContext => ({
  correlationId: randomUUID(),
  causationId: null,
  actorId: seeker.userId,
  actorRole: 'Applicant',
  now: new Date(),
});

type Timing = { answerMs: number; readMs: number };

/**
 * One enter as the route answers it, then the seeker's own read of their entries (what their next GET
 * waits for and reads). Answered ahead: the place from the decision, the wait as the read models stand;
 * the read waits for the queues model. Inline: the answer is read from the queue model, committed with
 * the append; the read waits for nothing.
 */
const enterOnce = async ({ mode, db, runner, services, answers }: Stack, seeker: Principal): Promise<Timing> => {
  const started = performance.now();
  const entered = await enterQueue(services, contextOf(seeker), { seeker, target, answers });
  let entryId: string;
  if (mode === 'answer ahead (platform)') {
    const service = await queueServiceFor(db, { queueId: BOOTH, boothId: BOOTH, seekerId: seeker.userId });
    const placed = service && entered.queue && placedEntryView(entered.entry, entered.boothName, entered.queue, service, entered.isInvited);
    if (!placed) throw new Error('The enter could not be answered from its decision');
    entryId = placed.id;
  } else {
    const [mine] = (await queueEntriesOfSeekers(db, DEMO_JOB_FAIR_ID, [seeker.userId])).get(seeker.userId)!;
    if (!mine) throw new Error('The inline queue model does not hold the entry');
    entryId = mine.id;
  }
  const answered = performance.now();
  if (mode === 'answer ahead (platform)') await runner.waitFor(entered.checkpoint!, READ_YOUR_WRITES_TIMEOUT_MS, ['queues']);
  const read = (await queueEntriesOfSeekers(db, DEMO_JOB_FAIR_ID, [seeker.userId])).get(seeker.userId)!;
  if (!read.some((entry) => entry.id === entryId)) throw new Error('The own read does not show the entry');
  const readDone = performance.now();
  // Out again, unmeasured, and settled, so the next enter of this seeker starts from the same state.
  const left = await leaveQueue(services, contextOf(seeker), { seekerId: seeker.userId, target, entryId });
  if (left) await runner.waitFor(left, READ_YOUR_WRITES_TIMEOUT_MS);
  return { answerMs: answered - started, readMs: readDone - started };
};

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

type Result = { timings: Timing[]; nodeSeconds: number; postgresSeconds: number; gaveUp: number };

/** `count` enters by `clients` seekers at once, each entering and leaving in turn. */
const runSlice = async (stack: Stack, clients: number, count: number, postgres: Part, result: Result) => {
  const seekers: Principal[] = Array.from({ length: clients }, (_, index) => ({
    userId: randomUUID(),
    email: `bench-seeker-${index}@example.test`,
    firstName: 'Bench',
    lastName: `Seeker ${index}`,
    roles: ['Applicant'],
    organizationId: null,
  }));
  let next = 0;
  const account = startCpuAccount({ node: { pid: process.pid, children: false }, postgres });
  await Promise.all(
    seekers.map(async (seeker) => {
      while (next < count) {
        next += 1;
        try {
          result.timings.push(await enterOnce(stack, seeker));
        } catch (error) {
          // Seekers entering one queue at once race for its stream: an enter that lost every retry is refused.
          if (!(error instanceof WrongExpectedVersion)) throw error;
          result.gaveUp += 1;
        }
      }
    }),
  );
  const used = account.stop();
  result.nodeSeconds += used.node!;
  result.postgresSeconds += used.postgres!;
};

const main = async () => {
  const dataDir = `.data/bench-inline-${process.pid}`;
  const server = await startEmbeddedPostgres({ dataDir, persistent: false });
  const stacks: Stack[] = [];
  try {
    for (const mode of ['answer ahead (platform)', 'inline queue projection'] as const) stacks.push(await buildStack(server.url, mode));
    const {
      rows: [backend],
    } = await stacks[0]!.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const postgres: Part = { pid: parentOf(backend!.pid), children: true };
    // Warm both: plans, folded-state caches, connections.
    for (const stack of stacks) await runSlice(stack, 2, 20, postgres, { timings: [], nodeSeconds: 0, postgresSeconds: 0, gaveUp: 0 });
    console.error(
      `Benchmarking: Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average ${os.loadavg()[0]!.toFixed(1)}; ${ENTERS} enters per mode and level in ${SLICES} interleaved slices`,
    );
    const rows: string[][] = [];
    for (const clients of CLIENTS) {
      const results = new Map<Mode, Result>(
        stacks.map((stack) => [stack.mode, { timings: [], nodeSeconds: 0, postgresSeconds: 0, gaveUp: 0 }]),
      );
      for (let slice = 0; slice < SLICES; slice++)
        for (const stack of slice % 2 === 0 ? stacks : [...stacks].reverse())
          await runSlice(stack, clients, ENTERS / SLICES, postgres, results.get(stack.mode)!);
      for (const [mode, { timings, nodeSeconds, postgresSeconds, gaveUp }] of results) {
        const answersMs = timings.map((timing) => timing.answerMs).sort((a, b) => a - b);
        const readsMs = timings.map((timing) => timing.readMs).sort((a, b) => a - b);
        // The CPU of a slice is the enter, the read and the (unmeasured) leave, and the runner's batches for all three.
        const perCommandUs = (seconds: number) => `${Math.round((seconds / timings.length) * 1e6).toLocaleString('en-US')} µs`;
        rows.push([
          String(clients),
          mode,
          `${formatMs(percentile(answersMs, 50))} / ${formatMs(percentile(answersMs, 99))}`,
          `${formatMs(percentile(readsMs, 50))} / ${formatMs(percentile(readsMs, 99))}`,
          `${perCommandUs(nodeSeconds)} + ${perCommandUs(postgresSeconds)}`,
          String(gaveUp),
        ]);
      }
    }
    console.log(
      markdownTable(
        [
          'seekers at once',
          'enter',
          'answer p50 / p99 (ms)',
          'answer + own read p50 / p99 (ms)',
          'CPU per enter (+ its leave): Node + Postgres',
          'refused after every retry',
        ],
        rows,
      ),
    );
  } finally {
    for (const stack of stacks) {
      await stack.runner.stop().catch(() => undefined);
      await stack.db.destroy();
      await stack.pool.end();
    }
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`.data/bench-inline-files-${process.pid}`, { recursive: true, force: true });
  }
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
