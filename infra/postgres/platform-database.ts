import { ensureDatabase, startEmbeddedPostgres } from './embedded';

export type PlatformDatabase = Readonly<{
  url: string;
  embedded: boolean;
  /** What the start did that the user should know (another port, a leftover server stopped). */
  notices: readonly string[];
  stop: () => Promise<void>;
}>;

const EMBEDDED_PORT = 54329;

/**
 * DATABASE_URL selects an external Postgres; otherwise the embedded one under `<dataDir>/postgres` is
 * started (and stopped by `stop`), and started again when it dies. Both `npm start` and the CLI tools come
 * through here. An external Postgres is its operator's to restart; /readyz says when it is unreachable.
 */
export const connectPlatformDatabase = async (
  log: (line: string) => void = () => {},
  dataDir = '.data',
  warn: (line: string) => void = log,
): Promise<PlatformDatabase> => {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false, notices: [], stop: async () => {} };
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
    restartAfterCrash: { warn },
  });
  const notices = [
    ...(server.stoppedLeftover === null
      ? []
      : [`Stopped the embedded Postgres an earlier run left behind (process ${server.stoppedLeftover}).`]),
    ...(server.port === asked
      ? []
      : [`Port ${asked} is taken: the embedded Postgres listens on ${server.port} instead (EMBEDDED_PG_PORT chooses).`]),
  ];
  const url = await ensureDatabase(server.url, 'jobfair');
  return { url, embedded: true, notices, stop: server.stop };
};
