import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startGcAccount, type GcPauses } from './gc-pauses';
import type { SubscriptionName } from '../../../domain/realtime/protocol';
import { createSubscriptionCatalog } from '../../../gateway/subscriptions/catalog';
import type { Platform } from '../../../infra/platform';
import type { BatchTiming } from '../../../projections/runner';
import { summarise, type Measurement } from '../measure';
import { createCallTracker, type CallingSummary } from './calling';
import { describeHeapProfile, startHeapProfile } from './heap-profile';
import { startCpuProfile, type CpuProfileSummary } from './cpu-profile';
import type { FleetClient, FleetProgress, FleetResults, Memory } from './fleet-messages';
import { startFleet } from './fleet';
import { instrument } from './instrument';
import { rawAppends, rawBroadcast, type Limit } from './limits';
import { parentOf, startCpuAccount, type CpuParts } from './process-cpu';
import { probeReadSide } from './read-side';
import { startStatementAccount, type StatementCost } from './statements';
import type { CommandKind, CommandRecord, LoadResult } from './load';
import { startLoadProcess } from './load-process';
import { hashSeekersAtPlatformCost } from './opening';
import { BENCH_PASSWORD, clockMs, type FairScale } from './scale';
import { seedFair } from './seed-fair';
import type { GatewayProcess } from './gateway-process';

export type FairReport = Readonly<{
  scale: FairScale;
  seedTimings: Readonly<Record<string, number>>;
  connections: Readonly<{
    opened: number;
    failed: number;
    seconds: number;
    /** `idle`: after the connections then sat idle for `idleSeconds` (the target is per idle connection). */
    server: { before: Memory; after: Memory; idle: Memory; idlePeakRss: number };
    idleSeconds: number;
    serverLabel: string;
    clients: { before: Memory; after: Memory };
  }>;
  load: Omit<LoadResult, 'records'> & Readonly<{ answeredInWindow: number; statuses: Record<CommandKind, Record<string, number>> }>;
  httpRoundTrip: Measurement;
  /** The same by command (the kinds wait for different read models, or none). */
  httpByKind: Readonly<Partial<Record<CommandKind, Measurement>>>;
  /** The same by the ten seconds of the load it was sent in: whether the tail is the opening burst or the whole run. */
  httpByWindow: readonly Readonly<{ fromSecond: number; toSecond: number; measurement: Measurement }>[];
  /** The opening scenario's sign-ins (at the platform's password-hash cost): HTTP round trip, and answers other than 200. */
  signIns: Readonly<{ http: Measurement; notSignedIn: number }> | null;
  commandToAppend: Measurement;
  /** The part of (a) in the store: an append's call until its commit returned (group commit included). */
  appendCall: Measurement;
  appendToReadModel: Measurement;
  readModelToFrame: Readonly<Record<string, Measurement & { deliveries: number }>>;
  readModelTimeouts: number;
  /** Call latency (free recruiter and waiting candidate → the candidate's call frame) and recruiters left idle. */
  calling: Omit<CallingSummary, 'latenciesMs' | 'assignedInMs'> & Readonly<{ latency: Measurement; assigned: Measurement }>;
  /** The collector's pauses on the platform's main thread during the load, by kind. */
  gcPauses: GcPauses;
  /** How late the platform's event loop ran its callbacks during the load (API, gateway and runner share it). */
  eventLoopDelayMs: Readonly<{ p50: number; p99: number; max: number }>;
  /** Stage (b) taken apart: until the event was readable, until the runner held it; and the runner's batches. */
  readSide: Readonly<{ visible: Measurement; inHand: Measurement; batches: ReturnType<typeof summariseBatches> }>;
  fleet: FleetResults & Readonly<{ afterSettling: FleetProgress }>;
  /** Invariant checks on what the run left behind. */
  unanswered: number;
  /** Read models (of REBUILT) whose rebuild from the log differs from what the run left. */
  differingFromRebuild: string[];
  seekersInTwoQueues: number;
  /** Where the platform's main thread spent the load phase (BENCH_CPU_PROFILE only). */
  cpuProfile: CpuProfileSummary | undefined;
  /** Postgres's most costly statements during the load (pg_stat_statements), when preloaded. */
  statements: StatementCost[] | undefined;
  /** CPU seconds each part of the machine used during the load phase. */
  cpu: CpuParts;
  /** The load's pushes and appends per second beside the same run's raw limits. */
  limits: Readonly<{ fanOut: { load: Limit; raw: Limit | null; bytesPerFrame: number }; append: { load: Limit; raw: Limit } }>;
}>;

const SETTLE_MS = 120_000;
const measured = (latenciesMs: number[], seconds: number) => summarise([{ seconds, latenciesMs }]);

const WINDOW_SECONDS = 10;
/** Commands' HTTP round trips by the WINDOW_SECONDS of the load they were sent in; the last window takes the load's last fraction of a second. */
const byWindow = (records: readonly CommandRecord[], startedAt: number, seconds: number) => {
  const windows = Math.max(1, Math.floor(seconds / WINDOW_SECONDS));
  return Array.from({ length: windows }, (_, index) => {
    const fromSecond = index * WINDOW_SECONDS;
    const toSecond = index === windows - 1 ? seconds : fromSecond + WINDOW_SECONDS;
    const sent = records.filter((record) => {
      const second = (record.sentAt - startedAt) / 1000;
      return second >= fromSecond && second < toSecond;
    });
    return {
      fromSecond,
      toSecond,
      measurement: measured(
        sent.map((record) => record.answeredAt - record.sentAt),
        toSecond - fromSecond,
      ),
    };
  });
};

/** What a signed-in browser of each role subscribes to: the booth page and lobby for seekers, the dashboard for recruiters. */
const clientsOf = (platform: Platform, fair: Awaited<ReturnType<typeof seedFair>>): FleetClient[] => {
  const catalog = createSubscriptionCatalog(platform.db, () => new Date());
  const subscription = (name: SubscriptionName, props: Record<string, string>) => ({ name, props, keys: catalog.get(name)!.keys(props) });
  const { jobFairId } = fair;
  return [
    ...fair.seekers.map((seeker, index) => ({
      userId: seeker.userId,
      token: seeker.token,
      subscriptions: [
        subscription('fairBoothCards', { jobFairId }),
        subscription('boothQueueCount', { jobFairId, boothId: fair.booths[index % fair.booths.length]!.boothId }),
        subscription('myQueueEntries', { jobFairId, seekerId: seeker.userId }),
        subscription('candidateSessions', { jobFairId, candidateId: seeker.userId }),
      ],
    })),
    ...fair.recruiters.map((recruiter) => ({
      userId: recruiter.userId,
      token: recruiter.token,
      subscriptions: [subscription('boothQueue', { jobFairId, boothId: recruiter.boothId })],
    })),
  ];
};

/** The runner's live batches: how big, how long it waited for them and applied them, how many transactions and connection waits. */
const summariseBatches = (batches: readonly BatchTiming[], seconds: number) => {
  const transactions = batches.flatMap((batch) => batch.transactions);
  const byProjector = new Map<string, number[]>();
  for (const transaction of transactions)
    byProjector.set(transaction.projector, [...(byProjector.get(transaction.projector) ?? []), transaction.transactionMs]);
  return {
    count: batches.length,
    events: measured(
      batches.map((batch) => batch.events),
      seconds,
    ),
    waited: measured(
      batches.map((batch) => batch.waitedMs),
      seconds,
    ),
    applied: measured(
      batches.map((batch) => batch.applyMs),
      seconds,
    ),
    transactionsPerBatch: measured(
      batches.map((batch) => batch.transactions.length),
      seconds,
    ),
    connection: measured(
      transactions.map((transaction) => transaction.connectionMs),
      seconds,
    ),
    transaction: Object.fromEntries([...byProjector].map(([projector, ms]) => [projector, measured(ms, seconds)])),
  };
};

/** Frames the load caused: every frame but each subscription's first rows (the lobby's cards are never pushed again). */
const framesOfLoad = (clients: readonly FleetClient[], results: FleetResults) => {
  const subscribers = new Map<string, number>();
  for (const client of clients) for (const { name } of client.subscriptions) subscribers.set(name, (subscribers.get(name) ?? 0) + 1);
  let frames = 0;
  let bytes = 0;
  for (const [name, count] of Object.entries(results.framesByName)) {
    if (name === 'fairBoothCards') continue;
    const pushed = Math.max(0, count - (subscribers.get(name) ?? 0));
    frames += pushed;
    bytes += ((results.bytesByName[name] ?? 0) * pushed) / Math.max(1, count);
  }
  return { frames, bytesPerFrame: frames === 0 ? 0 : bytes / frames };
};

/** The read models the load writes, and their tables: after the run each is rebuilt from the log and compared row for row. */
const REBUILT: Readonly<Record<string, string>> = {
  queues: 'queue_entries',
  recruiterAvailability: 'recruiter_availability',
  interviewSessions: 'interview_sessions',
};

/** The projectors whose rebuilt rows differ from what the live run left (none, when the run was right). */
const differingFromRebuild = async (platform: Platform): Promise<string[]> => {
  const rows = async (table: string) => ((await platform.db(table).select()) as unknown[]).map((row) => JSON.stringify(row)).sort();
  const differing: string[] = [];
  for (const [projector, table] of Object.entries(REBUILT)) {
    const live = await rows(table);
    await platform.runner.rebuild(projector);
    if (JSON.stringify(await rows(table)) !== JSON.stringify(live)) differing.push(projector);
  }
  return differing;
};

const lastPosition = async (platform: Platform) =>
  Number(
    (await platform.db.raw<{ rows: { position: string }[] }>('SELECT coalesce(max(position), 0) AS position FROM event_store.events'))
      .rows[0]!.position,
  );

/**
 * RSS as the process holds it on its own, read before the full GC that makes the heap figures live data:
 * right after a forced (compacting) GC, RSS still counts the pages it evacuated into, and reads high.
 * `collect` false leaves V8 alone (the heap figures then include garbage), so that a later reading's RSS
 * owes nothing to a GC the bench forced in between.
 */
const memory = (collect = true): Memory => {
  const { rss } = process.memoryUsage();
  if (collect) globalThis.gc?.();
  const { heapUsed, heapTotal, external } = process.memoryUsage();
  return { rss, heapUsed, heapTotal, external };
};

/**
 * The simulated fair on a running platform: seed, connect every user's websocket (in a child
 * process), drive the mixed load, let every push arrive, and report figures and invariants.
 */
export const simulateFair = async (
  platform: Platform,
  scale: FairScale,
  log: (line: string) => void = () => {},
  profileDir: string | undefined = process.env.BENCH_CPU_PROFILE,
  gateway?: GatewayProcess,
): Promise<FairReport> => {
  log(`Seeding ${scale.booths} booths, ${scale.recruiters} recruiters, ${scale.seekers} job seekers`);
  const fair = await seedFair(platform, scale, log);
  if (scale.scenario === 'opening') {
    log('Opening: every job seeker gets a password hash at the platform cost (scrypt N=2^15) and signs in during the load');
    await hashSeekersAtPlatformCost(platform, fair, BENCH_PASSWORD);
  }
  const readSide = await probeReadSide(platform.db, platform.runner);
  const instruments = instrument(platform, readSide);
  const fleet = startFleet();
  const url = new URL(platform.url);
  url.hostname = '127.0.0.1';
  const load = startLoadProcess(url.origin, fair, scale);
  const wsUrl = new URL(gateway?.url ?? platform.url);
  wsUrl.hostname = '127.0.0.1';
  // The gateway's memory: this process's, or the gateway process's RSS (its heap is out of reach).
  const serverMemory = (collect = true): Memory =>
    gateway ? { rss: gateway.rss(), heapUsed: Number.NaN, heapTotal: Number.NaN, external: Number.NaN } : memory(collect);
  try {
    instruments.onNotice((notice) => fleet.notice(notice));
    const calls = createCallTracker();
    instruments.onAppend((events, at) => calls.appended(events, at));
    fleet.onOffer((offer) => {
      calls.called(offer.sessionId, offer.at);
      load.join(offer.candidateId, offer.sessionId);
    });

    const clients = clientsOf(platform, fair);
    log(`Opening ${clients.length} websockets`);
    const serverBefore = serverMemory();
    const stopHeapProfile = process.env.BENCH_HEAP_PROFILE
      ? await startHeapProfile(process.env.BENCH_HEAP_PROFILE, 'connections')
      : undefined;
    const connected = await fleet.connect(`ws://${wsUrl.host}/ws`, clients);
    // No forced GC here: the idle reading's RSS must be what V8 kept on its own since the connections opened.
    const serverAfter = serverMemory(false);
    // Idle connections are what the memory target is about: V8 may give back heap the connection phase
    // grew once allocation has been quiet for a while (at full scale it gives back little).
    // Where in its collection cycle V8 happens to be decides one reading (RSS anywhere from the live heap
    // to several times it), so RSS is also read every 250 ms of the wait and the highest is kept.
    let idlePeakRss = 0;
    for (const until = clockMs() + scale.idleSeconds * 1000; clockMs() < until;) {
      idlePeakRss = Math.max(idlePeakRss, serverMemory(false).rss);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const serverIdle = serverMemory();
    idlePeakRss = Math.max(idlePeakRss, serverIdle.rss);
    const heapProfile = await stopHeapProfile?.();
    if (heapProfile) for (const line of describeHeapProfile(heapProfile, 'while connecting and idle')) log(`  ${line}`);
    const perConnection = (before: Memory, after: Memory) =>
      `${((after.rss - before.rss) / 1024 / connected.opened).toFixed(1)} KiB RSS, ${((after.heapUsed - before.heapUsed) / 1024 / connected.opened).toFixed(1)} KiB heap`;
    log(`  ${connected.opened} open (${connected.failed} failed) and subscribed in ${connected.seconds.toFixed(1)} s`);
    log(
      `  per connection: server ${perConnection(serverBefore, serverAfter)}, idle ${scale.idleSeconds} s later ${perConnection(serverBefore, serverIdle)} (highest RSS of the wait ${((idlePeakRss - serverBefore.rss) / 1024 / connected.opened).toFixed(1)} KiB); clients ${perConnection(connected.before, connected.after)}`,
    );

    const from = clockMs();
    fleet.measureFrom(from);
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const gcAccount = startGcAccount();
    log(`Driving ${scale.rate} commands/s for ${scale.seconds} s`);
    const stopProfile = profileDir ? await startCpuProfile(profileDir) : undefined;
    const stopLoadHeapProfile = process.env.BENCH_HEAP_PROFILE ? await startHeapProfile(process.env.BENCH_HEAP_PROFILE, 'load') : undefined;
    const positionBefore = await lastPosition(platform);
    const backend = (await platform.db.raw<{ rows: { pid: number }[] }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const statementAccount = await startStatementAccount(platform.db);
    const cpuAccount = startCpuAccount({
      // How the platform's process spreads over the cores.
      [`platform main thread (API, ${gateway ? '' : 'gateway, '}process managers)`]: { pid: process.pid, thread: 'main' },
      'platform other threads (projection worker, GC helpers, libuv pool)': { pid: process.pid, thread: 'others' },
      ...(gateway ? { 'gateway process (ROLE=gateway)': { pid: gateway.pid, children: false } } : {}),
      'websocket client process': { pid: fleet.pid, children: false },
      'HTTP load process': { pid: load.pid, children: false },
      'Postgres (every process)': { pid: parentOf(backend), children: true },
    });
    const { records: everyRecord, ...run } = await load.run();
    // The queue figures are the commands'; the opening's sign-ins are reported apart.
    const records = everyRecord.filter((record) => record.kind !== 'sign in');
    const signIns = everyRecord.filter((record) => record.kind === 'sign in');
    const cpu = cpuAccount.stop();
    const statements = await statementAccount.stop();
    await load.close();
    const appended = (await lastPosition(platform)) - positionBefore;
    const cpuProfile = await stopProfile?.();
    const loadHeapProfile = await stopLoadHeapProfile?.();
    if (loadHeapProfile) for (const line of describeHeapProfile(loadHeapProfile, 'during the load')) log(`  ${line}`);
    loopDelay.disable();
    const gcPauses = gcAccount.stop();

    await platform.runner.waitFor(await platform.store.headCheckpoint(), SETTLE_MS);
    let progress = await fleet.progress();
    for (const deadline = clockMs() + SETTLE_MS; progress.undelivered > 0 && clockMs() < deadline; progress = await fleet.progress())
      await new Promise((resolve) => setTimeout(resolve, 250));
    const fleetResults = await fleet.results();
    const { latenciesMs: callLatenciesMs, assignedInMs, ...calling } = calls.summary(clockMs());
    log('Measuring the limits: raw ws sends on the same sockets, raw INSERTs on the same Postgres');
    const pushed = framesOfLoad(clients, fleetResults);
    // The gateway's sockets are only reachable in this process.
    const rawFanOut = platform.gateway ? await rawBroadcast(platform.gateway.sockets(), pushed.frames, pushed.bytesPerFrame) : null;
    const rawAppend = await rawAppends(platform.db);

    const end = run.startedAt + run.seconds * 1000;
    const statuses = {} as Record<CommandKind, Record<string, number>>;
    for (const record of everyRecord) {
      const byStatus = (statuses[record.kind] ??= {});
      // No answer is counted by its network error: a reset, a refusal and a timeout say different things.
      const answer = record.status === 0 ? `no answer (${record.failure ?? 'unknown'})` : String(record.status);
      byStatus[answer] = (byStatus[answer] ?? 0) + 1;
    }
    const commandToAppend = records.flatMap((record) => {
      const appendedAt = instruments.appendedAt(record.correlationId);
      return appendedAt === undefined ? [] : [appendedAt - record.sentAt];
    });
    log('Rebuilding the queue, availability and session read models to compare them with what the run left');
    const differing = await differingFromRebuild(platform);
    const seekersInTwoQueues = await platform
      .db('queue_entries')
      .where({ job_fair_id: fair.jobFairId })
      .groupBy('seeker_id')
      .havingRaw('count(*) > 1')
      .select('seeker_id');
    return {
      scale,
      seedTimings: fair.timings,
      connections: {
        ...connected,
        server: { before: serverBefore, after: serverAfter, idle: serverIdle, idlePeakRss },
        idleSeconds: scale.idleSeconds,
        serverLabel: gateway ? 'gateway process (ROLE=gateway)' : 'server process (platform)',
        clients: { before: connected.before, after: connected.after },
      },
      load: { ...run, answeredInWindow: records.filter((record) => record.answeredAt <= end).length, statuses },
      httpRoundTrip: measured(
        records.map((record) => record.answeredAt - record.sentAt),
        run.seconds,
      ),
      httpByKind: Object.fromEntries(
        [...new Set(records.map((record) => record.kind))].map((kind) => [
          kind,
          measured(
            records.filter((record) => record.kind === kind).map((record) => record.answeredAt - record.sentAt),
            run.seconds,
          ),
        ]),
      ),
      httpByWindow: byWindow(records, run.startedAt, run.seconds),
      signIns:
        scale.scenario === 'opening'
          ? {
              http: measured(
                signIns.map((record) => record.answeredAt - record.sentAt),
                run.seconds,
              ),
              notSignedIn: signIns.filter((record) => record.status !== 200).length,
            }
          : null,
      commandToAppend: measured(commandToAppend, run.seconds),
      appendCall: measured(instruments.appendCallMs(from), run.seconds),
      appendToReadModel: measured(instruments.appendToReadModelMs(from), run.seconds),
      readModelToFrame: Object.fromEntries(
        Object.entries(fleetResults.latencies).map(([name, { sampleMs, count }]) => [
          name,
          { ...measured(sampleMs, run.seconds), deliveries: count },
        ]),
      ),
      readModelTimeouts: instruments.readModelTimeouts(),
      calling: { ...calling, latency: measured(callLatenciesMs, run.seconds), assigned: measured(assignedInMs, run.seconds) },
      gcPauses,
      eventLoopDelayMs: { p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
      readSide: (({ visibleMs, inHandMs, batches }) => ({
        visible: measured(visibleMs, run.seconds),
        inHand: measured(inHandMs, run.seconds),
        batches: summariseBatches(batches, run.seconds),
      }))(readSide.breakdown(from)),
      fleet: { ...fleetResults, afterSettling: progress },
      unanswered: records.filter((record) => record.status === 0 || record.status >= 500).length,
      seekersInTwoQueues: seekersInTwoQueues.length,
      differingFromRebuild: differing,
      cpuProfile,
      cpu,
      statements,
      limits: {
        fanOut: {
          load: { count: pushed.frames, seconds: run.seconds, perSecond: pushed.frames / run.seconds },
          raw: rawFanOut,
          bytesPerFrame: pushed.bytesPerFrame,
        },
        append: { load: { count: appended, seconds: run.seconds, perSecond: appended / run.seconds }, raw: rawAppend },
      },
    };
  } finally {
    await load.close();
    await fleet.close();
    instruments.detach();
    await readSide.stop();
  }
};
