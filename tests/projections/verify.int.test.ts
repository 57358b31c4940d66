import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessChangeBus } from '../../infra/bus/in-process-change-bus';
import { projectors } from '../../projections/projectors/index';
import { createProjectionRunner, type ProjectionRunner } from '../../projections/runner';
import { verifyProjections } from '../../projections/verify';
import { createTestDatabase } from '../support/database';
import { appendMixedHistory, openProjectionContext, type ProjectionTestContext } from './fixtures';
import { untilStored } from './project';

let context: ProjectionTestContext;
let live: ProjectionRunner;
let appended = 0;

beforeAll(async () => {
  context = await openProjectionContext(await createTestDatabase('projection_verify'));
  live = createProjectionRunner({ db: context.db, store: context.store, bus: createInProcessChangeBus(), projectors, batchSize: 50 });
  await live.start();
  for (const seed of [11, 12]) appended += await appendMixedHistory(context.store, 60, seed);
  const stored = await untilStored(context.store, appended);
  await live.waitFor(stored.at(-1)!.checkpoint, 30_000);
});
afterAll(async () => {
  await live.stop();
  await context.close();
});

const verify = () =>
  verifyProjections({ url: context.url, db: context.db, store: context.store, bus: createInProcessChangeBus(), projectors });

describe('npm run projections:verify', () => {
  it('finds no difference between models built event by event and a rebuild, while the log keeps moving', async () => {
    const more = appendMixedHistory(context.store, 40, 13);
    const result = await verify();
    appended += await more;

    expect(result.differences).toEqual([]);
    expect(result.tables).toEqual(projectors.flatMap((projector) => projector.tables));
    expect(result.checkpoint).toMatch(/^\d+:\d+$/);
    const shadow = await context.db.raw<{ rows: unknown[] }>("SELECT 1 FROM pg_namespace WHERE nspname = 'projections_verify'");
    expect(shadow.rows).toEqual([]);
  });

  it('names the table and rows of a live model that drifted: a changed row on both sides, a lost row as only rebuilt', async () => {
    await live.waitFor(await context.store.headCheckpoint(), 30_000);
    const [organization] = await context.db('organizations').orderBy('id').limit(1).select('id', 'company_name');
    await context.db('organizations').where({ id: organization.id }).update({ company_name: 'Drifted Inc' });
    const [jobFair] = await context.db('jobfairs').orderBy('id').limit(1).select('id');
    await context.db('jobfairs').where({ id: jobFair.id }).delete();

    const result = await verify();

    const byTable = Object.fromEntries(result.differences.map((difference) => [difference.table, difference]));
    expect(Object.keys(byTable).sort()).toEqual(['jobfairs', 'organizations']);
    expect(byTable.organizations).toMatchObject({ onlyLiveCount: 1, onlyRebuiltCount: 1 });
    expect(byTable.organizations!.onlyLive[0]).toMatchObject({ id: organization.id, company_name: 'Drifted Inc' });
    expect(byTable.organizations!.onlyRebuilt[0]).toMatchObject({ id: organization.id, company_name: organization.company_name });
    expect(byTable.jobfairs).toMatchObject({ onlyLiveCount: 0, onlyRebuiltCount: 1 });
    expect(byTable.jobfairs!.onlyRebuilt[0]).toMatchObject({ id: jobFair.id });
  });

  it('prints the differences and exits 1 from the command line', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'infra/cli/verify-projections.ts'], {
      env: { ...process.env, DATABASE_URL: context.url },
    });
    const failed = await run.then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toMatch(/^organizations: 1 row\(s\) only live, 1 only rebuilt$/m);
    expect(failed?.stdout).toMatch(/^ {2}- live {4}\{.*"company_name": ?"Drifted Inc"/m);
    expect(failed?.stdout).toMatch(/^2 of \d+ read-model tables differ from a rebuild at checkpoint \d+:\d+/m);
  });
});
