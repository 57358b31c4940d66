import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothFieldsSchema } from '../../domain/booth/booth-schema';
import { interviewSessionStream } from '../../domain/interview/interview-session';
import { createInterviewMatcher, type InterviewMatcher } from '../../command-api/application/workflows/interview-matcher';
import { buildTestApi, envelopeOf, testClock, type TestApi, type TestUser } from '../support/api';
import { httpAs } from '../support/http';
import { createBooth, createRunningFair, fairAndBoothsVisible, RUNNING } from '../support/running-fair';
import { until } from '../support/wait';

// Server-side calling (docs/queue.md "Server-side calling"): 20 recruiters switch on at once over 5 waiting
// candidates through real HTTP requests, while 20 matchers race: no candidate is offered twice and
// no recruiter holds two sessions. Unanswered offers end TIMED_OUT by the server after 21 seconds.
let api: TestApi;
let matcher: InterviewMatcher;
let http: ReturnType<typeof httpAs>;
const organizationId = randomUUID();
const jobFairId = randomUUID();
const boothId = randomUUID();
let recruiters: TestUser[];
let seekers: TestUser[];

beforeAll(async () => {
  api = await buildTestApi('api_interview_calling', { clock: testClock(new Date(RUNNING)) });
  http = httpAs(await api.app.listen({ port: 0, host: '127.0.0.1' }));
  matcher = createInterviewMatcher({
    store: api.store,
    db: api.db,
    clock: api.clock,
    newId: randomUUID,
    logger: pino({ level: 'silent' }),
  });
  await createRunningFair(api.store, { jobFairId, organizationId, name: 'Calling fair' });
  recruiters = await Promise.all(Array.from({ length: 20 }, () => api.user(['Recruiter'], organizationId)));
  seekers = await Promise.all(Array.from({ length: 5 }, () => api.user(['Applicant'], null)));
  const fields = boothFieldsSchema.parse({ name: 'Calling booth', chatDuration: 600_000, recruiters: recruiters.map((r) => r.userId) });
  await createBooth(api.store, { boothId, jobFairId, organizationId, fields });
  await fairAndBoothsVisible(api.db, jobFairId, [boothId]);
});
afterAll(async () => {
  await matcher?.stop();
  await api?.close();
});

describe('server-side calling', () => {
  it('offers each of 5 candidates to exactly one of 20 recruiters who switch on at once', async () => {
    for (const seeker of seekers)
      expect((await http(seeker, 'POST', `/jobfairs/${jobFairId}/queueUsers/byBoothId/${boothId}`, { answers: [] })).status).toBe(201);

    const switched = await Promise.all(
      recruiters.map((recruiter) =>
        http(recruiter, 'PUT', `/jobfairs/${jobFairId}/recruiters/${recruiter.userId}/availability`, { boothId, isAvailableForChat: true }),
      ),
    );
    expect(switched.map((answer) => answer.status)).toEqual(recruiters.map(() => 200));
    await api.readModelsCaughtUp();
    // As many matchers as change notices, racing on the same streams.
    await Promise.all(recruiters.map(() => matcher.match(boothId)));

    await until(
      async () =>
        (await api.db('interview_sessions').where({ booth_id: boothId })).length >= 5 &&
        !(await api.db('queue_entries').where({ booth_id: boothId }).whereNull('session_id').first()),
      'the offers',
    );
    const sessions = await api.db('interview_sessions').where({ booth_id: boothId });
    const queueEvents = (await api.store.readStream(`queue-${boothId}`)).events.map((e) => [
      e.type,
      (e.data as any).seekerId,
      (e.data as any).sessionId,
    ]);
    expect(
      sessions.map((s) => [s.candidate_id, s.recruiter_id, s.id]),
      JSON.stringify(queueEvents),
    ).toHaveLength(5);
    expect(sessions.every((session) => session.status === 'AWAITING')).toBe(true);
    expect(new Set(sessions.map((session) => session.candidate_id))).toEqual(new Set(seekers.map((seeker) => seeker.userId)));
    expect(new Set(sessions.map((session) => session.recruiter_id)).size).toBe(5);
    const listed = (await http(recruiters[0]!, 'GET', `/jobfairs/${jobFairId}/queueUsers/byBoothId/${boothId}`)).body!.data as {
      interviewerId: string | null;
      priority: number;
      status: string;
    }[];
    expect(new Set(listed.map((row) => row.interviewerId))).toEqual(new Set(sessions.map((session) => session.recruiter_id)));
    const entries = await api.db('queue_entries').where({ booth_id: boothId });
    expect(entries.map((entry) => [entry.priority, entry.status])).toEqual(entries.map(() => [-1, 'IN_INTERVIEW']));
    // Recruiters who lost the race were given back their availability; wait for the read model to say so.
    await until(
      async () => (await api.db('recruiter_availability').where({ booth_id: boothId }).whereNotNull('session_id')).length === 5,
      'five engaged recruiters',
    );
    expect(
      await api.db('recruiter_availability').where({ booth_id: boothId, is_available: true }).count<{ count: string }[]>('* as count'),
    ).toEqual([{ count: '15' }]);
  });

  it('the candidate joins within 21 s: IN_PROGRESS with interviewStartedAt; others time out, leave the queue, and their recruiters stay off', async () => {
    const [joiner] = seekers as [TestUser];
    const session = await api.db('interview_sessions').where({ candidate_id: joiner.userId }).first();
    const joined = await http(joiner, 'PUT', `/jobfairs/${jobFairId}/interviewSessions/${session.id}`, { status: 'IN_PROGRESS' });
    expect(joined.status).toBe(200);
    expect(joined.body!.data).toMatchObject({ id: session.id, status: 'IN_PROGRESS', interviewStartedAt: RUNNING });
    expect(
      (await http(seekers[1]!, 'PUT', `/jobfairs/${jobFairId}/interviewSessions/${session.id}`, { status: 'IN_PROGRESS' })).status,
    ).toBe(403);

    api.clock.advance(20_000);
    expect(await matcher.sweepTimeouts()).toBe(0);
    api.clock.advance(1_000);
    expect(await matcher.sweepTimeouts()).toBe(4);
    await until(
      async () => (await api.db('interview_sessions').where({ booth_id: boothId, status: 'ENDED' })).length === 4,
      'the timeouts',
    );
    const ended = await api.db('interview_sessions').where({ booth_id: boothId, status: 'ENDED' });
    expect(ended.every((row) => row.end_reason === 'TIMED_OUT' && row.ended_by === 'server')).toBe(true);
    const timedOut = (await api.store.readStream(interviewSessionStream(ended[0].id))).events.at(-1);
    expect(timedOut?.type).toBe('InterviewEnded');

    await until(async () => (await api.db('queue_entries').where({ booth_id: boothId })).length === 1, 'the queue to empty');
    const released = await api.db('recruiter_availability').whereIn(
      'recruiter_id',
      ended.map((row) => row.recruiter_id),
    );
    expect(released.map((row) => [row.is_available, row.session_id])).toEqual(released.map(() => [false, null]));
    // A timed-out candidate may enter again.
    expect((await http(seekers[1]!, 'POST', `/jobfairs/${jobFairId}/queueUsers/byBoothId/${boothId}`, { answers: [] })).status).toBe(201);
  });

  it("answers a candidate's sessions and refuses joining one that timed out", async () => {
    const seeker = seekers[2]!;
    const mine = await http(seeker, 'GET', `/jobfairs/${jobFairId}/interviewSessions/byCandidateId/${seeker.userId}`);
    expect(mine.status).toBe(200);
    expect(mine.body!.data[0]).toMatchObject({ candidateId: seeker.userId, status: 'ENDED', endReason: 'TIMED_OUT' });
    expect(
      (await http(seeker, 'PUT', `/jobfairs/${jobFairId}/interviewSessions/${mine.body!.data[0].id}`, { status: 'IN_PROGRESS' })).status,
    ).toBe(409);
    expect((await http(seeker, 'GET', `/jobfairs/${jobFairId}/interviewSessions/byCandidateId/${seekers[3]!.userId}`)).status).toBe(403);
    expect(envelopeOf).toBeDefined();
  });
});
