import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import type { OnboardingStep } from '../../domain/organization/onboarding';
import { organizationStream } from '../../domain/organization/organization';
import { sponsorStream } from '../../domain/sponsor/sponsor';
import { companiesProjector } from '../../projections/projectors/companies';
import { listCompanies } from '../../projections/queries/companies';
import { createTestDatabase } from '../support/database';
import { appendEvents, dumpTables, openProjectionContext, organizationDetails, type ProjectionTestContext } from './fixtures';
import { project, storedEvents, untilVisible } from './project';

let context: ProjectionTestContext;
beforeAll(async () => {
  context = await openProjectionContext(await createTestDatabase('companies_projector'));
});
afterAll(() => context.close());

const saved = (
  organizationId: string,
  companyName: string,
  savedAt: string,
  savedBy = randomUUID(),
  sponsorId: string | null = null,
): DomainEvent => ({
  type: 'OrganizationDetailsSaved',
  data: { ...organizationDetails(companyName), organizationId, savedBy, savedAt, sponsorId },
});
const raised = (organizationId: string, progress: number, step: OnboardingStep): DomainEvent => ({
  type: 'OnboardingProgressRaised',
  data: { organizationId, progress, lastCompletedStep: step, raisedAt: '2026-01-02T00:00:00.000Z' },
});

const given = async (organizationId: string, events: DomainEvent[]) => {
  const { lastCheckpoint } = await appendEvents(context.store, organizationStream(organizationId), events);
  await untilVisible(context.store, lastCheckpoint);
  const recorded = (await storedEvents(context.store)).filter((event) => event.streamId === organizationStream(organizationId));
  return { recorded, keys: await project(context.db, companiesProjector, recorded) };
};
const lineOf = async (id: string) =>
  (await listCompanies(context.db, { limit: 100, sortBy: 'companyName', sortDirection: 'asc' })).items.find((company) => company.id === id);

describe('companies projector (the admin Companies table, spec 3 §2.2)', () => {
  it('keeps the first creator and creation time, the latest details, and progress raised before the first save', async () => {
    const id = randomUUID();
    const creator = randomUUID();
    const { keys } = await given(id, [
      raised(id, 40, 'CreatedJobFair'),
      saved(id, 'Acme', '2026-01-01T09:00:00.000Z', creator),
      saved(id, 'Acme Corp', '2026-01-03T09:00:00.000Z'),
    ]);
    expect(keys).toEqual([`organization:${id}`, `organization:${id}`, `organization:${id}`]);
    expect(await lineOf(id)).toEqual({
      id,
      companyName: 'Acme Corp',
      city: 'Austin',
      state: 'TX',
      createdAt: '2026-01-01T09:00:00.000Z',
      createdBy: creator,
      sponsorId: null,
      sponsorName: null,
      onBoardingProgress: { progress: 40, lastCompletedStep: 'CreatedJobFair' },
    });
  });

  it('only ever raises the onboarding progress (spec 1 §4.3), and lists no organization before its details are saved', async () => {
    const id = randomUUID();
    await given(id, [raised(id, 60, 'JobFairPaymentCompleted'), raised(id, 40, 'CreatedJobFair')]);
    expect(await lineOf(id)).toBeUndefined();
    await given(id, [saved(id, 'Zenith', '2026-01-01T09:00:00.000Z')]);
    expect((await lineOf(id))?.onBoardingProgress).toEqual({ progress: 60, lastCompletedStep: 'JobFairPaymentCompleted' });
  });

  it('names the sponsor a company was saved with (registered through its invitation), as the sponsor is named now', async () => {
    const sponsorId = randomUUID();
    const { lastCheckpoint } = await appendEvents(context.store, sponsorStream(sponsorId), [
      {
        type: 'SponsorCreated',
        data: {
          sponsorId,
          name: 'Metro Herald',
          subdomain: 'metro',
          description: '',
          sponsoredByText: 'A newspaper',
          createdBy: randomUUID(),
          createdAt: '2026-01-01T08:00:00.000Z',
        },
      },
    ]);
    await untilVisible(context.store, lastCheckpoint);
    const sponsorEvents = (await storedEvents(context.store)).filter((event) => event.streamId === sponsorStream(sponsorId));
    await project(context.db, companiesProjector, sponsorEvents);
    const id = randomUUID();
    await given(id, [saved(id, 'Invited Co', '2026-01-01T09:00:00.000Z', randomUUID(), sponsorId)]);
    expect(await lineOf(id)).toMatchObject({ sponsorId, sponsorName: 'Metro Herald' });
  });

  it('changes nothing when the same events are applied again, whole or one by one', async () => {
    const id = randomUUID();
    const { recorded } = await given(id, [
      saved(id, 'Acme', '2026-01-01T09:00:00.000Z'),
      raised(id, 20, 'FilledOrganizationDetails'),
      saved(id, 'Acme Corp', '2026-01-03T09:00:00.000Z'),
    ]);
    const before = await dumpTables(context.db, companiesProjector.tables);
    expect(await project(context.db, companiesProjector, recorded)).toEqual([]);
    for (const event of recorded) expect(await project(context.db, companiesProjector, [event])).toEqual([]);
    expect(await dumpTables(context.db, companiesProjector.tables)).toEqual(before);
  });
});
