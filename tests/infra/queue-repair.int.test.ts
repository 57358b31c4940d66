import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewSessionStream } from '../../domain/interview/interview-session';
import { boothQueueStream } from '../../domain/queue/booth-queue';
import { queueSeatStream } from '../../domain/queue/queue-seat';
import { availabilityStream } from '../../domain/queue/recruiter-availability';
import type { Platform } from '../../infra/platform';
import { DEMO_ACCOUNTS, DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { eventually } from '../support/eventually';
import { startTestPlatform } from '../support/platform';
import { appendEvents } from '../projections/fixtures';

// The two crash windows of the queue engine, created by appending only the first half of a flow,
// then repaired by the process that runs at start and periodically (here called directly).
let platform: Platform;
const person = (email: string) => DEMO_ACCOUNTS.find((account) => account.email === email)!;
const [rita, ravi, sam, sofia] = ['recruiter1', 'recruiter2', 'seeker1', 'seeker2'].map((name) => person(`${name}@demo.jobfair.test`)) as [
  ReturnType<typeof person>,
  ReturnType<typeof person>,
  ReturnType<typeof person>,
  ReturnType<typeof person>,
];
const now = () => new Date().toISOString();
const fair = { jobFairId: DEMO_JOB_FAIR_ID };
const queueOf = (boothId: string) => ({ queueId: boothId, boothId, jobFairId: DEMO_JOB_FAIR_ID, organizationId: DEMO_ORGANIZATION_ID });
const projected = (read: () => Promise<unknown>) => eventually(read, Boolean, undefined, 'projection');
const typesOf = async (streamId: string) => (await platform.store.readStream(streamId)).events.map((event) => event.type);

beforeAll(async () => {
  // settleMs 0: a half-done flow counts as broken at once (the default leaves 30 s for a command in flight).
  platform = await startTestPlatform('queue_repair', { queueRepair: { settleMs: 0, intervalMs: 3_600_000 } });
});
afterAll(() => platform?.close());

describe('queue repair', () => {
  it('gives a recruiter engaged for a session that was never offered their availability back', async () => {
    const booth = DEMO_BOOTH_IDS[0];
    const desk = { ...fair, recruiterId: rita.userId, boothId: booth };
    const sessionId = randomUUID();
    await appendEvents(platform.store, availabilityStream(DEMO_JOB_FAIR_ID, rita.userId), [
      { type: 'RecruiterAvailabilityChanged', data: { ...desk, isAvailableForChat: true, changedAt: now() } },
      { type: 'RecruiterEngaged', data: { ...desk, sessionId, engagedAt: now() } }, // the matcher died here
    ]);
    await projected(() => platform.db('recruiter_availability').where({ recruiter_id: rita.userId, session_id: sessionId }).first());

    expect(await platform.queueRepair.repair()).toEqual({ recruitersReleased: 1, sessionsOffered: 0, seatsFreed: 0 });
    expect((await platform.store.readStream(availabilityStream(DEMO_JOB_FAIR_ID, rita.userId))).events.at(-1)).toMatchObject({
      type: 'RecruiterReleased',
      data: { sessionId, isAvailableForChat: true },
    });
    await eventually(
      () => platform.db('recruiter_availability').where({ recruiter_id: rita.userId }).first(),
      (row) => row.session_id === null && row.is_available === true,
    );
    expect(await platform.queueRepair.repair()).toEqual({ recruitersReleased: 0, sessionsOffered: 0, seatsFreed: 0 });
  });

  it('offers the session when the queue had already assigned a candidate to it', async () => {
    const booth = DEMO_BOOTH_IDS[2];
    const desk = { ...fair, recruiterId: ravi.userId, boothId: booth };
    const sessionId = randomUUID();
    const entryId = randomUUID();
    await appendEvents(platform.store, boothQueueStream(booth), [
      {
        type: 'QueueEntered',
        data: { ...queueOf(booth), entryId, seekerId: sofia.userId, score: 1, maxScore: 1, priority: 2, answers: [], enteredAt: now() },
      },
    ]);
    await appendEvents(platform.store, availabilityStream(DEMO_JOB_FAIR_ID, ravi.userId), [
      { type: 'RecruiterAvailabilityChanged', data: { ...desk, isAvailableForChat: true, changedAt: now() } },
      { type: 'RecruiterEngaged', data: { ...desk, sessionId, engagedAt: now() } },
    ]);
    await appendEvents(platform.store, boothQueueStream(booth), [
      {
        type: 'InterviewAssigned',
        data: {
          ...queueOf(booth),
          entryId,
          seekerId: sofia.userId,
          score: 1,
          maxScore: 1,
          recruiterId: ravi.userId,
          sessionId,
          assignedAt: now(),
        },
      },
    ]); // ...and died before the offer
    await projected(() => platform.db('queue_entries').where({ id: entryId, session_id: sessionId }).first());
    await projected(() => platform.db('recruiter_availability').where({ recruiter_id: ravi.userId, session_id: sessionId }).first());

    expect(await platform.queueRepair.repair()).toEqual({ recruitersReleased: 0, sessionsOffered: 1, seatsFreed: 0 });
    expect(await typesOf(interviewSessionStream(sessionId))).toEqual(['InterviewOffered']);
    await eventually(
      () => platform.db('interview_sessions').where({ id: sessionId }).first(),
      (row) => row?.status === 'AWAITING' && row.candidate_id === sofia.userId,
    );
    expect(await platform.queueRepair.repair()).toEqual({ recruitersReleased: 0, sessionsOffered: 0, seatsFreed: 0 });
  });

  it('frees a seat left taken after its queue entry was left, so the seeker can enter a queue again', async () => {
    const booth = DEMO_BOOTH_IDS[1];
    const entryId = randomUUID();
    const seat = { ...fair, seekerId: sam.userId, queueId: booth };
    await appendEvents(platform.store, queueSeatStream(DEMO_JOB_FAIR_ID, sam.userId), [
      { type: 'QueueSeatTaken', data: { ...seat, boothId: booth, entryId, takenAt: now() } },
    ]);
    await appendEvents(platform.store, boothQueueStream(booth), [
      {
        type: 'QueueEntered',
        data: { ...queueOf(booth), entryId, seekerId: sam.userId, score: 2, maxScore: 2, priority: 2, answers: [], enteredAt: now() },
      },
      { type: 'NextInQueueChosen', data: { ...queueOf(booth), entryId, seekerId: sam.userId, chosenAt: now() } },
      { type: 'QueueLeft', data: { ...queueOf(booth), entryId, seekerId: sam.userId, reason: 'Left', leftBy: sam.userId, leftAt: now() } },
    ]); // the seat was never freed
    await projected(() => platform.db('queue_seats').where({ seeker_id: sam.userId, entry_id: entryId }).whereNull('freed_at').first());
    await eventually(
      () => platform.db('queue_entries').where({ id: entryId }).first(),
      (row) => row === undefined,
    );

    const signIn = await fetch(`${platform.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: sam.email, password: DEMO_PASSWORD }),
    });
    const token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;
    const body = JSON.stringify({ answers: await answersOf(DEMO_BOOTH_IDS[0], token) });
    const enter = () =>
      fetch(`${platform.url}/api/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers/byBoothId/${DEMO_BOOTH_IDS[0]}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
    expect((await enter()).status).toBe(409); // blocked by the stale seat

    expect(await platform.queueRepair.repair()).toEqual({ recruitersReleased: 0, sessionsOffered: 0, seatsFreed: 1 });
    expect((await typesOf(queueSeatStream(DEMO_JOB_FAIR_ID, sam.userId))).at(-1)).toBe('QueueSeatFreed');
    await eventually(
      () => platform.db('queue_seats').where({ seeker_id: sam.userId }).first(),
      (row) => row.freed_at !== null,
    );
    expect(await platform.queueRepair.repair()).toEqual({ recruitersReleased: 0, sessionsOffered: 0, seatsFreed: 0 });
    expect((await enter()).status).toBe(201);
  });
});

const answersOf = async (boothId: string, token: string) => {
  const response = await fetch(`${platform.url}/api/jobfairs/${DEMO_JOB_FAIR_ID}/boothQuestions/${boothId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { questions: { id: string }[] } }).data.questions.map((question) => ({
    questionId: question.id,
    answer: true,
  }));
};
