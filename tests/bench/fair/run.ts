// npm run bench:fair: the simulated fair on the real platform (embedded Postgres,
// HTTP, websockets). Scale: BENCH_BOOTHS, BENCH_RECRUITERS, BENCH_SEEKERS, BENCH_SECONDS, BENCH_RATE.
// Prints markdown for docs/benchmarks.md.
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import pino from 'pino';
import { ensureDatabase, startEmbeddedPostgres } from '../../../infra/postgres/embedded';
import { startPlatform } from '../../../infra/platform';
import { formatFairReport } from './report';
import { scaleFromEnv } from './scale';
import { simulateFair } from './simulate';
import { startGatewayProcess, type GatewayProcess } from './gateway-process';
import { rolesFrom } from '../../../infra/roles/roles';

const openFilesLimit = () =>
  /Max open files\s+(\S+)\s+(\S+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.slice(1).join(' soft / ') + ' hard';
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const main = async () => {
  const scale = scaleFromEnv();
  const dataDir = `.data/bench-fair-${process.pid}`;
  const filesDir = `.data/bench-fair-files-${process.pid}`;
  // pg_stat_statements says which statements the load's Postgres time went to; BENCH_EXPLAIN_MS=<ms> also
  // writes the plan (with row counts and buffers, without per-node timing, which would slow every
  // statement) of each statement slower than that to .data/bench-fair-explain-<pid>.log.
  const explainMs = process.env.BENCH_EXPLAIN_MS;
  const explainLog = `.data/bench-fair-explain-${process.pid}.log`;
  const explain: Record<string, string> = explainMs
    ? {
        'auto_explain.log_min_duration': explainMs,
        'auto_explain.log_analyze': 'on',
        'auto_explain.log_buffers': 'on',
        'auto_explain.log_timing': 'off',
      }
    : {};
  const server = await startEmbeddedPostgres({
    dataDir,
    persistent: false,
    settings: {
      shared_preload_libraries: explainMs ? 'pg_stat_statements,auto_explain' : 'pg_stat_statements',
      'pg_stat_statements.track_planning': 'on',
      track_functions: 'pl',
      ...explain,
    },
    ...(explainMs ? { log: (line: string) => appendFileSync(explainLog, `${line}\n`) } : {}),
  });
  if (explainMs) console.error(`Plans of statements slower than ${explainMs} ms go to ${explainLog}`);
  const split = process.env.BENCH_GATEWAY_PROCESS === '1';
  let gateway: GatewayProcess | undefined;
  try {
    const databaseUrl = await ensureDatabase(server.url, 'bench_fair');
    const platform = await startPlatform({
      databaseUrl,
      port: 0,
      host: '127.0.0.1',
      filesDir,
      seed: false,
      logger: pino({ level: process.env.LOG_LEVEL ?? 'warn' }),
      ...(split ? { sharedBus: true, roles: rolesFrom('api,projector,scheduler') } : {}),
    });
    gateway = split ? await startGatewayProcess(databaseUrl, `${dataDir}-gateway`) : undefined;
    const environment = `Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), open files ${openFilesLimit()}`;
    const loadBefore = loadAverage();
    console.error(`Simulated fair: ${environment}; load average ${loadBefore}`);
    try {
      const report = await simulateFair(platform, scale, (line) => console.error(line), process.env.BENCH_CPU_PROFILE, gateway);
      console.log(
        `\n${environment}\nLoad average (1, 5, 15 min) before the run: ${loadBefore}; after: ${loadAverage()}\n\n${formatFairReport(report, os.cpus().length)}\n`,
      );
    } finally {
      await gateway?.close();
      await platform.close();
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-gateway`, { recursive: true, force: true });
    rmSync(filesDir, { recursive: true, force: true });
  }
};

await main();
