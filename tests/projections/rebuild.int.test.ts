import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessChangeBus } from '../../infra/bus/in-process-change-bus';
import { projectors } from '../../projections/projectors/index';
import { createProjectionRunner } from '../../projections/runner';
import { createTestDatabase } from '../support/database';
import { appendMixedHistory, dumpTables, openProjectionContext, type ProjectionTestContext } from './fixtures';
import { project, storedEvents, untilStored } from './project';

let context: ProjectionTestContext;
beforeAll(async () => {
  context = await openProjectionContext(await createTestDatabase('projection_rebuild'));
});
afterAll(() => context.close());

const allTables = projectors.flatMap((projector) => projector.tables);

// Projectors that rely on the runner applying each event once, as their one-by-one `apply` does too:
// fairStaffing counts (interviews started per bucket); messages clears a fair's notifications "as of now",
// which a replay of the clear would apply to the messages posted after it.
const EXACTLY_ONCE_FROM_THE_RUNNER = new Set(['fairStaffing', 'messages']);

describe('rebuilding read models', () => {
  it('a model rebuilt from position 0 equals the one built incrementally, batch by batch, while events arrived', async () => {
    const runner = createProjectionRunner({
      db: context.db,
      store: context.store,
      bus: createInProcessChangeBus(),
      projectors,
      batchSize: 7,
    });
    await runner.start();
    let appended = 0;
    for (const seed of [1, 2, 3, 4]) appended += await appendMixedHistory(context.store, 80, seed);
    const stored = await untilStored(context.store, appended);
    await runner.waitFor(stored.at(-1)!.checkpoint, 30_000);
    await runner.stop();
    const incremental = await dumpTables(context.db, allTables);

    expect(appended).toBeGreaterThanOrEqual(320);
    const types = new Set(stored.map((event) => event.type));
    expect([...types].sort()).toEqual([...new Set(projectors.flatMap((projector) => projector.handles))].sort());
    expect(incremental.jobfairs!.length).toBeGreaterThan(0);
    expect(incremental.jobfair_tombstones!.length).toBeGreaterThan(0);
    expect(incremental.organizations!.length).toBeGreaterThan(0);

    const results = await runner.rebuild();
    expect(results.map(({ projector }) => projector)).toEqual(projectors.map((projector) => projector.name));
    // Each projector replays every stored event of the types it handles (a type may have several projectors).
    expect(results.map(({ events }) => events)).toEqual(
      projectors.map((projector) => stored.filter((event) => projector.handles.includes(event.type)).length),
    );
    expect(await dumpTables(context.db, allTables)).toEqual(incremental);

    await runner.rebuild('jobfairs');
    expect(await dumpTables(context.db, allTables)).toEqual(incremental);
  });

  it('npm run projections:rebuild replays the log and says what it did', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'infra/cli/rebuild-projections.ts', 'organizations'],
      {
        env: { ...process.env, DATABASE_URL: context.url },
      },
    );
    const organizations = (await context.db('organizations').count({ n: '*' }).first())?.n;
    expect(stdout).toMatch(
      new RegExp(
        `^organizations: replayed \\d+ events up to checkpoint \\d+:\\d+; rows: organizations ${organizations}, organization_onboarding \\d+$`,
        'm',
      ),
    );
    expect(stdout).toMatch(/Rebuilt 1 projector\(s\)/);
  });

  it('a projector that applies a whole run at once ends with the rows of one event at a time, and at least its change keys', async () => {
    const stored = await storedEvents(context.store);
    const batched = projectors.filter((projector) => projector.applyAll);
    expect(batched.map(({ name }) => name).sort()).toEqual([
      'auditEvents',
      'boothQuestionAnswers',
      'boothReport',
      'boothResumes',
      'fairStaffing',
      'interviewSessions',
      'jobseekerRegistrations',
      'messages',
      'presence',
      'queueAdminRemovals',
      'queueSeats',
      'queues',
      'recruiterAvailability',
      'reportTimeline',
      'reviews',
      'users',
    ]);
    for (const projector of batched) {
      const events = stored.filter((event) => projector.handles.includes(event.type));
      expect(events.length, projector.name).toBeGreaterThan(5);
      const truncate = () => context.db.raw(`TRUNCATE ${projector.tables.map(() => '??').join(', ')}`, projector.tables);
      await truncate();
      const oneByOne = new Set(await project(context.db, projector, events));
      const rowsOneByOne = await dumpTables(context.db, projector.tables);
      await truncate();
      const whole = new Set(await context.db.transaction((trx) => projector.applyAll!(trx, events)));
      expect(await dumpTables(context.db, projector.tables)).toEqual(rowsOneByOne);
      expect([...oneByOne].filter((key) => !whole.has(key))).toEqual([]);
      if (EXACTLY_ONCE_FROM_THE_RUNNER.has(projector.name)) continue;
      // Replayed whole, the run changes nothing and announces nothing.
      expect(await context.db.transaction((trx) => projector.applyAll!(trx, events))).toEqual([]);
      expect(await dumpTables(context.db, projector.tables)).toEqual(rowsOneByOne);
    }
  });
});
