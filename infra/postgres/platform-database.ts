import { ensureDatabase, startEmbeddedPostgres } from './embedded';

export type PlatformDatabase = Readonly<{ url: string; embedded: boolean; stop: () => Promise<void> }>;

const EMBEDDED_PORT = 54329;

/**
 * DATABASE_URL selects an external Postgres; otherwise the embedded one under ./.data is started
 * (and stopped by `stop`). Both `npm start` and the CLI tools come through here.
 */
export const connectPlatformDatabase = async (log: (line: string) => void = () => {}): Promise<PlatformDatabase> => {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} };
  const server = await startEmbeddedPostgres({
    dataDir: '.data/postgres',
    port: Number(process.env.EMBEDDED_PG_PORT ?? EMBEDDED_PORT),
    persistent: true,
    log,
  });
  const url = await ensureDatabase(server.url, 'jobfair');
  return { url, embedded: true, stop: server.stop };
};
