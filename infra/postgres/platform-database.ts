import { resolve } from 'node:path';
import { ensureDatabase, serverUrl, startEmbeddedPostgres } from './embedded';
import { runningServerOfLivePlatform } from './leftover-server';
import { placeForPostgresUser } from './reachable-for-postgres-user';

export type PlatformDatabase = Readonly<{
  url: string;
  embedded: boolean;
  /** Where the embedded server keeps its files (the banner says it); null with DATABASE_URL. */
  location: string | null;
  /** What the start did that the user should know (another port, a leftover server stopped). */
  notices: readonly string[];
  stop: () => Promise<void>;
}>;

const EMBEDDED_PORT = 54329;

/**
 * DATABASE_URL selects an external Postgres; otherwise the embedded one under `<dataDir>/postgres` is
 * started (and stopped by `stop`), and started again when it dies. Both `npm start` and the CLI tools come
 * through here. An external Postgres is its operator's to restart; /readyz says when it is unreachable.
 * `joinRunning` (a CLI tool that works beside a running platform) connects to the embedded server a running
 * platform started instead of refusing it, and leaves it running.
 */
export const connectPlatformDatabase = async (
  log: (line: string) => void = () => {},
  dataDir = '.data',
  options: Readonly<{ joinRunning?: boolean; warn?: (line: string) => void }> = {},
): Promise<PlatformDatabase> => {
  if (process.env.DATABASE_URL)
    return { url: process.env.DATABASE_URL, embedded: false, location: null, notices: [], stop: async () => {} };
  const place = placeForPostgresUser(resolve(`${dataDir}/postgres`));
  const running = options.joinRunning ? runningServerOfLivePlatform(place.databaseDir) : null;
  if (running) {
    const url = await ensureDatabase(serverUrl(running.port, running.socketDirectory), 'jobfair');
    return {
      url,
      embedded: true,
      location: place.databaseDir,
      notices: [`Used the embedded Postgres of the running platform (process ${running.owner}).`],
      stop: async () => {},
    };
  }
  const chosenPort = process.env.EMBEDDED_PG_PORT;
  const asked = Number(chosenPort ?? EMBEDDED_PORT);
  const server = await startEmbeddedPostgres({
    dataDir: `${dataDir}/postgres`,
    port: asked,
    // Only the default moves aside (a second clone on the machine); a chosen port is kept or refused.
    portFallback: chosenPort === undefined,
    persistent: true,
    log,
    // The demo has no one to restart a crashed Postgres (kill -9, the OOM killer): the platform does.
    restartAfterCrash: { warn: options.warn ?? log },
  });
  const notices = [
    ...(server.blocked === null
      ? []
      : [
          `Running as root: the user 'postgres' cannot enter ${server.blocked}, so the embedded Postgres keeps its files there, not in ${dataDir}/postgres.`,
        ]),
    ...(server.stoppedLeftover === null
      ? []
      : [`Stopped the embedded Postgres an earlier run left behind (process ${server.stoppedLeftover}).`]),
    ...(server.port === asked
      ? []
      : [`Port ${asked} is taken: the embedded Postgres listens on ${server.port} instead (EMBEDDED_PG_PORT chooses).`]),
  ];
  const url = await ensureDatabase(server.url, 'jobfair');
  const location = server.blocked === null ? `${dataDir}/postgres` : server.databaseDir;
  return { url, embedded: true, location, notices, stop: server.stop };
};
