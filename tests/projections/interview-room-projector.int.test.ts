import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import { interviewSessionStream } from '../../domain/interview/interview-session';
import { reviewStream } from '../../domain/interview/review';
import { interviewSessionsProjector } from '../../projections/projectors/interview-sessions';
import { reviewsProjector } from '../../projections/projectors/reviews';
import { createTestDatabase } from '../support/database';
import { appendEvents, openProjectionContext, type ProjectionTestContext } from './fixtures';
import { project, storedEvents, untilVisible } from './project';

let context: ProjectionTestContext;
beforeAll(async () => {
  context = await openProjectionContext(await createTestDatabase('interview_room_projector'));
});
afterAll(() => context.close());

const [sessionId, jobFairId, boothId, organizationId, candidateId, recruiterId, entryId] = Array.from({ length: 7 }, () =>
  randomUUID(),
) as [string, string, string, string, string, string, string];
const ids = { sessionId, jobFairId, boothId, queueId: boothId, organizationId, candidateId, recruiterId };
const at = (minute: number) => `2026-11-22T16:${String(minute).padStart(2, '0')}:00.000Z`;
const chat = (message: string, senderUserId: string): DomainEvent => ({
  type: 'ChatMessagePosted',
  data: { ...ids, messageId: randomUUID(), senderUserId, senderName: 'N', message, time: at(3) },
});

describe('interview room projections', () => {
  it('keeps the timer, the transcript in order, the ending and the video room; a replay changes nothing', async () => {
    const session = await appendEvents(context.store, interviewSessionStream(sessionId), [
      {
        type: 'InterviewOffered',
        data: { ...ids, entryId, score: 1, maxScore: 2, offeredAt: at(0), expiresAt: '2026-11-22T16:00:21.000Z', chatDuration: 900_000 },
      },
      { type: 'InterviewStarted', data: { ...ids, interviewStartedAt: at(1) } },
      { type: 'VideoRoomOpened', data: { ...ids, provider: 'embedded', roomId: sessionId, openedAt: at(1) } },
      chat('Hello', candidateId),
      chat('Hi there', recruiterId),
      {
        type: 'InterviewExtended',
        data: { ...ids, durationAdded: 300_000, totalDurationAdded: 300_000, endsAt: at(21), extendedBy: recruiterId, extendedAt: at(4) },
      },
      { type: 'InterviewEnding', data: { ...ids, endReason: 'ENDED', endedBy: recruiterId, endingAt: at(5) } },
      { type: 'InterviewEnded', data: { ...ids, endReason: 'ENDED', endedBy: recruiterId, endedAt: at(5) } },
    ]);
    const review = await appendEvents(context.store, reviewStream(sessionId, recruiterId), [
      {
        type: 'ReviewSaved',
        data: {
          interviewSessionId: sessionId,
          jobFairId,
          organizationId,
          boothId,
          boothName: 'B',
          ratedBy: recruiterId,
          vjfpUserId: candidateId,
          rating: null,
          notes: 'typing',
          savedAt: at(4),
        },
      },
      {
        type: 'ReviewSaved',
        data: {
          interviewSessionId: sessionId,
          jobFairId,
          organizationId,
          boothId,
          boothName: 'B',
          ratedBy: recruiterId,
          vjfpUserId: candidateId,
          rating: 5,
          notes: 'Great',
          savedAt: at(5),
        },
      },
    ]);
    await untilVisible(context.store, review.lastCheckpoint);
    await untilVisible(context.store, session.lastCheckpoint);
    const events = (await storedEvents(context.store)).filter((event) =>
      [interviewSessionStream(sessionId), reviewStream(sessionId, recruiterId)].includes(event.streamId),
    );

    const read = async () => ({
      session: await context.db('interview_sessions').where({ id: sessionId }).first(),
      review: await context.db('reviews').where({ interview_session_id: sessionId }).select('rating', 'notes', 'vjfp_user_id'),
    });
    expect(await project(context.db, interviewSessionsProjector, events)).toContain(`interview-session:${sessionId}`);
    expect(await project(context.db, reviewsProjector, events)).toEqual([
      `interview-reviews:${sessionId}`,
      `interview-reviews:${sessionId}`,
    ]);
    const once = await read();
    expect(once.session).toMatchObject({
      status: 'ENDED',
      end_reason: 'ENDED',
      ended_by: recruiterId,
      chat_duration: 900_000,
      duration_added: 300_000,
      video_provider: 'embedded',
      video_room_id: sessionId,
    });
    expect(new Date(once.session.ends_at).toISOString()).toBe(at(21));
    expect(once.session.chat_transcript.map((m: { message: string; senderUserId: string }) => [m.message, m.senderUserId])).toEqual([
      ['Hello', candidateId],
      ['Hi there', recruiterId],
    ]);
    expect(once.review).toEqual([{ rating: 5, notes: 'Great', vjfp_user_id: candidateId }]);

    expect(await project(context.db, interviewSessionsProjector, events)).toEqual([]);
    expect(await project(context.db, reviewsProjector, events)).toEqual([]);
    expect(await read()).toEqual(once);
  });
});
