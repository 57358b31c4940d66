import { execFile } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../infra/platform';
import { createLease } from '../../infra/roles/lease';
import { createTestDatabase } from '../support/database';
import { startTestPlatform } from '../support/platform';

// `projections:rebuild` empties the read models and replays the log into them. A runner still following
// the log beside it would write into the emptied tables and move their checkpoints past the rebuild's,
// whose later pages would then be skipped: rows lost. The 'projector' lease keeps the two apart.

let databaseUrl: string;
let db: Knex;
const platforms: Platform[] = [];
beforeAll(async () => {
  databaseUrl = await createTestDatabase('rebuild_beside_platform');
  db = knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 2 } });
});
afterAll(async () => {
  await Promise.all(platforms.map((platform) => platform.close()));
  await db.destroy();
});

const rebuild = () =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'infra/cli/rebuild-projections.ts', 'organizations'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
const organizations = async () => Number((await db('organizations').count({ n: '*' }).first())?.n ?? 0);

describe('projections:rebuild beside a running platform', () => {
  it('is refused while an all-in-one platform runs on the database, and changes nothing', async () => {
    const platform = await startTestPlatform('rebuild_guard', { databaseUrl });
    platforms.push(platform);
    await expect.poll(organizations).toBeGreaterThan(0);
    const before = await db('organizations').orderBy('id').select('id', 'company_name');

    const refused = await rebuild();

    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/a running platform projects into this database: stop it first/);
    expect(await db('organizations').orderBy('id').select('id', 'company_name')).toEqual(before);
    await platforms.pop()!.close();
  });

  it('runs once the platform has stopped', async () => {
    const before = await organizations();
    const done = await rebuild();
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/^organizations: replayed \d+ events/m);
    expect(await organizations()).toBe(before);
  });

  it('holds back a platform started during a rebuild until the rebuild lets the lease go', async () => {
    // What the CLI holds while it runs: the lease to itself.
    const rebuilding = createLease({ databaseUrl, name: 'projector', intervalMs: 100, acquired: async () => {}, lost: async () => {} });
    await rebuilding.start();
    expect(rebuilding.held()).toBe(true);
    await db('organizations').delete();
    await db('projection_checkpoints').where({ projector: 'organizations' }).delete();

    const platform = await startTestPlatform('rebuild_guard_waits', { databaseUrl, seed: false });
    platforms.push(platform);
    // Two of the lease's one-second turns: a runner following the log would have refilled the table by now.
    await sleep(2_000);
    expect(await organizations()).toBe(0);

    await rebuilding.stop();
    await expect.poll(organizations).toBeGreaterThan(0);
  });
});
