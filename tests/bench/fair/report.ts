import { formatMs, formatRate, formatRatio, markdownTable, type Measurement } from '../measure';
import { CALL_LATENCY_TARGET_MS, leftIdle } from './calling';
import { ALL, type Memory } from './fleet-messages';
import type { CpuCost, CpuProfileSummary } from './cpu-profile';
import type { FairReport } from './simulate';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const latencyRow = (name: string, measurement: Measurement, count = measurement.count) => [
  name,
  count.toLocaleString('en-US'),
  formatMs(measurement.p50Ms),
  formatMs(measurement.p95Ms),
  formatMs(measurement.p99Ms),
];
const MEMORY_MEASURES: readonly (readonly [string, keyof Memory])[] = [
  ['heap used', 'heapUsed'],
  ['heap held (used or not)', 'heapTotal'],
  ['external (Buffers outside the heap)', 'external'],
  ['RSS', 'rss'],
];
// A gateway in its own process is measured by RSS only: its heap is out of reach (NaN).
const memoryRows = (side: string, { before, after, idle }: { before: Memory; after: Memory; idle?: Memory }, connections: number) =>
  MEMORY_MEASURES.filter(([, key]) => Number.isFinite(before[key])).map(([measure, key]) => [
    side,
    measure,
    mib(before[key]),
    mib(after[key]),
    kib((after[key] - before[key]) / connections),
    idle ? mib(idle[key]) : '–',
    idle ? kib((idle[key] - before[key]) / connections) : '–',
  ]);

/** Frames each subscription brought in each ten seconds of the load: how much heavier its opening wave is. */
const framesByWindowTable = (framesByWindow: Readonly<Record<string, number[]>>, seconds: number) => {
  const windows = Math.max(1, Math.floor(seconds / 10));
  const during = (counts: readonly number[]) => Array.from({ length: windows }, (_, index) => counts[index] ?? 0);
  return markdownTable(
    [
      'frames received during the load, by ten seconds',
      ...Array.from({ length: windows }, (_, index) => `${index * 10}-${index * 10 + 10} s`),
    ],
    Object.entries(framesByWindow).map(([name, counts]) => [name, ...during(counts).map((count) => count.toLocaleString('en-US'))]),
  );
};

/** The fair benchmark's figures as markdown for docs/benchmarks.md. */
const costRows = (costs: readonly CpuCost[], commands: number) =>
  costs.map((cost) => [cost.name, `${cost.ms.toFixed(0)}`, `${(cost.share * 100).toFixed(1)} %`, (cost.ms / commands).toFixed(2)]);

/** Self time of the platform's main thread over the load phase, by place and by function, per command answered. */
const profileTables = (profile: CpuProfileSummary, commands: number) =>
  [
    `CPU profile of the platform's main thread during the load (${profile.file}): ${profile.busyMs.toFixed(0)} ms busy, ` +
      `${(profile.busyMs / commands).toFixed(1)} ms per command answered.`,
    '',
    markdownTable(['self time by place', 'ms', 'share', 'ms per command'], costRows(profile.places, commands)),
    '',
    markdownTable(['self time by function', 'ms', 'share', 'ms per command'], costRows(profile.functions, commands)),
  ].join('\n');

/** The load's pushes and appends beside the raw limits of the same run. */
const limitRows = ({ fanOut, append }: FairReport['limits']) => [
  [
    `websocket frames (≈ ${fanOut.bytesPerFrame.toFixed(0)} B each)`,
    `${fanOut.load.count.toLocaleString('en-US')} in ${fanOut.load.seconds.toFixed(0)} s: ${formatRate(fanOut.load.perSecond)}/s`,
    fanOut.raw
      ? `raw ws sends of the same count and size to the same sockets: ${formatRate(fanOut.raw.perSecond)}/s`
      : 'not measured: the sockets are in the gateway process',
    fanOut.raw ? formatRatio(fanOut.load.perSecond / fanOut.raw.perSecond) : '–',
  ],
  [
    'events appended',
    `${append.load.count.toLocaleString('en-US')} in ${append.load.seconds.toFixed(0)} s: ${formatRate(append.load.perSecond)}/s`,
    `raw single-event INSERTs, 16 writers, same Postgres: ${formatRate(append.raw.perSecond)}/s`,
    formatRatio(append.load.perSecond / append.raw.perSecond),
  ],
];

/** CPU seconds of each part during the load, and the share of the machine's cores they are. */
const cpuRows = (cpu: FairReport['cpu'], seconds: number, cores: number) =>
  Object.entries(cpu).map(([part, used]) => [
    part,
    used.toFixed(1),
    `${((used / seconds) * 100).toFixed(0)} % of one core`,
    `${((used / (seconds * cores)) * 100).toFixed(0)} %`,
  ]);

/** Postgres's most costly statements during the load, per command answered. */
const statementTable = (statements: NonNullable<FairReport['statements']>, commands: number) =>
  markdownTable(
    [
      'statement (pg_stat_statements, during the load)',
      'calls',
      'calls per command',
      'execution ms',
      'mean ms',
      'planning ms',
      'ms per command',
    ],
    statements.map((statement) => [
      `\`${statement.query.slice(0, 110).replaceAll('|', '\\|')}${statement.query.length > 110 ? '…' : ''}\``,
      statement.calls.toLocaleString('en-US'),
      (statement.calls / commands).toFixed(1),
      statement.totalMs.toFixed(0),
      statement.meanMs.toFixed(2),
      statement.planMs.toFixed(0),
      ((statement.totalMs + statement.planMs) / commands).toFixed(2),
    ]),
  );

/** Calls: how long a free recruiter and a waiting candidate waited for the call frame, and pairs nobody called in time. */
const callingRows = ({ calling }: FairReport) => {
  const { latency, idleOverTarget } = calling;
  return [
    latencyRow("call latency: free recruiter and waiting candidate → the candidate's call frame", latency),
    latencyRow("of which: until the matcher's assignment committed (the rest: the session's read model and the push)", calling.assigned),
    ['ready pairs that ended uncalled (recruiter switched off or candidate left first)', String(calling.cancelled), '', '', ''],
    [
      `**recruiters left idle while their line waited** (pairs uncalled after ${CALL_LATENCY_TARGET_MS / 1000} s: called late / ended late / still waiting)`,
      `**${leftIdle(calling)}**`,
      `${idleOverTarget.calledLate} / ${idleOverTarget.cancelledLate} / ${idleOverTarget.stillWaiting}`,
      '',
      '',
    ],
    ['call frames whose ready moment was not seen (should be 0)', String(calling.unmatchedCalls), '', '', ''],
  ];
};

/** The targets (docs/benchmarks.md "Targets") beside this run's figures (the figures are the tables' own; nothing is asserted). */
const targetRows = (report: FairReport) => {
  const { load, connections, calling } = report;
  const frames = report.readModelToFrame;
  const perConnection = (rss: number) => (rss - connections.server.before.rss) / 1024 / Math.max(1, connections.opened);
  const idleRss = perConnection(connections.server.idle.rss);
  const idlePeak = perConnection(connections.server.idlePeakRss);
  const met = (ok: boolean) => (ok ? 'met' : '**not met**');
  const sustained = load.answeredInWindow / load.seconds;
  const idle = leftIdle(calling);
  const p99 = (name: string) => frames[name]?.p99Ms ?? Number.NaN;
  // At the opening the queue answers may take twice as long (docs/benchmarks.md "Targets").
  const opening = report.scale.scenario === 'opening';
  const answerBound = opening ? 500 : 250;
  return [
    [
      'sustained commands/s, none shed, 0 errors',
      `≥ ${report.scale.rate}, 0, 0`,
      `${formatRate(sustained)}, ${load.skipped}, ${report.unanswered}`,
      met(sustained >= report.scale.rate * 0.99 && load.skipped === 0 && report.unanswered === 0),
    ],
    [
      `command HTTP answer p99${opening ? ' (while the job seekers sign in)' : ''}`,
      `< ${answerBound} ms`,
      `${formatMs(report.httpRoundTrip.p99Ms)} ms`,
      met(report.httpRoundTrip.p99Ms < answerBound),
    ],
    [
      'change → frame at every subscribed client p99 ((c), from the change notice)',
      '< 100 ms',
      `${formatMs(p99(ALL))} ms`,
      met(p99(ALL) < 100),
    ],
    ['call frame (candidateSessions) p99', '< 100 ms', `${formatMs(p99('candidateSessions'))} ms`, met(p99('candidateSessions') < 100)],
    [
      'call latency p95',
      `≤ ${CALL_LATENCY_TARGET_MS} ms`,
      `${formatMs(calling.latency.p95Ms)} ms`,
      met(calling.latency.p95Ms <= CALL_LATENCY_TARGET_MS),
    ],
    ['recruiters left idle while their line waited', '0', String(idle), met(idle === 0)],
    [
      `RSS per idle connection (${connections.serverLabel}, the highest reading of the ${connections.idleSeconds} s after the last opened; the last)`,
      '≤ 20 KiB',
      `${idlePeak.toFixed(1)} KiB; ${idleRss.toFixed(1)} KiB`,
      met(idlePeak <= 20),
    ],
  ];
};

export const formatFairReport = (report: FairReport, cores: number): string => {
  const { scale, load, connections, fleet } = report;
  const frameRows = Object.entries(report.readModelToFrame)
    .sort(([a], [b]) => (a === ALL ? -1 : b === ALL ? 1 : a.localeCompare(b)))
    .map(([name, measurement]) => latencyRow(`(c) read model → frame, ${name}`, measurement, measurement.deliveries));
  const statusRows = Object.entries(load.statuses).map(([kind, byStatus]) => [
    kind,
    Object.entries(byStatus)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', '),
  ]);
  return [
    `Scale: ${scale.booths} booths, ${scale.recruiters} recruiters, ${scale.seekers} job seekers; ${scale.rate} commands/s offered for ${scale.seconds} s.` +
      (report.signIns
        ? ` Opening: the ${scale.seekers} job seekers sign in over those ${scale.seconds} s at the platform's password-hash cost; ${report.signIns.notSignedIn} were not signed in (answer other than 200).`
        : ''),
    '',
    markdownTable(
      ['load', 'value'],
      [
        ['commands answered inside the window', load.answeredInWindow.toLocaleString('en-US')],
        ['**sustained commands/s**', `**${formatRate(load.answeredInWindow / load.seconds)}**`],
        ['commands not sent (128 already in flight)', String(load.skipped)],
        ['commands unanswered or 5xx', String(report.unanswered)],
        ['websockets open / failed', `${connections.opened} / ${connections.failed}`],
        ['time to open and subscribe them all', `${connections.seconds.toFixed(1)} s`],
        ['sockets closed by the server during the run', String(fleet.closedByServer)],
        ['clients that received rows on every subscription', `${fleet.clientsWithFrames} of ${fleet.clients}`],
        [
          '(change, client) pairs not delivered after settling',
          `${fleet.afterSettling.undelivered} ${JSON.stringify(fleet.afterSettling.undeliveredByName)}`,
        ],
        ['job seekers in two queues at the end', String(report.seekersInTwoQueues)],
        [
          'read models differing from a rebuild (queues, recruiterAvailability, interviewSessions)',
          report.differingFromRebuild.length === 0 ? 'none' : report.differingFromRebuild.join(', '),
        ],
        ['appends not in every read model within 120 s', String(report.readModelTimeouts)],
        [
          'platform event loop delay during the load, p50 / p99 / max',
          `${formatMs(report.eventLoopDelayMs.p50)} / ${formatMs(report.eventLoopDelayMs.p99)} / ${formatMs(report.eventLoopDelayMs.max)} ms`,
        ],
        [
          'of which GC pauses on the main thread: count, total, longest by kind',
          Object.entries(report.gcPauses)
            .map(([kind, { count, totalMs, longestMs }]) => `${kind} ${count}, ${formatMs(totalMs)} ms, ${formatMs(longestMs)} ms`)
            .join('; ') || 'none',
        ],
      ],
    ),
    '',
    markdownTable(['fair target', 'target', 'this run', ''], targetRows(report)),
    '',
    markdownTable(['command', 'answers by HTTP status'], statusRows),
    '',
    markdownTable(
      ['latency', 'samples', 'p50 ms', 'p95 ms', 'p99 ms'],
      [
        latencyRow('HTTP round trip of a command (client)', report.httpRoundTrip),
        ...Object.entries(report.httpByKind).map(([kind, measurement]) => latencyRow(`HTTP round trip, ${kind}`, measurement)),
        ...report.httpByWindow.map(({ fromSecond, toSecond, measurement }) =>
          latencyRow(`HTTP round trip, commands sent in seconds ${fromSecond}-${Math.round(toSecond)}`, measurement),
        ),
        ...(report.signIns ? [latencyRow('HTTP round trip of a sign-in at the platform cost (opening)', report.signIns.http)] : []),
        latencyRow('(a) command sent → its append committed', report.commandToAppend),
        latencyRow("(a2) of which the store's append, call → committed (every append)", report.appendCall),
        latencyRow('(b) append committed → every read model applied it', report.appendToReadModel),
        latencyRow('(b1) append committed → readable (every older transaction ended)', report.readSide.visible),
        latencyRow('(b2) append committed → in a batch the runner holds', report.readSide.inHand),
        ...frameRows,
      ],
    ),
    '',
    markdownTable(['calling', 'samples', 'p50 ms', 'p95 ms', 'p99 ms'], callingRows(report)),
    '',
    markdownTable(
      ['projection runner (live batches)', 'samples', 'p50', 'p95', 'p99'],
      [
        latencyRow('events per batch', report.readSide.batches.events),
        latencyRow('ms waiting for the batch', report.readSide.batches.waited),
        latencyRow('ms applying it (all projectors committed)', report.readSide.batches.applied),
        latencyRow('transactions per batch', report.readSide.batches.transactionsPerBatch),
        latencyRow('ms waiting for a pool connection', report.readSide.batches.connection),
        ...Object.entries(report.readSide.batches.transaction).map(([projector, measurement]) =>
          latencyRow(`ms transaction of ${projector}`, measurement),
        ),
      ],
    ),
    '',
    framesByWindowTable(fleet.framesByWindow, report.scale.seconds),
    '',
    markdownTable(
      ['frames received', 'count', 'MiB'],
      Object.entries(fleet.framesByName).map(([name, count]) => [
        name,
        count.toLocaleString('en-US'),
        ((fleet.bytesByName[name] ?? 0) / 1024 / 1024).toFixed(1),
      ]),
    ),
    '',
    markdownTable(
      [
        'memory',
        'measure',
        'before',
        `after ${connections.opened} connections`,
        'per connection',
        `idle ${connections.idleSeconds} s later`,
        'per idle connection',
      ],
      [
        ...memoryRows(connections.serverLabel, connections.server, connections.opened),
        ...memoryRows('client process (ws clients)', connections.clients, connections.opened),
      ],
    ),
    '',
    // simulate.ts `memory`: why one reading is left uncollected.
    `RSS is read before any GC the bench forces. The server's "after" heap figures include garbage: no GC is forced there, so the idle reading's RSS owes nothing to one.`,
    '',
    markdownTable(['the same run beside its limits', 'during the load', 'limit', 'load ÷ limit'], limitRows(report.limits)),
    '',
    markdownTable(
      [`CPU during the ${load.seconds.toFixed(0)} s load`, 'CPU s', 'rate', `share of ${cores} cores`],
      cpuRows(report.cpu, load.seconds, cores),
    ),
    '',
    ...(report.statements ? [statementTable(report.statements, report.load.answeredInWindow), ''] : []),
    ...(report.cpuProfile ? [profileTables(report.cpuProfile, report.load.answeredInWindow), ''] : []),
    markdownTable(
      ['seeding step', 'value'],
      Object.entries(report.seedTimings).map(([step, value]) => [step, step.endsWith('(ms)') ? value.toFixed(0) : `${value.toFixed(1)} s`]),
    ),
  ].join('\n');
};
