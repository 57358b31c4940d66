import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothStream } from '../../domain/booth/booth';
import { presenceStream } from '../../domain/presence/presence';
import { boothQueueStream } from '../../domain/queue/booth-queue';
import { boothVisitStream } from '../../domain/report/booth-visit';
import { boothReportProjector } from '../../projections/projectors/booth-report';
import { createTestDatabase } from '../support/database';
import { appendEvents, openProjectionContext, type ProjectionTestContext } from './fixtures';
import { project, storedEvents, untilVisible } from './project';

// The report's read model (spec 2 §3 Booth metrics): people once each, answers kept after the queue
// forgets them, questions by their latest wording; a replay changes nothing.
let context: ProjectionTestContext;
beforeAll(async () => {
  context = await openProjectionContext(await createTestDatabase('booth_report_projector'));
});
afterAll(() => context.close());

const [jobFairId, boothId, organizationId, seekerId, otherSeekerId, entryId, laterEntryId] = Array.from({ length: 7 }, () =>
  randomUUID(),
) as [string, string, string, string, string, string, string];
const at = (minute: number) => `2026-11-22T16:${String(minute).padStart(2, '0')}:00.000Z`;
const booth = { boothId, jobFairId, organizationId };
const queue = { queueId: boothId, ...booth };

describe('booth report projection', () => {
  it('counts sign-ins, visits and entrants once per person, keeps answers and the latest wording of questions; a replay changes nothing', async () => {
    const appended = [
      await appendEvents(context.store, presenceStream(seekerId), [
        {
          type: 'UserPresenceChanged',
          data: {
            userId: seekerId,
            presenceStatus: 'LOGGED_IN',
            previousStatus: null,
            lastPresenceJobFairId: jobFairId,
            cause: 'Connected',
            changedAt: at(0),
          },
        },
        {
          type: 'UserPresenceChanged',
          data: {
            userId: seekerId,
            presenceStatus: 'DISCONNECTED',
            previousStatus: 'LOGGED_IN',
            lastPresenceJobFairId: jobFairId,
            cause: 'Disconnected',
            changedAt: at(1),
          },
        },
        {
          type: 'UserPresenceChanged',
          data: {
            userId: seekerId,
            presenceStatus: 'AWAY',
            previousStatus: 'DISCONNECTED',
            lastPresenceJobFairId: jobFairId,
            cause: 'Connected',
            changedAt: at(2),
          },
        },
      ]),
      // Online without a fair, or gone from one, is no sign-in to it.
      await appendEvents(context.store, presenceStream(otherSeekerId), [
        {
          type: 'UserPresenceChanged',
          data: {
            userId: otherSeekerId,
            presenceStatus: 'LOGGED_IN',
            previousStatus: null,
            lastPresenceJobFairId: null,
            cause: 'Connected',
            changedAt: at(0),
          },
        },
        {
          type: 'UserPresenceChanged',
          data: {
            userId: otherSeekerId,
            presenceStatus: 'LOGGED_OUT',
            previousStatus: 'LOGGED_IN',
            lastPresenceJobFairId: jobFairId,
            cause: 'SignedOut',
            changedAt: at(1),
          },
        },
      ]),
      await appendEvents(context.store, boothVisitStream(boothId, seekerId), [
        { type: 'BoothVisited', data: { ...booth, jobSeekerId: seekerId, visitedAt: at(3) } },
      ]),
      await appendEvents(context.store, boothStream(boothId), [
        {
          type: 'QueueQuestionsSaved',
          data: {
            ...booth,
            questions: [
              { id: 'q1', name: 'Old wording?', rank: 0 },
              { id: 'q2', name: 'Second?', rank: 1 },
            ],
            savedBy: 'x',
            savedAt: at(0),
          },
        },
        {
          type: 'QueueQuestionsSaved',
          data: { ...booth, questions: [{ id: 'q1', name: 'New wording?', rank: 1 }], savedBy: 'x', savedAt: at(4) },
        },
      ]),
      await appendEvents(context.store, boothQueueStream(boothId), [
        {
          type: 'QueueEntered',
          data: {
            ...queue,
            entryId,
            seekerId,
            score: 1,
            maxScore: 2,
            priority: 3,
            answers: [
              { questionId: 'q1', answer: true },
              { questionId: 'q2', answer: false },
            ],
            enteredAt: at(5),
          },
        },
        { type: 'QueueLeft', data: { ...queue, entryId, seekerId, reason: 'Left', leftBy: seekerId, leftAt: at(6) } },
        {
          type: 'QueueEntered',
          data: {
            ...queue,
            entryId: laterEntryId,
            seekerId,
            score: 1,
            maxScore: 1,
            priority: 2,
            answers: [{ questionId: 'q1', answer: true }],
            enteredAt: at(7),
          },
        },
      ]),
    ];
    for (const { lastCheckpoint } of appended) await untilVisible(context.store, lastCheckpoint);
    const streams = new Set([
      presenceStream(seekerId),
      presenceStream(otherSeekerId),
      boothVisitStream(boothId, seekerId),
      boothStream(boothId),
      boothQueueStream(boothId),
    ]);
    const events = (await storedEvents(context.store)).filter((event) => streams.has(event.streamId));

    const read = async () => ({
      logins: await context.db('report_fair_logins').where({ job_fair_id: jobFairId }).select('user_id', 'first_at'),
      visitors: await context.db('report_booth_visitors').where({ booth_id: boothId }).pluck('user_id'),
      entrants: await context.db('report_booth_entrants').where({ booth_id: boothId }).select('user_id', 'first_at'),
      answers: await context
        .db('report_entry_answers')
        .where({ booth_id: boothId })
        .orderBy('score')
        .orderBy('max_score')
        .select('entry_id', 'score', 'max_score', 'answers'),
      questions: await context
        .db('report_questions')
        .where({ booth_id: boothId })
        .orderBy('question_id')
        .select('question_id', 'name', 'rank'),
    });
    await project(context.db, boothReportProjector, events);
    const once = await read();
    expect(once.logins).toEqual([{ user_id: seekerId, first_at: new Date(at(0)) }]);
    expect(once.visitors).toEqual([seekerId]);
    expect(once.entrants).toEqual([{ user_id: seekerId, first_at: new Date(at(5)) }]);
    expect(once.answers).toEqual([
      { entry_id: laterEntryId, score: 1, max_score: 1, answers: [{ questionId: 'q1', answer: true }] },
      {
        entry_id: entryId,
        score: 1,
        max_score: 2,
        answers: [
          { questionId: 'q1', answer: true },
          { questionId: 'q2', answer: false },
        ],
      },
    ]);
    // A question dropped later keeps the words it was answered in.
    expect(once.questions).toEqual([
      { question_id: 'q1', name: 'New wording?', rank: 1 },
      { question_id: 'q2', name: 'Second?', rank: 1 },
    ]);

    await project(context.db, boothReportProjector, events);
    expect(await read()).toEqual(once);
  });
});
