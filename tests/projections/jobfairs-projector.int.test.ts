import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import { jobFairStream } from '../../domain/jobfair/jobfair';
import { organizationStream } from '../../domain/organization/organization';
import { jobFairsProjector } from '../../projections/projectors/jobfairs';
import { organizationsProjector } from '../../projections/projectors/organizations';
import { getJobFair, listJobFairs } from '../../projections/queries/jobfairs';
import { createTestDatabase } from '../support/database';
import { appendEvents, dumpTables, jobFairForm, openProjectionContext, organizationDetails, type ProjectionTestContext } from './fixtures';
import { project, storedEvents, untilVisible } from './project';

let context: ProjectionTestContext;
beforeAll(async () => {
  context = await openProjectionContext(await createTestDatabase('jobfairs_projector'));
});
afterAll(() => context.close());

const actor = randomUUID();
const created = (jobFairId: string, companyId: string, name = 'Spring fair', day = 10): DomainEvent => ({
  type: 'JobFairCreated',
  data: {
    jobFairId,
    companyId,
    ...jobFairForm(name, day),
    createdBy: actor,
    createdAt: '2026-01-01T09:00:00.000Z',
    amount: 49_900,
    currency: 'usd',
  },
});
const updated = (jobFairId: string, companyId: string, name: string): DomainEvent => ({
  type: 'JobFairUpdated',
  data: { jobFairId, companyId, ...jobFairForm(name, 20), updatedBy: actor, updatedAt: '2026-01-02T09:00:00.000Z' },
});
const paid = (jobFairId: string, companyId: string): DomainEvent => ({
  type: 'JobFairPaid',
  data: { jobFairId, companyId, amount: 49_900, currency: 'usd', paymentReference: 'pay-1', paidAt: '2026-01-03T09:00:00.000Z' },
});
const activated = (jobFairId: string, companyId: string): DomainEvent => ({
  type: 'JobFairActivated',
  data: { jobFairId, companyId, activatedBy: actor, activatedAt: '2026-01-04T09:00:00.000Z' },
});
const deactivated = (jobFairId: string, companyId: string): DomainEvent => ({
  type: 'JobFairDeactivated',
  data: { jobFairId, companyId, deactivatedBy: actor, deactivatedAt: '2026-01-05T09:00:00.000Z' },
});
const deleted = (jobFairId: string, companyId: string): DomainEvent => ({
  type: 'JobFairDeleted',
  data: { jobFairId, companyId, deletedBy: actor, deletedAt: '2026-01-06T09:00:00.000Z' },
});

/** Given these events on one job fair's stream, project them all (once). */
const given = async (jobFairId: string, events: DomainEvent[]) => {
  await untilVisible(context.store, (await appendEvents(context.store, jobFairStream(jobFairId), events)).lastCheckpoint);
  const recorded = (await storedEvents(context.store)).filter((event) => event.streamId === jobFairStream(jobFairId));
  return { recorded, keys: await project(context.db, jobFairsProjector, recorded) };
};

describe('job fairs projector', () => {
  it('lists a created job fair under its company, with the company name', async () => {
    const [companyId, jobFairId] = [randomUUID(), randomUUID()];
    const saved = await appendEvents(context.store, organizationStream(companyId), [
      {
        type: 'OrganizationDetailsSaved',
        data: {
          ...organizationDetails('Acme'),
          organizationId: companyId,
          savedBy: actor,
          savedAt: '2026-01-01T08:00:00.000Z',
          sponsorId: null,
        },
      },
    ]);
    await untilVisible(context.store, saved.lastCheckpoint);
    await project(context.db, organizationsProjector, await storedEvents(context.store));

    const { keys } = await given(jobFairId, [created(jobFairId, companyId)]);

    expect(keys).toEqual([`organization:${companyId}`, `jobfair:${jobFairId}`]);
    expect(await listJobFairs(context.db, companyId)).toEqual([
      {
        id: jobFairId,
        companyId,
        companyName: 'Acme',
        name: 'Spring fair',
        startDate: '2026-03-10',
        startTime: '10:00',
        timezone: 'EST',
        durationHours: 3,
        durationMinutes: 0,
        paymentStatus: 'UnPaid',
        isActivated: false,
        payment: { amount: 49_900, currency: 'usd' },
        boothListVersion: 0,
        logoKey: null,
        createdAt: '2026-01-01T09:00:00.000Z',
      },
    ]);
  });

  it('applies edits, payment and activation in stream order', async () => {
    const [companyId, jobFairId] = [randomUUID(), randomUUID()];
    const { keys } = await given(jobFairId, [
      created(jobFairId, companyId),
      updated(jobFairId, companyId, 'Summer fair'),
      paid(jobFairId, companyId),
      activated(jobFairId, companyId),
    ]);

    expect(keys).toHaveLength(8);
    expect(await getJobFair(context.db, companyId, jobFairId)).toMatchObject({
      name: 'Summer fair',
      startDate: '2026-03-20',
      paymentStatus: 'Paid',
      isActivated: true,
      companyName: null,
    });

    await given(jobFairId, [deactivated(jobFairId, companyId)]);
    expect((await getJobFair(context.db, companyId, jobFairId))?.isActivated).toBe(false);
  });

  it('removes a deleted job fair, and a replayed creation does not bring it back', async () => {
    const [companyId, jobFairId] = [randomUUID(), randomUUID()];
    const { recorded, keys } = await given(jobFairId, [created(jobFairId, companyId), deleted(jobFairId, companyId)]);

    expect(keys).toEqual([`organization:${companyId}`, `jobfair:${jobFairId}`, `organization:${companyId}`, `jobfair:${jobFairId}`]);
    expect(await getJobFair(context.db, companyId, jobFairId)).toBeNull();
    expect(await project(context.db, jobFairsProjector, [recorded[0]!])).toEqual([]);
    expect(await listJobFairs(context.db, companyId)).toEqual([]);
  });

  it('changes nothing when the same events are applied again, whole or one by one', async () => {
    const [companyId, kept, gone] = [randomUUID(), randomUUID(), randomUUID()];
    const first = await given(kept, [
      created(kept, companyId),
      updated(kept, companyId, 'Renamed'),
      paid(kept, companyId),
      activated(kept, companyId),
      deactivated(kept, companyId),
    ]);
    const second = await given(gone, [
      created(gone, companyId, 'Doomed', 5),
      updated(gone, companyId, 'Still doomed'),
      deleted(gone, companyId),
    ]);
    const recorded = [...first.recorded, ...second.recorded];
    const before = await dumpTables(context.db, jobFairsProjector.tables);

    expect(await project(context.db, jobFairsProjector, recorded)).toEqual([]);
    for (const event of recorded) expect(await project(context.db, jobFairsProjector, [event])).toEqual([]);
    expect(await dumpTables(context.db, jobFairsProjector.tables)).toEqual(before);
    expect((await listJobFairs(context.db, companyId)).map((fair) => [fair.name, fair.isActivated])).toEqual([['Renamed', false]]);
  });
});
