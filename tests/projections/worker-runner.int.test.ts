import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeNotice } from '../../domain/ports/change-bus';
import { organizationStream } from '../../domain/organization/organization';
import { compareCheckpoints } from '../../domain/shared/event';
import { createInProcessChangeBus } from '../../infra/bus/in-process-change-bus';
import { createWorkerProjectionRunner } from '../../infra/projections/worker-runner';
import { projectors } from '../../projections/projectors/index';
import { getOrganization } from '../../projections/queries/organizations';
import type { BatchTiming } from '../../projections/runner';
import { ProjectionTimeout } from '../../projections/runner';
import { createTestDatabase } from '../support/database';
import { appendEvents, openProjectionContext, organizationDetails, type ProjectionTestContext } from './fixtures';
import { SLOW_DAY_MS } from '../support/wait';

let context: ProjectionTestContext;
beforeAll(async () => {
  context = await openProjectionContext(await createTestDatabase('projection_worker'));
});
afterAll(() => context.close());

const saveOrganization = (organizationId: string, companyName: string) =>
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

describe('projection runner on a worker thread', () => {
  it(
    'applies the log, gives read-your-writes, announces committed changes on the main bus, rebuilds and stops',
    { timeout: 60_000 },
    async () => {
      const bus = createInProcessChangeBus();
      const errors: unknown[] = [];
      const runner = createWorkerProjectionRunner({
        databaseUrl: context.url,
        bus,
        logger: { info: () => {}, error: (details, message) => errors.push({ details, message }) },
        projectorNames: projectors.map(({ name }) => name),
      });
      const notices: ChangeNotice[] = [];
      const batches: BatchTiming[] = [];
      bus.subscribe((notice) => notices.push(notice));
      runner.observe((batch) => batches.push(batch));
      await runner.start();
      try {
        const organizationId = randomUUID();
        const { lastCheckpoint } = await saveOrganization(organizationId, 'Threaded');
        await runner.waitFor(lastCheckpoint, SLOW_DAY_MS);

        // Visible to the main thread's own connections by the time the wait returns.
        expect(await getOrganization(context.db, organizationId)).toMatchObject({ companyName: 'Threaded' });
        expect(notices).toContainEqual({ model: 'organizations', keys: [`organization:${organizationId}`], checkpoint: lastCheckpoint });
        expect(batches.some((batch) => compareCheckpoints(batch.last, lastCheckpoint) >= 0)).toBe(true);
        expect(runner.status().map(({ projector }) => projector)).toEqual(projectors.map(({ name }) => name));
        expect(runner.status().every(({ checkpoint }) => compareCheckpoints(checkpoint, lastCheckpoint) >= 0)).toBe(true);
        await expect(runner.waitFor('999999999:1', 200)).rejects.toBeInstanceOf(ProjectionTimeout);

        const [rebuilt] = await runner.rebuild('organizations');
        expect(rebuilt).toMatchObject({ projector: 'organizations', checkpoint: lastCheckpoint });
        expect(await getOrganization(context.db, organizationId)).toMatchObject({ companyName: 'Threaded' });
        await expect(runner.rebuild('nope')).rejects.toThrow(/Unknown projector 'nope'/);

        // Still following after the rebuild.
        const later = randomUUID();
        await runner.waitFor((await saveOrganization(later, 'Later')).lastCheckpoint, SLOW_DAY_MS);
        expect(await getOrganization(context.db, later)).toMatchObject({ companyName: 'Later' });
      } finally {
        await runner.stop();
      }
      // Stopping saves every checkpoint, those moved past unhandled events included.
      const rows: { checkpoint: string }[] = await context
        .db('projection_checkpoints')
        .whereIn(
          'projector',
          projectors.map(({ name }) => name),
        )
        .select('checkpoint');
      const head = runner.status()[0]!.checkpoint;
      expect(rows.map(({ checkpoint }) => checkpoint)).toEqual(projectors.map(() => head));
      expect(errors).toEqual([]);
    },
  );
});
