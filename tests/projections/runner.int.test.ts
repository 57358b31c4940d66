import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobFairStream } from '../../domain/jobfair/jobfair';
import { organizationStream } from '../../domain/organization/organization';
import type { ChangeNotice } from '../../domain/ports/change-bus';
import { compareCheckpoints, START } from '../../domain/shared/event';
import { createInProcessChangeBus } from '../../infra/bus/in-process-change-bus';
import { projectors } from '../../projections/projectors/index';
import { getOrganization } from '../../projections/queries/organizations';
import { getJobFair } from '../../projections/queries/jobfairs';
import { defineProjector, type Projector } from '../../projections/projector';
import { createProjectionRunner, ProjectionTimeout, type BatchTiming, type ProjectionRunner } from '../../projections/runner';
import { createTestDatabase } from '../support/database';
import { until } from '../support/wait';
import { appendEvents, jobFairForm, metadata, openProjectionContext, organizationDetails, type ProjectionTestContext } from './fixtures';
import { untilVisible } from './project';
import { createTallyTable, TALLY_TABLE, tallyProjector } from './tally-projector';
import { SLOW_DAY_MS } from '../support/wait';

let context: ProjectionTestContext;
const runners: ProjectionRunner[] = [];
beforeAll(async () => {
  context = await openProjectionContext(await createTestDatabase('projection_runner'));
  await createTallyTable(context.db);
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});
afterAll(() => context.close());

const bus = createInProcessChangeBus();
const newRunner = (batchSize = 50, list = projectors) => {
  const runner = createProjectionRunner({ db: context.db, store: context.store, bus, projectors: list, batchSize });
  runners.push(runner);
  return runner;
};
const saveOrganization = (organizationId: string, companyName = 'Acme') =>
  appendEvents(context.store, organizationStream(organizationId), [
    {
      type: 'OrganizationDetailsSaved',
      data: {
        ...organizationDetails(companyName),
        organizationId,
        savedBy: randomUUID(),
        savedAt: '2026-01-01T09:00:00.000Z',
        sponsorId: null,
      },
    },
  ]);
const createJobFair = (jobFairId: string, companyId: string) =>
  appendEvents(context.store, jobFairStream(jobFairId), [
    {
      type: 'JobFairCreated',
      data: {
        jobFairId,
        companyId,
        ...jobFairForm('Fair'),
        createdBy: randomUUID(),
        createdAt: '2026-01-01T09:00:00.000Z',
        amount: 49_900,
        currency: 'usd',
      },
    },
  ]);
const checkpointRows = async () =>
  Object.fromEntries(
    (await context.db('projection_checkpoints').select('projector', 'checkpoint')).map((row) => [row.projector, row.checkpoint]),
  );

describe('projection runner', () => {
  it('publishes a change notice with the touched keys once the rows are committed', async () => {
    const runner = newRunner();
    await runner.start();
    const seen: { notice: ChangeNotice; visible: Promise<boolean> }[] = [];
    const unsubscribe = bus.subscribe((notice) => {
      const [table, id] =
        notice.model === 'organizations'
          ? ['organizations', notice.keys[0]!.slice('organization:'.length)]
          : ['jobfairs', notice.keys[1]!.slice('jobfair:'.length)];
      // Another connection must already see the row the notice is about.
      const visible = context.pool.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]).then((result) => result.rowCount === 1);
      seen.push({ notice, visible });
    });
    const [companyId, jobFairId] = [randomUUID(), randomUUID()];
    await saveOrganization(companyId);
    const { lastCheckpoint } = await createJobFair(jobFairId, companyId);
    await runner.waitFor(lastCheckpoint, SLOW_DAY_MS);
    unsubscribe();

    // The two projectors run independently: when both events land in one batch, either may publish first.
    const notices = seen.map(({ notice }) => notice);
    expect(notices.map(({ model, keys }) => ({ model, keys }))).toEqual(
      expect.arrayContaining([
        { model: 'organizations', keys: [`organization:${companyId}`] },
        { model: 'jobfairs', keys: [`organization:${companyId}`, `jobfair:${jobFairId}`] },
      ]),
    );
    expect(notices).toHaveLength(2);
    expect(compareCheckpoints(notices.find(({ model }) => model === 'jobfairs')!.checkpoint, lastCheckpoint)).toBe(0);
    expect(await Promise.all(seen.map(({ visible }) => visible))).toEqual([true, true]);
  });

  it('waitFor gives read-your-writes after a command, and times out when the log never gets there', async () => {
    const runner = newRunner();
    await runner.start();
    const organizationId = randomUUID();
    const { lastCheckpoint } = await saveOrganization(organizationId, 'Read Your Writes Inc');
    await runner.waitFor(lastCheckpoint, SLOW_DAY_MS);
    expect((await getOrganization(context.db, organizationId))?.companyName).toBe('Read Your Writes Inc');

    await expect(runner.waitFor('999999999:1', 200)).rejects.toBeInstanceOf(ProjectionTimeout);
  });

  it('waitFor can wait for the projectors an answer reads only, not for a slower one, and refuses an unknown name', async () => {
    const organizationId = randomUUID();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Slow on this test's event only: the batches before it pass, the one holding it waits for the gate.
    const slow = defineProjector({
      name: 'slowCopy',
      handles: ['OrganizationDetailsSaved'],
      tables: [],
      apply: async (_trx, event) => {
        if (event.data.organizationId === organizationId) await gate;
        return [];
      },
    });
    const organizations = projectors.find((projector) => projector.name === 'organizations')!;
    const runner = newRunner(50, [organizations, slow]);
    await runner.start();
    try {
      const { lastCheckpoint } = await saveOrganization(organizationId, 'Answered Early Ltd');
      await runner.waitFor(lastCheckpoint, 10_000, ['organizations']);
      expect((await getOrganization(context.db, organizationId))?.companyName).toBe('Answered Early Ltd');
      await expect(runner.waitFor(lastCheckpoint, 300)).rejects.toBeInstanceOf(ProjectionTimeout);
      await expect(runner.waitFor(lastCheckpoint, 300, ['organisations'])).rejects.toThrow('Unknown projector(s) organisations');
      release();
      await runner.waitFor(lastCheckpoint, SLOW_DAY_MS);
    } finally {
      release();
    }
  });

  it('waitFor also follows checkpoints committed by a runner in another process', async () => {
    const projecting = newRunner();
    const waitingOnly = newRunner();
    await projecting.start();
    const { lastCheckpoint } = await saveOrganization(randomUUID());
    await waitingOnly.waitFor(lastCheckpoint, SLOW_DAY_MS);
  });

  it('advances a projector past events it does not handle without a transaction or notice, and saves its checkpoint soon after', async () => {
    const runner = newRunner();
    const batches: BatchTiming[] = [];
    runner.observe((batch) => batches.push(batch));
    await runner.start();
    const notices: ChangeNotice[] = [];
    const unsubscribe = bus.subscribe((notice) => notices.push(notice));
    const unrelated = await context.store.append(
      `elsewhere-${randomUUID()}`,
      [{ id: randomUUID(), type: 'SomethingElseHappened', data: {}, metadata: metadata() }],
      {
        expectedRevision: 'no_stream',
      },
    );
    await runner.waitFor(unrelated.lastCheckpoint, SLOW_DAY_MS);
    unsubscribe();
    expect(notices).toEqual([]);

    await until(async () => batches.some((batch) => batch.last === unrelated.lastCheckpoint), 'the batch is reported');
    expect(batches.find((batch) => batch.last === unrelated.lastCheckpoint)!.transactions).toEqual([]);
    const everyProjector = Object.fromEntries(projectors.map(({ name }) => [name, unrelated.lastCheckpoint]));
    await until(
      async () => compareCheckpoints((await checkpointRows()).organizations, unrelated.lastCheckpoint) === 0,
      'the skipped checkpoints are saved',
    );
    expect(await checkpointRows()).toMatchObject(everyProjector);
  });

  it('with a gathering window, a burst of appends is applied whole in fewer batches than appends', async () => {
    const runner = createProjectionRunner({
      db: context.db,
      store: context.store,
      bus,
      projectors,
      batchSize: 50,
      minBatchIntervalMs: 150,
    });
    runners.push(runner);
    const batches: BatchTiming[] = [];
    runner.observe((batch) => batches.push(batch));
    await runner.start();
    const ids = Array.from({ length: 20 }, () => randomUUID());
    let last = '';
    for (const id of ids) last = (await saveOrganization(id, `Burst ${id}`)).lastCheckpoint;
    await runner.waitFor(last, SLOW_DAY_MS);
    expect(await context.db('organizations').whereIn('id', ids).count<{ count: string }[]>('* as count')).toEqual([{ count: '20' }]);
    // The first append goes at once; the rest wait for the window and share batches.
    const burst = batches.filter((batch) => batch.transactions.some((transaction) => transaction.projector === 'organizations'));
    expect(burst.length).toBeGreaterThan(0);
    expect(burst.length).toBeLessThan(ids.length);
  });

  it('reports the lag of each projector behind the head of the log', async () => {
    const caughtUp = newRunner();
    await caughtUp.start();
    const { lastCheckpoint } = await saveOrganization(randomUUID());
    await caughtUp.waitFor(lastCheckpoint, SLOW_DAY_MS);
    await caughtUp.stop();
    let last = lastCheckpoint;
    for (let i = 0; i < 5; i++) last = (await saveOrganization(randomUUID())).lastCheckpoint;
    await untilVisible(context.store, last);

    const behind = newRunner();
    await behind.start();
    // Nothing has been applied yet: start() returns before the first page is read.
    expect(behind.status().map(({ projector, lag }) => ({ projector, lag }))).toEqual(
      projectors.map(({ name }) => ({ projector: name, lag: 5 })),
    );
    await behind.waitFor(last, SLOW_DAY_MS);
    expect(behind.status().every(({ lag }) => lag === 0)).toBe(true);
  });

  it('rebuilds one projector from position 0 while running, and keeps following the log', async () => {
    const runner = newRunner();
    await runner.start();
    const [companyId, jobFairId] = [randomUUID(), randomUUID()];
    await saveOrganization(companyId);
    const created = await createJobFair(jobFairId, companyId);
    await runner.waitFor(created.lastCheckpoint, SLOW_DAY_MS);

    const [result] = await runner.rebuild('jobfairs');
    expect(result).toMatchObject({ projector: 'jobfairs', checkpoint: created.lastCheckpoint });
    expect(result!.events).toBeGreaterThan(0);
    expect(await getJobFair(context.db, companyId, jobFairId)).not.toBeNull();

    const laterFair = randomUUID();
    await runner.waitFor((await createJobFair(laterFair, companyId)).lastCheckpoint, SLOW_DAY_MS);
    expect(await getJobFair(context.db, companyId, laterFair)).not.toBeNull();
    await expect(runner.rebuild('nope')).rejects.toThrow(/Unknown projector 'nope'/);
  });

  it('applies each event exactly once even when two runners follow the same log', async () => {
    await context.db(TALLY_TABLE).truncate();
    await context.db('projection_checkpoints').where({ projector: 'tally' }).delete();
    const [first, second] = [newRunner(3, [tallyProjector]), newRunner(4, [tallyProjector])];
    await Promise.all([first.start(), second.start()]);
    const companies = Array.from({ length: 20 }, () => randomUUID());
    const saved = await Promise.all(companies.map((id) => saveOrganization(id)));
    const head = saved.map(({ lastCheckpoint }) => lastCheckpoint).reduce((a, b) => (compareCheckpoints(a, b) >= 0 ? a : b));
    await Promise.all([first.waitFor(head, SLOW_DAY_MS), second.waitFor(head, SLOW_DAY_MS)]);

    const handledTypes: readonly string[] = tallyProjector.handles;
    const expected = (await context.store.readAll({ after: START, limit: 10_000 })).filter((event) => handledTypes.includes(event.type));
    const tally: { event_id: string }[] = await context.db(TALLY_TABLE).select('event_id');
    expect(tally.map((row) => row.event_id).sort()).toEqual(expected.map((event) => event.id).sort());
  });

  it('rolls a failed batch back whole and retries it, publishing only what committed', async () => {
    await context.db(TALLY_TABLE).truncate();
    let failures = 1;
    const flaky: Projector = {
      ...tallyProjector,
      name: 'flaky',
      apply: async (trx, event) => {
        await tallyProjector.apply(trx, event);
        if (event.type === 'OnboardingProgressRaised' && failures-- > 0) throw new Error('database hiccup');
        return [`tally:${event.id}`];
      },
    };
    const organizationId = randomUUID();
    const { lastCheckpoint } = await appendEvents(context.store, organizationStream(organizationId), [
      {
        type: 'OrganizationDetailsSaved',
        data: {
          ...organizationDetails('Flaky'),
          organizationId,
          savedBy: randomUUID(),
          savedAt: '2026-01-01T09:00:00.000Z',
          sponsorId: null,
        },
      },
      {
        type: 'OnboardingProgressRaised',
        data: { organizationId, progress: 20, lastCompletedStep: 'FilledOrganizationDetails', raisedAt: '2026-01-01T09:00:00.000Z' },
      },
    ]);
    const notices: ChangeNotice[] = [];
    const unsubscribe = bus.subscribe((notice) => notice.model === 'flaky' && notices.push(notice));
    const errors: unknown[] = [];
    const runner = createProjectionRunner({
      db: context.db,
      store: context.store,
      bus,
      projectors: [flaky],
      logger: { info: () => {}, error: (details) => errors.push(details) },
    });
    runners.push(runner);
    await runner.start();
    await runner.waitFor(lastCheckpoint, SLOW_DAY_MS);
    unsubscribe();

    const expected = (await context.store.readAll({ after: START, limit: 10_000 })).filter((event) =>
      (tallyProjector.handles as readonly string[]).includes(event.type),
    );
    const tally: { event_id: string }[] = await context.db(TALLY_TABLE).select('event_id');
    expect(errors).toHaveLength(1);
    expect(tally.map((row) => row.event_id).sort()).toEqual(expected.map((event) => event.id).sort());
    expect(notices.flatMap((notice) => notice.keys).sort()).toEqual(expected.map((event) => `tally:${event.id}`).sort());
  });
});
