import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import { boothQueueStream } from '../../domain/queue/booth-queue';
import { queuesProjector } from '../../projections/projectors/queues';
import { createTestDatabase } from '../support/database';
import { appendEvents, dumpTables, openProjectionContext, type ProjectionTestContext } from './fixtures';
import { project, storedEvents, untilVisible } from './project';

let context: ProjectionTestContext;
beforeAll(async () => {
  context = await openProjectionContext(await createTestDatabase('queues_projector'));
});
afterAll(() => context.close());

const [boothId, jobFairId, organizationId] = [randomUUID(), randomUUID(), randomUUID()];
const ids = { queueId: boothId, boothId, jobFairId, organizationId };
const [s1, s2, e1, e2] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const entered = (entryId: string, seekerId: string, minute: number): DomainEvent => ({
  type: 'QueueEntered',
  data: { ...ids, entryId, seekerId, score: 1, maxScore: 2, priority: 3, answers: [], enteredAt: `2026-11-22T16:0${minute}:00.000Z` },
});

describe('queues projector', () => {
  it('keeps waiting candidates with the next in queue at priority 0; leavers go; a replay changes nothing', async () => {
    const appended = await appendEvents(context.store, boothQueueStream(boothId), [
      entered(e1, s1, 1),
      { type: 'NextInQueueChosen', data: { ...ids, entryId: e1, seekerId: s1, chosenAt: '2026-11-22T16:01:00.000Z' } },
      entered(e2, s2, 2),
      { type: 'QueueLeft', data: { ...ids, entryId: e1, seekerId: s1, reason: 'Left', leftBy: s1, leftAt: '2026-11-22T16:03:00.000Z' } },
      { type: 'NextInQueueChosen', data: { ...ids, entryId: e2, seekerId: s2, chosenAt: '2026-11-22T16:03:00.000Z' } },
    ]);
    await untilVisible(context.store, appended.lastCheckpoint);
    const events = (await storedEvents(context.store)).filter((event) => event.streamId === boothQueueStream(boothId));

    const keys = await project(context.db, queuesProjector, events);
    expect(new Set(keys)).toEqual(
      new Set([
        `booth-queue:${boothId}`,
        `seeker-queues:${jobFairId}:${s1}`,
        `seeker-queues:${jobFairId}:${s2}`,
        `fair-queue-counts:${jobFairId}`,
      ]),
    );
    const rows = await context.db('queue_entries').where({ booth_id: boothId });
    expect(rows.map((row) => [row.id, row.priority, row.status])).toEqual([[e2, 0, 'NEXT_IN_QUEUE']]);

    const before = await dumpTables(context.db, queuesProjector.tables);
    expect(await project(context.db, queuesProjector, events)).toEqual([]);
    expect(await dumpTables(context.db, queuesProjector.tables)).toEqual(before);
  });
});
