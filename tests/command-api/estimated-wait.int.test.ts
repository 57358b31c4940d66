import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothFieldsSchema } from '../../domain/booth/booth-schema';
import { createInterviewMatcher, type InterviewMatcher } from '../../command-api/application/workflows/interview-matcher';
import { buildTestApi, testClock, type TestApi, type TestClock, type TestUser } from '../support/api';
import { httpAs } from '../support/http';
import { createBooth, createRunningFair, fairAndBoothsVisible, RUNNING } from '../support/running-fair';
import { until } from '../support/wait';

// Each waiting candidate's estimated wait comes from the queue's recent interview
// lengths and the recruiters serving it now, through real HTTP and the server's own matcher.
const minutes = (n: number) => n * 60_000;
let api: TestApi;
let clock: TestClock;
let matcher: InterviewMatcher;
let http: ReturnType<typeof httpAs>;
const organizationId = randomUUID();
const jobFairId = randomUUID();
const boothId = randomUUID();
let rita: TestUser;
let ravi: TestUser;
let seekers: TestUser[];

const enter = async (seeker: TestUser) =>
  expect((await http(seeker, 'POST', `/queueUsers/byBoothId/${boothId}`, { answers: [] })).status).toBe(201);
const switchOn = async (recruiter: TestUser) =>
  expect((await http(recruiter, 'PUT', `/recruiters/${recruiter.userId}/availability`, { boothId, isAvailableForChat: true })).status).toBe(
    200,
  );
/** Each candidate's estimated wait in minutes, in queue order, as the booth's recruiters read it. */
const waits = async () =>
  ((await http(rita, 'GET', `/queueUsers/byBoothId/${boothId}`)).body!.data as { estimatedWaitMs: number | null }[]).map((row) =>
    row.estimatedWaitMs === null ? null : row.estimatedWaitMs / 60_000,
  );
const offeredTo = async (recruiter: TestUser) => {
  await until(
    async () => Boolean(await api.db('interview_sessions').where({ recruiter_id: recruiter.userId, status: 'AWAITING' }).first()),
    'the offer',
  );
  return (await api.db('interview_sessions').where({ recruiter_id: recruiter.userId, status: 'AWAITING' }).first()) as {
    id: string;
    candidate_id: string;
  };
};

beforeAll(async () => {
  clock = testClock(new Date(RUNNING));
  api = await buildTestApi('api_estimated_wait', { clock });
  http = httpAs(await api.app.listen({ port: 0, host: '127.0.0.1' }), `/jobfairs/${jobFairId}`);
  matcher = createInterviewMatcher({
    store: api.store,
    db: api.db,
    clock: api.clock,
    newId: randomUUID,
    logger: pino({ level: 'silent' }),
  });
  await createRunningFair(api.store, { jobFairId, organizationId, name: 'Waiting fair' });
  [rita, ravi] = await Promise.all([api.user(['Recruiter'], organizationId), api.user(['Recruiter'], organizationId)]);
  seekers = await Promise.all(Array.from({ length: 4 }, () => api.user(['Applicant'], null)));
  const fields = boothFieldsSchema.parse({ name: 'Waiting booth', chatDuration: minutes(10), recruiters: [rita.userId, ravi.userId] });
  await createBooth(api.store, { boothId, jobFairId, organizationId, fields });
  await fairAndBoothsVisible(api.db, jobFairId, [boothId]);
});
afterAll(async () => {
  await matcher?.stop();
  await api?.close();
});

describe('estimated wait', () => {
  it('before any interview: nothing is estimated while no recruiter serves the queue, then the chat duration per candidate ahead', async () => {
    await enter(seekers[0]!);
    await enter(seekers[1]!);
    expect(await waits()).toEqual([null, null]);
    await switchOn(rita);
    await until(async () => (await waits())[0] === 0, 'the wait to follow the availability');
    expect(await waits()).toEqual([0, 10]);
  });

  it('after a 4-minute interview the waits follow the 4 minutes, counting the recruiter whose call is ringing', async () => {
    await matcher.match(boothId);
    const first = await offeredTo(rita);
    expect(first.candidate_id).toBe(seekers[0]!.userId);
    expect((await http(seekers[0]!, 'PUT', `/interviewSessions/${first.id}`, { status: 'IN_PROGRESS' })).status).toBe(200);
    clock.advance(minutes(4));
    expect((await http(rita, 'POST', '/queueUsers/endInterview', { interviewSessionId: first.id, endReason: 'ENDED' })).status).toBe(200);
    // The server completes the end (queue, seat, recruiter off); the sweep does what the running matcher would.
    await until(async () => (await api.db('interview_sessions').where({ id: first.id }).first())?.status === 'ENDING', 'ENDING');
    await matcher.sweepTimeouts();
    await until(async () => (await api.db('interview_sessions').where({ id: first.id }).first())?.status === 'ENDED', 'ENDED');
    await until(async () => (await waits()).length === 1, 'the first candidate to leave the queue');
    // Rita is off after the interview (spec 2 §4): nobody serves the queue.
    expect(await waits()).toEqual([null]);

    await enter(seekers[2]!);
    await enter(seekers[3]!);
    await switchOn(ravi);
    await until(async () => (await waits())[0] === 0, 'the wait to follow the availability');
    expect(await waits()).toEqual([0, 4, 8]);

    // Ravi's call to the next candidate rings: it counts as an interview of the recent length.
    await matcher.match(boothId);
    expect((await offeredTo(ravi)).candidate_id).toBe(seekers[1]!.userId);
    await until(async () => (await waits())[1] === 4, 'the waits to follow the offer');
    expect(await waits()).toEqual([0, 4, 8]);
    await switchOn(rita);
    await until(async () => (await waits())[1] === 0, 'the waits to follow the second recruiter');
    expect(await waits()).toEqual([0, 0, 4]);
  });
});
