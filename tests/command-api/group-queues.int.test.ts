import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothDecider, boothStream, type BoothCommand } from '../../domain/booth/booth';
import { boothFieldsSchema, boothGroupSchema } from '../../domain/booth/booth-schema';
import { QUEUE_TEXTS } from '../../domain/queue/queue-texts';
import { queueSeatStream } from '../../domain/queue/queue-seat';
import { handleCommand } from '../../domain/shared/handle-command';
import { createInterviewMatcher, type InterviewMatcher } from '../../command-api/application/workflows/interview-matcher';
import { buildTestApi, testClock, type TestApi, type TestUser } from '../support/api';
import { httpAs } from '../support/http';
import { adminMetadata, createRunningFair, fairAndBoothsVisible, RUNNING } from '../support/running-fair';
import { until } from '../support/wait';

// Group queues (spec 2 §2.2, §3 Group, §5): a booth's groups queue separately
// under `{boothId}-{groupId}`, each with its own minimum score and count; a seeker still holds one
// queue per fair across the groups; a group's candidates are offered to that group's recruiters only.
let api: TestApi;
let matcher: InterviewMatcher;
let http: ReturnType<typeof httpAs>;
const organizationId = randomUUID();
const jobFairId = randomUUID();
const boothId = randomUUID();
const backend = 'backend';
const frontend = 'frontend';
let rita: TestUser; // backend's recruiter
let ravi: TestUser; // frontend's recruiter
let seekers: TestUser[];
const questions = [
  { id: 'q1', name: 'Degree?', rank: 0 },
  { id: 'q2', name: 'Relocate?', rank: 1 },
];
const answers = (...yes: boolean[]) => ({
  answers: questions.map((question, i) => ({ questionId: question.id, answer: yes[i] ?? false })),
});

const boothCommand = (command: BoothCommand) =>
  handleCommand(api.store, boothStream(boothId), boothDecider, command, { metadata: adminMetadata, newId: randomUUID });

const queueOf = (groupId: string) => `${boothId}-${groupId}`;
const enter = (seeker: TestUser, queueId: string, body = answers(true, true)) =>
  http(seeker, 'POST', `/queueUsers/byBoothId/${queueId}`, body);
const count = async (queueId: string) =>
  (await http(seekers[0]!, 'GET', `/queueUsers/byBoothId/${queueId}/count`)).body!.data.count as number;

beforeAll(async () => {
  api = await buildTestApi('api_group_queues', { clock: testClock(new Date(RUNNING)) });
  http = httpAs(await api.app.listen({ port: 0, host: '127.0.0.1' }), `/jobfairs/${jobFairId}`);
  matcher = createInterviewMatcher({
    store: api.store,
    db: api.db,
    clock: api.clock,
    newId: randomUUID,
    logger: pino({ level: 'silent' }),
  });
  await createRunningFair(api.store, { jobFairId, organizationId, name: 'Group fair' });
  [rita, ravi] = await Promise.all([api.user(['Recruiter'], organizationId), api.user(['Recruiter'], organizationId)]);
  seekers = await Promise.all(Array.from({ length: 4 }, () => api.user(['Applicant'], null)));
  const booth = { boothId, jobFairId, organizationId, actorId: randomUUID(), now: RUNNING };
  // Backend asks for both answers Yes; frontend has no minimum of its own, so the booth's (1) applies.
  const subBooths = [
    boothGroupSchema.parse({ id: backend, name: 'Backend', recruiters: [rita.userId], minimumScore: 2 }),
    boothGroupSchema.parse({ id: frontend, name: 'Frontend', recruiters: [ravi.userId] }),
  ];
  await boothCommand({
    type: 'CreateBooth',
    data: { ...booth, fields: { ...boothFieldsSchema.parse({ name: 'Grouped booth', minimumScore: 1 }), subBooths }, sortOrder: 0 },
  });
  await boothCommand({ type: 'SaveQueueQuestions', data: { ...booth, questions } });
  await fairAndBoothsVisible(api.db, jobFairId, [boothId]);
});
afterAll(async () => {
  await matcher?.stop();
  await api?.close();
});

describe('group queues', () => {
  it('a booth with groups is entered through a group; an unknown group is not found; nothing is written', async () => {
    const before = await api.eventCount();
    const whole = await enter(seekers[0]!, boothId);
    expect(whole.status).toBe(400);
    expect(whole.body!.errors[0]?.message).toBe(QUEUE_TEXTS.selectGroupFirst);
    expect((await enter(seekers[0]!, queueOf('nope'))).status).toBe(404);
    expect((await enter(seekers[0]!, `${boothId}-bad/id`)).status).toBe(404); // not a route at all
    expect((await enter(seekers[0]!, 'not-a-booth-backend')).status).toBe(400);
    expect(await api.eventCount()).toBe(before);
  });

  it("takes the group's minimum score when set, else the booth's (spec 2 §5)", async () => {
    const seeker = seekers[0]!;
    const refused = await enter(seeker, queueOf(backend), answers(true, false));
    expect(refused.status).toBe(409);
    expect(refused.body!.errors[0]).toMatchObject({ code: 'THRESHOLD_ERROR', message: QUEUE_TEXTS.thresholdRefusal });
    expect((await enter(seeker, queueOf(frontend), answers(false, false))).body!.errors[0]?.code).toBe('THRESHOLD_ERROR');
    const entered = await enter(seeker, queueOf(frontend), answers(true, false));
    expect(entered.status).toBe(201);
    expect(entered.body!.data).toMatchObject({ queueId: queueOf(frontend), boothId, score: 1, maxScore: 2, status: 'NEXT_IN_QUEUE' });
    const left = await http(seeker, 'DELETE', `/queueUsers/byBoothIdAndId/${queueOf(frontend)}/${entered.body!.data.id}`);
    expect(left.status).toBe(200);
    expect(await count(queueOf(frontend))).toBe(0);
  });

  it('100 concurrent enters by one seeker across the groups leave exactly one entry, and the counts are per group', async () => {
    const seeker = seekers[1]!;
    const attempts = await Promise.all(Array.from({ length: 100 }, (_, i) => enter(seeker, queueOf(i % 2 === 0 ? backend : frontend))));
    const accepted = attempts.filter((attempt) => attempt.status === 201);
    expect(accepted.length).toBeGreaterThan(0);
    expect(
      attempts.every(
        (attempt) => attempt.status === 201 || (attempt.status === 409 && attempt.body!.errors[0]?.code === 'ALREADY_IN_QUEUE'),
      ),
    ).toBe(true);
    const rows = await api.db('queue_entries').where({ seeker_id: seeker.userId });
    expect(rows).toHaveLength(1);
    // Every accepted answer is that one entry, in the group whose queue the seat holds.
    expect(new Set(accepted.map((attempt) => attempt.body!.data.id))).toEqual(new Set([rows[0].id]));
    const seat = (await api.store.readStream(queueSeatStream(jobFairId, seeker.userId))).events;
    expect(seat.filter((event) => event.type === 'QueueSeatTaken').map((event) => (event.data as { queueId: string }).queueId)).toEqual([
      rows[0].queue_id,
    ]);

    const other = rows[0].queue_id === queueOf(backend) ? queueOf(frontend) : queueOf(backend);
    expect(await count(rows[0].queue_id)).toBe(1);
    expect(await count(other)).toBe(0);
    expect(await count(boothId)).toBe(1); // the booth's count is every group's
  });

  it("offers a group's candidates only to that group's recruiters, and lists a group's queue alone", async () => {
    // One candidate per group (seekers[1] already waits in one of them).
    const waiting = (await api.db('queue_entries').where({ seeker_id: seekers[1]!.userId }).first()).queue_id as string;
    const otherGroup = waiting === queueOf(backend) ? queueOf(frontend) : queueOf(backend);
    expect((await enter(seekers[2]!, otherGroup)).status).toBe(201);
    const backendSeeker = waiting === queueOf(backend) ? seekers[1]! : seekers[2]!;
    const frontendSeeker = backendSeeker === seekers[1] ? seekers[2]! : seekers[1]!;

    const listed = await http(ravi, 'GET', `/queueUsers/byBoothId/${queueOf(frontend)}`);
    expect(listed.body!.data.map((row: { vjfpUserId: string }) => row.vjfpUserId)).toEqual([frontendSeeker.userId]);

    // Only frontend's recruiter is available: backend's candidate waits, however often the matcher runs.
    expect((await http(ravi, 'PUT', `/recruiters/${ravi.userId}/availability`, { boothId, isAvailableForChat: true })).status).toBe(200);
    await api.readModelsCaughtUp();
    await Promise.all([matcher.match(boothId), matcher.match(boothId), matcher.match(boothId)]);
    await until(async () => (await api.db('interview_sessions').where({ booth_id: boothId })).length === 1, 'the frontend offer');
    const [first] = await api.db('interview_sessions').where({ booth_id: boothId });
    expect(first).toMatchObject({ candidate_id: frontendSeeker.userId, recruiter_id: ravi.userId, status: 'AWAITING' });
    expect(await api.db('queue_entries').where({ seeker_id: backendSeeker.userId }).whereNull('session_id').first()).toBeTruthy();

    expect((await http(rita, 'PUT', `/recruiters/${rita.userId}/availability`, { boothId, isAvailableForChat: true })).status).toBe(200);
    await api.readModelsCaughtUp();
    await matcher.match(boothId);
    await until(async () => (await api.db('interview_sessions').where({ booth_id: boothId })).length === 2, 'the backend offer');
    const second = await api.db('interview_sessions').where({ booth_id: boothId, recruiter_id: rita.userId }).first();
    expect(second).toMatchObject({ candidate_id: backendSeeker.userId, queue_id: queueOf(backend) });
  });

  it("an admin empties the booth's queue by its id: every group's waiting candidates leave and their seats are freed; the ones being called stay in their call", async () => {
    const admin = await api.user(['Admin'], null);
    // Both recruiters are ringing their candidates, so a third one waits in a group.
    expect((await enter(seekers[3]!, queueOf(frontend))).status).toBe(201);
    await api.readModelsCaughtUp();
    const entries = () => api.db('queue_entries').where({ booth_id: boothId }).orderBy('seeker_id');
    expect((await entries()).filter((entry) => entry.session_id === null).map((entry) => entry.seeker_id)).toEqual([seekers[3]!.userId]);
    const emptied = await http(admin, 'DELETE', `/queueUsers/byBoothId/${boothId}`);
    expect(emptied.status).toBe(200);
    expect(emptied.body!.data).toEqual({ removed: 1 });
    // domain/queue/booth-queue.ts: emptying is about the line; a call's own ending takes its candidate out.
    expect((await entries()).every((entry) => entry.session_id !== null)).toBe(true);
    expect(await entries()).toHaveLength(2);
    // The waiting one's seat is free: they may enter a group again.
    expect((await enter(seekers[3]!, queueOf(backend))).status).toBe(201);
  });

  it('racing: 6 recruiters of two groups switch on at once over 6 candidates; each is offered one candidate of their own group', async () => {
    const raceBooth = randomUUID();
    const [a, b] = [
      await Promise.all([1, 2, 3].map(() => api.user(['Recruiter'], organizationId))),
      await Promise.all([1, 2, 3].map(() => api.user(['Recruiter'], organizationId))),
    ];
    const candidates = await Promise.all(Array.from({ length: 6 }, () => api.user(['Applicant'], null)));
    const subBooths = [
      boothGroupSchema.parse({ id: 'a', name: 'A', recruiters: a.map((r) => r.userId) }),
      boothGroupSchema.parse({ id: 'b', name: 'B', recruiters: b.map((r) => r.userId) }),
    ];
    const ids = { boothId: raceBooth, jobFairId, organizationId, actorId: randomUUID(), now: RUNNING };
    await handleCommand(
      api.store,
      boothStream(raceBooth),
      boothDecider,
      { type: 'CreateBooth', data: { ...ids, fields: { ...boothFieldsSchema.parse({ name: 'Race booth' }), subBooths }, sortOrder: 1 } },
      { metadata: adminMetadata, newId: randomUUID },
    );
    await until(async () => Boolean(await api.db('booths').where({ id: raceBooth }).first()), 'the race booth');
    const groupOf = new Map<string, string>();
    for (const [i, candidate] of candidates.entries()) {
      const queueId = `${raceBooth}-${i % 2 === 0 ? 'a' : 'b'}`;
      groupOf.set(candidate.userId, queueId);
      expect((await http(candidate, 'POST', `/queueUsers/byBoothId/${queueId}`, { answers: [] })).status).toBe(201);
    }

    const recruiters = [...a, ...b];
    const switched = await Promise.all(
      recruiters.map((r) => http(r, 'PUT', `/recruiters/${r.userId}/availability`, { boothId: raceBooth, isAvailableForChat: true })),
    );
    expect(switched.map((answer) => answer.status)).toEqual(recruiters.map(() => 200));
    await api.readModelsCaughtUp();
    await Promise.all(recruiters.map(() => matcher.match(raceBooth)));
    await until(
      async () =>
        (await api.db('interview_sessions').where({ booth_id: raceBooth })).length === 6 &&
        !(await api.db('queue_entries').where({ booth_id: raceBooth }).whereNull('session_id').first()),
      'six offers',
    );

    const sessions = await api.db('interview_sessions').where({ booth_id: raceBooth });
    expect(new Set(sessions.map((session) => session.candidate_id)).size).toBe(6);
    expect(new Set(sessions.map((session) => session.recruiter_id)).size).toBe(6);
    const membersOf = { [`${raceBooth}-a`]: new Set(a.map((r) => r.userId)), [`${raceBooth}-b`]: new Set(b.map((r) => r.userId)) };
    for (const session of sessions) {
      expect(session.queue_id).toBe(groupOf.get(session.candidate_id));
      expect(membersOf[session.queue_id]!.has(session.recruiter_id)).toBe(true);
    }
  });
});
