import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothStream } from '../../domain/booth/booth';
import type { DomainEvent } from '../../domain/events';
import { boothsProjector } from '../../projections/projectors/booths';
import { createTestDatabase } from '../support/database';
import { appendEvents, openProjectionContext, type ProjectionTestContext } from './fixtures';
import { project, storedEvents, untilVisible } from './project';

let context: ProjectionTestContext;
beforeAll(async () => {
  context = await openProjectionContext(await createTestDatabase('booths_projector'));
});
afterAll(() => context.close());

const [jobFairId, organizationId, actor] = [randomUUID(), randomUUID(), randomUUID()];
const created = (boothId: string, name: string, sortOrder: number): DomainEvent => ({
  type: 'BoothCreated',
  data: {
    boothId,
    jobFairId,
    organizationId,
    name,
    description: 'We hire engineers',
    linkToJobBoard: '',
    hotJobSummary: 'Senior engineer',
    chatDuration: 600_000,
    isFeatured: false,
    companyImageUrl: null,
    minimumScore: 0,
    recruiters: [actor],
    jobs: [{ description: 'Engineer', link: 'https://jobs.example.com/1' }],
    sortOrder,
    createdBy: actor,
    createdAt: '2026-01-01T09:00:00.000Z',
  },
});
const questionsSaved = (boothId: string, names: string[]): DomainEvent => ({
  type: 'QueueQuestionsSaved',
  data: {
    boothId,
    jobFairId,
    organizationId,
    questions: names.map((name, rank) => ({ id: `q${rank}`, name, rank })),
    savedBy: actor,
    savedAt: '2026-01-01T10:00:00.000Z',
  },
});

const given = async (boothId: string, events: DomainEvent[]) => {
  await untilVisible(context.store, (await appendEvents(context.store, boothStream(boothId), events)).lastCheckpoint);
  return (await storedEvents(context.store)).filter((event) => event.streamId === boothStream(boothId));
};
const version = async () => (await context.db('jobfair_booth_list_versions').where({ job_fair_id: jobFairId }).first())?.version;

describe('booths projector', () => {
  it('stores booths with their questions and bumps the fair booth list version once per change (spec 1 §4.9)', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const firstEvents = await given(first, [
      created(first, 'Engineering', 0),
      questionsSaved(first, ['Authorized to work?', 'Three years?']),
    ]);
    const secondEvents = await given(second, [created(second, 'Sales', 1)]);

    const keys = await project(context.db, boothsProjector, [...firstEvents, ...secondEvents]);

    expect(new Set(keys)).toEqual(
      new Set([`jobfair-booths:${jobFairId}`, `organization:${organizationId}`, `booth:${first}`, `booth:${second}`]),
    );
    const rows = await context.db('booths').where({ job_fair_id: jobFairId }).orderBy('sort_order');
    expect(rows.map((row) => [row.name, row.questions.map((q: { name: string }) => q.name)])).toEqual([
      ['Engineering', ['Authorized to work?', 'Three years?']],
      ['Sales', []],
    ]);
    expect(await version()).toBe(3);
  });

  it('changes nothing, version included, when the same events are applied again', async () => {
    const before = { rows: await context.db('booths').orderBy('id'), version: await version() };
    const keys = await project(context.db, boothsProjector, await storedEvents(context.store));
    expect(keys).toEqual([]);
    expect({ rows: await context.db('booths').orderBy('id'), version: await version() }).toEqual(before);
  });
});
