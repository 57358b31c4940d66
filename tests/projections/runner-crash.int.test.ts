import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import { jobFairStream } from '../../domain/jobfair/jobfair';
import { organizationStream } from '../../domain/organization/organization';
import { compareCheckpoints, START, type Checkpoint } from '../../domain/shared/event';
import { createInProcessChangeBus } from '../../infra/bus/in-process-change-bus';
import { projectors } from '../../projections/projectors/index';
import { createProjectionRunner } from '../../projections/runner';
import { createTestDatabase } from '../support/database';
import { appendEvents, dumpTables, jobFairForm, openProjectionContext, organizationDetails, type ProjectionTestContext } from './fixtures';
import { untilVisible } from './project';
import { createTallyTable, TALLY_TABLE, tallyProjector } from './tally-projector';
import { SLOW_DAY_MS } from '../support/wait';

let context: ProjectionTestContext;
beforeAll(async () => {
  context = await openProjectionContext(await createTestDatabase('projection_crash'));
  await createTallyTable(context.db);
});
afterAll(() => context.close());

const allTables = projectors.flatMap((projector) => projector.tables);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The runner in a real process of its own (tests/projections/runner-process.ts). */
const spawnRunner = (batchSize: number, saveSkippedAfterMs = 250) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/projections/runner-process.ts'], {
    env: { ...process.env, DATABASE_URL: context.url, BATCH_SIZE: String(batchSize), SAVE_SKIPPED_AFTER_MS: String(saveSkippedAfterMs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
};

/** Thousands of events: organizations, and job fairs edited, paid, (de)activated, some deleted. */
const appendLargeHistory = async (): Promise<Checkpoint> => {
  const actor = randomUUID();
  let head: Checkpoint = START;
  const track = ({ lastCheckpoint }: { lastCheckpoint: Checkpoint }) =>
    void (compareCheckpoints(lastCheckpoint, head) > 0 && (head = lastCheckpoint));
  for (let company = 0; company < 30; company++) {
    const companyId = randomUUID();
    const saved = await appendEvents(context.store, organizationStream(companyId), [
      {
        type: 'OrganizationDetailsSaved',
        data: {
          ...organizationDetails(`Company ${company}`),
          organizationId: companyId,
          savedBy: actor,
          savedAt: '2026-01-01T09:00:00.000Z',
          sponsorId: null,
        },
      },
      {
        type: 'OnboardingProgressRaised',
        data: {
          organizationId: companyId,
          progress: 20,
          lastCompletedStep: 'FilledOrganizationDetails',
          raisedAt: '2026-01-01T09:00:00.000Z',
        },
      },
    ]);
    track(saved);
    const fairs = Array.from({ length: 10 }, () => ({ jobFairId: randomUUID(), companyId }));
    await Promise.all(
      fairs.map(({ jobFairId }, index) => {
        const ids = { jobFairId, companyId };
        const events: DomainEvent[] = [
          {
            type: 'JobFairCreated',
            data: {
              ...ids,
              ...jobFairForm(`Fair ${index}`),
              createdBy: actor,
              createdAt: '2026-01-02T09:00:00.000Z',
              amount: 49_900,
              currency: 'usd',
            },
          },
          ...Array.from({ length: 12 }, (_, edit): DomainEvent => ({
            type: 'JobFairUpdated',
            data: { ...ids, ...jobFairForm(`Fair ${index}.${edit}`, 1 + edit), updatedBy: actor, updatedAt: '2026-01-03T09:00:00.000Z' },
          })),
          index % 4 === 0
            ? { type: 'JobFairDeleted', data: { ...ids, deletedBy: actor, deletedAt: '2026-01-04T09:00:00.000Z' } }
            : {
                type: 'JobFairPaid',
                data: { ...ids, amount: 49_900, currency: 'usd', paymentReference: `pay-${index}`, paidAt: '2026-01-04T09:00:00.000Z' },
              },
          ...(index % 4 === 0
            ? []
            : ([
                { type: 'JobFairActivated', data: { ...ids, activatedBy: actor, activatedAt: '2026-01-05T09:00:00.000Z' } },
                { type: 'JobFairDeactivated', data: { ...ids, deactivatedBy: actor, deactivatedAt: '2026-01-06T09:00:00.000Z' } },
                { type: 'JobFairActivated', data: { ...ids, activatedBy: actor, activatedAt: '2026-01-07T09:00:00.000Z' } },
              ] satisfies DomainEvent[])),
        ];
        return appendEvents(context.store, jobFairStream(jobFairId), events).then(track);
      }),
    );
  }
  return head;
};

const checkpointOf = async (projector: string): Promise<Checkpoint> =>
  (await context.db('projection_checkpoints').where({ projector }).first('checkpoint'))?.checkpoint ?? START;

/** True while a runner transaction holds the projector's checkpoint row, i.e. a batch is in flight. */
const batchInFlight = (projector: string): Promise<boolean> =>
  context.db
    .transaction(async (trx) => {
      await trx.raw('SELECT 1 FROM projection_checkpoints WHERE projector = ? FOR UPDATE NOWAIT', [projector]);
      return false;
    })
    .catch((error: { code?: string }) => {
      if (error.code === '55P03') return true;
      throw error;
    });

const until = async (condition: () => Promise<boolean>, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await sleep(10);
  }
};

describe('projection runner killed mid-batch', () => {
  it('neither loses nor doubles an effect: after a restart the models equal a rebuild', { timeout: 180_000 }, async () => {
    const head = await appendLargeHistory();
    await untilVisible(context.store, head);
    const handled: readonly string[] = tallyProjector.handles;
    const everyEvent = (await context.store.readAll({ after: START, limit: 100_000 })).filter((event) => handled.includes(event.type));
    expect(everyEvent.length).toBeGreaterThan(4_000);

    const first = spawnRunner(1_000);
    await until(
      async () => (await checkpointOf('tally')) !== START && (await batchInFlight('tally')),
      90_000,
      `a second batch is in flight\n${first.output()}`,
    );
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await until(async () => !(await batchInFlight('tally')), SLOW_DAY_MS, 'the killed transaction is rolled back');

    const atCrash = await checkpointOf('tally');
    expect(compareCheckpoints(atCrash, head)).toBeLessThan(0);
    const tallyAtCrash = await context.db(TALLY_TABLE).count({ n: '*' }).first();
    expect(Number(tallyAtCrash?.n)).toBe(everyEvent.filter((event) => compareCheckpoints(event.checkpoint, atCrash) <= 0).length);

    const second = spawnRunner(1_000);
    await until(
      async () => (await Promise.all(['organizations', 'jobfairs', 'tally'].map(checkpointOf))).every((checkpoint) => checkpoint === head),
      90_000,
      `the restarted runner catches up\n${second.output()}`,
    );
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });

    const tally: { event_id: string }[] = await context.db(TALLY_TABLE).select('event_id');
    expect(tally.map((row) => row.event_id).sort()).toEqual(everyEvent.map((event) => event.id).sort());

    const afterRestart = await dumpTables(context.db, allTables);
    await createProjectionRunner({ db: context.db, store: context.store, bus: createInProcessChangeBus(), projectors }).rebuild();
    expect(await dumpTables(context.db, allTables)).toEqual(afterRestart);
  });

  it(
    'loses only checkpoints moved past unhandled events when killed: the restart re-reads them and applies nothing twice',
    { timeout: 120_000 },
    async () => {
      const before = await checkpointOf('queues');
      // Never saved on its own: only a batch the projector handles would write its row.
      const first = spawnRunner(1_000, 3_600_000);
      const companyId = randomUUID();
      const { lastCheckpoint: head } = await appendEvents(context.store, organizationStream(companyId), [
        {
          type: 'OrganizationDetailsSaved',
          data: {
            ...organizationDetails('Late Company'),
            organizationId: companyId,
            savedBy: randomUUID(),
            savedAt: '2026-01-08T09:00:00.000Z',
            sponsorId: null,
          },
        },
      ]);
      await until(async () => (await checkpointOf('tally')) === head, 60_000, `the organization event is applied\n${first.output()}`);
      // The queues projector handles no organization event: it moved on in memory only.
      expect(await checkpointOf('queues')).toBe(before);
      first.child.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

      const second = spawnRunner(1_000);
      await until(
        async () => (await Promise.all(projectors.map(({ name }) => checkpointOf(name)))).every((checkpoint) => checkpoint === head),
        60_000,
        `every checkpoint is saved\n${second.output()}`,
      );
      second.child.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });

      const handled: readonly string[] = tallyProjector.handles;
      const everyEvent = (await context.store.readAll({ after: START, limit: 100_000 })).filter((event) => handled.includes(event.type));
      const tally: { event_id: string }[] = await context.db(TALLY_TABLE).select('event_id');
      expect(tally.map((row) => row.event_id).sort()).toEqual(everyEvent.map((event) => event.id).sort());
      const afterRestart = await dumpTables(context.db, allTables);
      await createProjectionRunner({ db: context.db, store: context.store, bus: createInProcessChangeBus(), projectors }).rebuild();
      expect(await dumpTables(context.db, allTables)).toEqual(afterRestart);
    },
  );
});
