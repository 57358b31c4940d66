import pino from 'pino';
import { startPlatform, type Platform, type PlatformOptions } from '../../infra/platform';
import { createTestDatabase } from './database';

export type TestPlatformOptions = Partial<Omit<PlatformOptions, 'port' | 'host' | 'logger'>>;

/**
 * The whole platform on a fresh database of the run's embedded Postgres, on a free port. Pass the
 * `databaseUrl` of a running one (with `sharedBus`) to start a second process on the same database.
 */
export const startTestPlatform = async (label: string, options: TestPlatformOptions = {}): Promise<Platform> =>
  startPlatform({
    webDir: 'dist/web',
    filesDir: `.data/test-files-${process.pid}-${label}`,
    ...options,
    databaseUrl: options.databaseUrl ?? (await createTestDatabase(label)),
    seed: options.seed ?? true,
    port: 0,
    host: '127.0.0.1',
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
  });
