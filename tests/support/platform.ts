import { cpSync, existsSync, rmSync } from 'node:fs';
import pino from 'pino';
import { inject } from 'vitest';
import { startPlatform, type Platform, type PlatformOptions } from '../../infra/platform';
import { createDatabaseFrom, createTestDatabase, ensureTemplate } from './database';
import { SLOW_DAY_MS } from './wait';

export type TestPlatformOptions = Partial<Omit<PlatformOptions, 'port' | 'host' | 'logger'>>;

const testLogger = () => pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

const SEEDED_TEMPLATE = 'template_seeded_demo';
/** The seeded template's uploaded files (logos, resumes), copied beside each database made from it. */
const seededFilesDir = () => `.data/test-files-${SEEDED_TEMPLATE}-${new URL(inject('postgresServerUrl')).port}`;

/**
 * A database holding the demo data, its read models caught up, with its files copied to `filesDir`. The demo
 * is seeded once per run into a template and copied from there: seeding hashes the demo passwords at the
 * platform's cost and projects hundreds of events, which every test file paid for again before.
 */
export const createSeededDatabase = async (label: string, filesDir: string): Promise<string> => {
  await ensureTemplate(SEEDED_TEMPLATE, async (databaseUrl) => {
    rmSync(seededFilesDir(), { recursive: true, force: true });
    const platform = await startPlatform({
      databaseUrl,
      filesDir: seededFilesDir(),
      seed: true,
      port: 0,
      host: '127.0.0.1',
      logger: testLogger(),
    });
    try {
      await platform.runner.waitFor(await platform.store.headCheckpoint(), 120_000);
    } finally {
      await platform.close();
    }
  });
  if (existsSync(seededFilesDir())) cpSync(seededFilesDir(), filesDir, { recursive: true });
  return createDatabaseFrom(SEEDED_TEMPLATE, label);
};

/**
 * The whole platform on a fresh database of the run's embedded Postgres, on a free port, with the demo data
 * unless `seed: false`. Pass the `databaseUrl` of a running one (with `sharedBus`) to start a second process
 * on the same database.
 */
export const startTestPlatform = async (label: string, options: TestPlatformOptions = {}): Promise<Platform> => {
  const filesDir = options.filesDir ?? `.data/test-files-${process.pid}-${label}`;
  const seed = options.seed ?? true;
  const databaseUrl = options.databaseUrl ?? (seed ? await createSeededDatabase(label, filesDir) : await createTestDatabase(label));
  return startPlatform({
    webDir: 'dist/web',
    readYourWritesTimeoutMs: SLOW_DAY_MS,
    ...options,
    filesDir,
    databaseUrl,
    seed,
    port: 0,
    host: '127.0.0.1',
    logger: testLogger(),
  });
};
