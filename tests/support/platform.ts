import pino from 'pino';
import { startPlatform, type Platform } from '../../infra/platform';
import { createTestDatabase } from './database';

/** The whole platform on a fresh database of the run's embedded Postgres, on a free port. */
export const startTestPlatform = async (label: string, options: { seed?: boolean } = {}): Promise<Platform> =>
  startPlatform({
    databaseUrl: await createTestDatabase(label),
    port: 0,
    host: '127.0.0.1',
    webDir: 'dist/web',
    filesDir: `.data/test-files-${process.pid}-${label}`,
    seed: options.seed ?? true,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
  });
