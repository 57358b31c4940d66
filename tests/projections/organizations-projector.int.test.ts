import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import { organizationStream } from '../../domain/organization/organization';
import { organizationsProjector } from '../../projections/projectors/organizations';
import { getOrganization } from '../../projections/queries/organizations';
import { createTestDatabase } from '../support/database';
import { appendEvents, dumpTables, openProjectionContext, organizationDetails, type ProjectionTestContext } from './fixtures';
import { project, storedEvents, untilVisible } from './project';

let context: ProjectionTestContext;
beforeAll(async () => {
  context = await openProjectionContext(await createTestDatabase('organizations_projector'));
});
afterAll(() => context.close());

const saved = (organizationId: string, companyName: string, savedAt: string, savedBy = randomUUID()): DomainEvent => ({
  type: 'OrganizationDetailsSaved',
  data: { ...organizationDetails(companyName), organizationId, savedBy, savedAt, sponsorId: null },
});
const raised = (
  organizationId: string,
  progress: number,
  step: 'FilledOrganizationDetails' | 'CreatedJobFair',
  raisedAt = '2026-01-02T00:00:00.000Z',
): DomainEvent => ({
  type: 'OnboardingProgressRaised',
  data: { organizationId, progress, lastCompletedStep: step, raisedAt },
});

/** Given these events on one organization's stream, project them all (once). */
const given = async (organizationId: string, events: DomainEvent[]) => {
  const { lastCheckpoint } = await appendEvents(context.store, organizationStream(organizationId), events);
  await untilVisible(context.store, lastCheckpoint);
  const recorded = (await storedEvents(context.store)).filter((event) => event.streamId === organizationStream(organizationId));
  expect(recorded.at(-1)?.checkpoint).toBe(lastCheckpoint);
  return { recorded, keys: await project(context.db, organizationsProjector, recorded) };
};

describe('organizations projector', () => {
  it('turns saved details and raised progress into the organization row', async () => {
    const id = randomUUID();
    const creator = randomUUID();
    const { keys } = await given(id, [saved(id, 'Acme', '2026-01-01T09:00:00.000Z', creator), raised(id, 20, 'FilledOrganizationDetails')]);

    expect(keys).toEqual([`organization:${id}`, `organization:${id}`]);
    expect(await getOrganization(context.db, id)).toEqual({
      id,
      companyName: 'Acme',
      companyDetails: 'Acme hires',
      jobBoardLink: 'https://',
      companyLogo: 'logos/Acme.png',
      companyDocuments: ['docs/Acme.pdf'],
      city: 'Austin',
      state: 'TX',
      companyWebsite: 'https://acme.example',
      brandColor: null,
      onBoardingProgress: { progress: 20, lastCompletedStep: 'FilledOrganizationDetails' },
      sponsorId: null,
      sponsorName: null,
      createdBy: creator,
      createdAt: '2026-01-01T09:00:00.000Z',
      updatedAt: '2026-01-01T09:00:00.000Z',
    });
  });

  it('keeps the creator and creation time when the details are saved again', async () => {
    const id = randomUUID();
    const creator = randomUUID();
    await given(id, [saved(id, 'Acme', '2026-01-01T09:00:00.000Z', creator), saved(id, 'Acme Corp', '2026-01-03T09:00:00.000Z')]);

    expect(await getOrganization(context.db, id)).toMatchObject({
      companyName: 'Acme Corp',
      createdBy: creator,
      createdAt: '2026-01-01T09:00:00.000Z',
      updatedAt: '2026-01-03T09:00:00.000Z',
    });
  });

  it('only ever raises the onboarding progress (spec 1 §4.3)', async () => {
    const id = randomUUID();
    const { keys } = await given(id, [
      saved(id, 'Acme', '2026-01-01T09:00:00.000Z'),
      raised(id, 40, 'CreatedJobFair'),
      raised(id, 20, 'FilledOrganizationDetails'),
    ]);

    expect(keys).toHaveLength(2);
    expect((await getOrganization(context.db, id))?.onBoardingProgress).toEqual({ progress: 40, lastCompletedStep: 'CreatedJobFair' });
  });

  it('keeps progress raised before the details were first saved', async () => {
    const id = randomUUID();
    await given(id, [raised(id, 40, 'CreatedJobFair'), saved(id, 'Acme', '2026-01-01T09:00:00.000Z')]);

    expect((await getOrganization(context.db, id))?.onBoardingProgress).toEqual({ progress: 40, lastCompletedStep: 'CreatedJobFair' });
  });

  it('changes nothing when the same events are applied again, whole or one by one', async () => {
    const id = randomUUID();
    const { recorded } = await given(id, [
      raised(id, 20, 'FilledOrganizationDetails'),
      saved(id, 'Acme', '2026-01-01T09:00:00.000Z'),
      saved(id, 'Acme Corp', '2026-01-03T09:00:00.000Z'),
      raised(id, 40, 'CreatedJobFair'),
    ]);
    const before = await dumpTables(context.db, organizationsProjector.tables);

    expect(await project(context.db, organizationsProjector, recorded)).toEqual([]);
    for (const event of recorded) expect(await project(context.db, organizationsProjector, [event])).toEqual([]);
    expect(await dumpTables(context.db, organizationsProjector.tables)).toEqual(before);
  });
});
