import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothFieldsSchema } from '../../domain/booth/booth-schema';
import { handleCommand } from '../../domain/shared/handle-command';
import { userDecider, userStream } from '../../domain/user/user';
import { getUser } from '../../projections/queries/users';
import { interviewSessionStream } from '../../domain/interview/interview-session';
import { INTERVIEW_TEXTS } from '../../domain/interview/interview-texts';
import { REVIEW_TEXTS } from '../../domain/interview/review';
import { createInterviewMatcher, type InterviewMatcher } from '../../command-api/application/workflows/interview-matcher';
import { createEmbeddedVideoRooms } from '../../infra/video/embedded-video-rooms';
import { buildTestApi, testClock, type TestApi, type TestUser } from '../support/api';
import { httpAs, type HttpAnswer } from '../support/http';
import { createBooth, createRunningFair, fairAndBoothsVisible, RUNNING } from '../support/running-fair';
import { until } from '../support/wait';

// The interview room on the server (docs/interviews.md) through real HTTP against real Postgres, with the
// server's process manager running on the change bus: reads, chat, extension, ends, reviews, tokens,
// histories, every route refused to outsiders, and races of real requests.
const VIDEO_SECRET = randomUUID();
let api: TestApi;
let matcher: InterviewMatcher;
const organizationId = randomUUID();
const jobFairId = randomUUID();
const boothId = randomUUID();
const video = () => createEmbeddedVideoRooms({ secret: VIDEO_SECRET, clock: api.clock });
let recruiters: TestUser[];
let seekers: TestUser[];
let outsiders: { seeker: TestUser; otherOrgRecruiter: TestUser; offBoothRecruiter: TestUser };
let employerAdmin: TestUser;
let admin: TestUser;

let http: ReturnType<typeof httpAs>;
const sessionRow = (id: string) => api.db('interview_sessions').where({ id }).first();
const streamTypes = async (sessionId: string) =>
  (await api.store.readStream(interviewSessionStream(sessionId))).events.map((event) => event.type);

/** A seeker enters the booth queue, a recruiter switches on, the server offers the interview and the seeker joins it. */
const startInterview = async (recruiter: TestUser, seeker: TestUser) => {
  expect((await http(seeker, 'POST', `/queueUsers/byBoothId/${boothId}`, { answers: [] })).status).toBe(201);
  expect((await http(recruiter, 'PUT', `/recruiters/${recruiter.userId}/availability`, { boothId, isAvailableForChat: true })).status).toBe(
    200,
  );
  let sessionId = '';
  await until(async () => {
    sessionId =
      (
        await api
          .db('interview_sessions')
          .where({ candidate_id: seeker.userId, recruiter_id: recruiter.userId, status: 'AWAITING' })
          .first()
      )?.id ?? '';
    return sessionId !== '';
  }, 'the offer');
  const joined = await http(seeker, 'PUT', `/interviewSessions/${sessionId}`, { status: 'IN_PROGRESS' });
  expect(joined.status).toBe(200);
  return joined.body!.data as { id: string; queueUserId: string; interviewStartedAt: string; endsAt: string };
};

/** After ENDED: the candidate's queue entry is gone, their seat is free (they may enter again) and the recruiter is off. */
const expectSettled = async (sessionId: string, recruiter: TestUser, seeker: TestUser) => {
  await until(async () => (await sessionRow(sessionId))?.status === 'ENDED', 'ENDED');
  await until(
    async () => !(await api.db('queue_entries').where({ seeker_id: seeker.userId, booth_id: boothId }).first()),
    'the queue entry to go',
  );
  await until(
    async () => (await api.db('recruiter_availability').where({ recruiter_id: recruiter.userId }).first())?.session_id === null,
    'the recruiter released',
  );
  expect((await api.db('recruiter_availability').where({ recruiter_id: recruiter.userId }).first()).is_available).toBe(false);
  const left = (await api.store.readStream(`queue-${boothId}`)).events.filter(
    (event) => event.type === 'QueueLeft' && (event.data as { seekerId: string }).seekerId === seeker.userId,
  );
  expect(left.map((event) => (event.data as { reason: string }).reason)).toEqual(['InterviewEnded']);
  const seat = (await api.store.readStream(`queueseat-${jobFairId}-${seeker.userId}`)).events.at(-1);
  expect(seat?.type).toBe('QueueSeatFreed');
};

beforeAll(async () => {
  api = await buildTestApi('api_interview_room', {
    clock: testClock(new Date(RUNNING)),
    videoRooms: createEmbeddedVideoRooms({ secret: VIDEO_SECRET, clock: testClock(new Date(RUNNING)) }),
  });
  http = httpAs(await api.app.listen({ port: 0, host: '127.0.0.1' }), `/jobfairs/${jobFairId}`);
  matcher = createInterviewMatcher({
    store: api.store,
    db: api.db,
    clock: api.clock,
    newId: randomUUID,
    logger: pino({ level: 'silent' }),
  });
  matcher.start(api.bus, 100);
  await createRunningFair(api.store, { jobFairId, organizationId, name: 'Room fair' });
  recruiters = await Promise.all(Array.from({ length: 5 }, () => api.user(['Recruiter'], organizationId)));
  seekers = await Promise.all(Array.from({ length: 5 }, () => api.user(['Applicant'], null)));
  outsiders = {
    seeker: await api.user(['Applicant'], null),
    otherOrgRecruiter: await api.user(['Recruiter'], randomUUID()),
    offBoothRecruiter: await api.user(['Recruiter'], organizationId),
  };
  employerAdmin = await api.user(['EmployerAdmin'], organizationId);
  admin = await api.user(['Admin'], null);
  const fields = boothFieldsSchema.parse({ name: 'Room booth', chatDuration: 600_000, recruiters: recruiters.map((r) => r.userId) });
  await createBooth(api.store, { boothId, jobFairId, organizationId, fields });
  await fairAndBoothsVisible(api.db, jobFairId, [boothId]);
});
afterAll(async () => {
  await matcher?.stop();
  await api?.close();
});

describe('the interview room on the server', () => {
  let session: { id: string; queueUserId: string; interviewStartedAt: string; endsAt: string };

  it('answers the session to its participants, the booth recruiters, the employer admin and admins, with the timer and an empty transcript', async () => {
    session = await startInterview(recruiters[0]!, seekers[0]!);
    expect(session.endsAt).toBe('2026-11-22T16:10:00.000Z');
    for (const reader of [seekers[0]!, recruiters[0]!, recruiters[1]!, employerAdmin, admin]) {
      const read = await http(reader, 'GET', `/interviewSessions/${session.id}`);
      expect(read.status, reader.email).toBe(200);
      expect(read.body!.data).toMatchObject({
        id: session.id,
        roomId: session.id,
        status: 'IN_PROGRESS',
        chatDuration: 600_000,
        durationAdded: 0,
        endsAt: session.endsAt,
        chatTranscript: [],
        waitingToChat: 0,
      });
    }
  });

  it('refuses outsiders (another seeker, another organization, a recruiter of another booth) on every route, and writes nothing', async () => {
    const before = await api.eventCount();
    const { seeker, otherOrgRecruiter, offBoothRecruiter } = outsiders;
    for (const outsider of [seeker, otherOrgRecruiter, offBoothRecruiter]) {
      const attempts: [string, HttpAnswer][] = [
        ['read', await http(outsider, 'GET', `/interviewSessions/${session.id}`)],
        ['join', await http(outsider, 'PUT', `/interviewSessions/${session.id}`, { status: 'IN_PROGRESS' })],
        ['extend', await http(outsider, 'PUT', `/interviewSessions/${session.id}`, { durationAdded: 60_000 })],
        ['chat', await http(outsider, 'POST', `/interviewSessions/${session.id}/chatMessages`, { message: 'hi' })],
        ['end', await http(outsider, 'POST', '/queueUsers/endInterview', { interviewSessionId: session.id, endReason: 'ENDED' })],
        ['review', await http(outsider, 'POST', `/reviewUsers/${session.id}/${outsider.userId}`, { rating: 1, notes: '' })],
        ['review change', await http(outsider, 'PUT', `/reviewUsers/${session.id}/${outsider.userId}`, { notes: 'x' })],
        ['review read', await http(outsider, 'GET', `/reviewUsers/${session.id}/${recruiters[0]!.userId}`)],
        [
          'token',
          await http(outsider, 'POST', '/InterviewSessions/auth-token', {
            roomId: session.id,
            userId: outsider.userId,
            role: 'interviewer',
          }),
        ],
        ['by queue user', await http(outsider, 'GET', `/interviewSessions/byQueueUserId/${session.queueUserId}`)],
        ['booth history', await http(outsider, 'POST', `/interviewSessions/byBoothId/${boothId}`, { limit: 10 })],
        ['csv', await http(outsider, 'GET', `/interviewSessions/csv/byBoothId/${boothId}`)],
        ['candidate history', await http(outsider, 'GET', `/interviewSessions/byCandidateId/${seekers[0]!.userId}`)],
      ];
      // A recruiter of the same organization reads the candidate's sessions of the fair (spec 1 §6); everyone else is refused.
      const expected = (name: string) => (outsider === offBoothRecruiter && name === 'candidate history' ? 200 : 403);
      for (const [name, answer] of attempts) expect(answer.status, `${name} by ${outsider.email}: ${answer.text}`).toBe(expected(name));
      const byRecruiter = await http(outsider, 'POST', `/interviewSessions/byRecruiterId/${recruiters[0]!.userId}`, {});
      if (outsider === offBoothRecruiter) expect(byRecruiter.body!.data.items).toEqual([]);
      else expect(byRecruiter.status).toBe(403);
    }
    expect(await api.eventCount()).toBe(before);
  });

  it('chat from both sides at once loses no message; messages are trimmed, required and at most 1000 characters', async () => {
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) => [
        http(seekers[0]!, 'POST', `/interviewSessions/${session.id}/chatMessages`, { message: `  seeker ${i}  ` }),
        http(recruiters[0]!, 'POST', `/interviewSessions/${session.id}/chatMessages`, { message: `recruiter ${i}` }),
      ]).flat(),
    );
    expect(sent.map((answer) => answer.status)).toEqual(sent.map(() => 201));
    const transcript = (await http(recruiters[0]!, 'GET', `/interviewSessions/${session.id}`)).body!.data.chatTranscript as {
      id: string;
      senderUserId: string;
      message: string;
      senderName: string;
    }[];
    expect(transcript).toHaveLength(24);
    expect(new Set(transcript.map((m) => m.id)).size).toBe(24);
    expect(new Set(transcript.map((m) => m.message))).toEqual(
      new Set(Array.from({ length: 12 }, (_, i) => [`seeker ${i}`, `recruiter ${i}`]).flat()),
    );
    expect(transcript.find((m) => m.message === 'seeker 0')).toMatchObject({ senderUserId: seekers[0]!.userId, senderName: 'Test User' });

    const before = await api.eventCount();
    const blank = await http(seekers[0]!, 'POST', `/interviewSessions/${session.id}/chatMessages`, { message: '   ' });
    expect([blank.status, blank.body!.errors[0]?.field, blank.body!.errors[0]?.message]).toEqual([
      400,
      'message',
      INTERVIEW_TEXTS.messageRequired,
    ]);
    const long = await http(seekers[0]!, 'POST', `/interviewSessions/${session.id}/chatMessages`, { message: 'x'.repeat(1001) });
    expect([long.status, long.body!.errors[0]?.message]).toEqual([400, INTERVIEW_TEXTS.messageTooLong]);
    expect(await api.eventCount()).toBe(before);
  });

  it('the recruiter extends (endsAt moves); the candidate may not; bad amounts get their message', async () => {
    const extended = await http(recruiters[0]!, 'PUT', `/interviewSessions/${session.id}`, { durationAdded: 300_000 });
    expect(extended.status).toBe(200);
    expect(extended.body!.data).toMatchObject({ durationAdded: 300_000, endsAt: '2026-11-22T16:15:00.000Z' });
    expect((await http(seekers[0]!, 'PUT', `/interviewSessions/${session.id}`, { durationAdded: 60_000 })).status).toBe(403);
    const zero = await http(recruiters[0]!, 'PUT', `/interviewSessions/${session.id}`, { durationAdded: 0 });
    expect([zero.status, zero.body!.errors[0]?.message]).toEqual([400, INTERVIEW_TEXTS.extensionInvalid]);
    expect((await sessionRow(session.id)).duration_added).toBe(300_000);
  });

  it('issues video tokens to the two participants only, with the role the server decides', async () => {
    const asked = await http(seekers[0]!, 'POST', '/InterviewSessions/auth-token', {
      roomId: session.id,
      userId: seekers[0]!.userId,
      role: 'interviewer',
    });
    expect(asked.status).toBe(200);
    expect(asked.body!.data).toMatchObject({ provider: 'embedded', roomId: session.id, role: 'candidate' });
    expect(await video().verifyGrant(asked.body!.data.token)).toEqual({
      sessionId: session.id,
      roomId: session.id,
      userId: seekers[0]!.userId,
      role: 'candidate',
    });
    const recruiterToken = await http(recruiters[0]!, 'POST', '/InterviewSessions/auth-token', {
      roomId: session.id,
      userId: recruiters[0]!.userId,
    });
    expect(recruiterToken.body!.data.role).toBe('interviewer');
    expect(
      (await http(seekers[0]!, 'POST', '/InterviewSessions/auth-token', { roomId: session.id, userId: recruiters[0]!.userId })).status,
    ).toBe(403);
    expect((await streamTypes(session.id)).filter((type) => type === 'VideoRoomOpened')).toHaveLength(1);
  });

  it('the recruiter rates and notes the candidate, the candidate rates the company; the candidate never reads the notes', async () => {
    const rated = await http(recruiters[0]!, 'POST', `/reviewUsers/${session.id}/${recruiters[0]!.userId}`, {
      rating: 4,
      notes: 'Clear answers',
    });
    expect(rated.status).toBe(201);
    expect(rated.body!.data).toMatchObject({
      vjfpUserId: seekers[0]!.userId,
      ratedBy: recruiters[0]!.userId,
      boothID: boothId,
      boothName: 'Room booth',
      rating: 4,
      notes: 'Clear answers',
    });
    expect(
      (await http(recruiters[0]!, 'PUT', `/reviewUsers/${session.id}/${recruiters[0]!.userId}`, { notes: 'Clear answers, curious' })).body!
        .data,
    ).toMatchObject({ rating: 4, notes: 'Clear answers, curious' });
    expect((await http(employerAdmin, 'GET', `/reviewUsers/${session.id}/${recruiters[0]!.userId}`)).body!.data).toMatchObject({
      rating: 4,
      notes: 'Clear answers, curious',
    });
    expect((await http(seekers[0]!, 'GET', `/reviewUsers/${session.id}/${recruiters[0]!.userId}`)).status).toBe(403);
    expect((await http(seekers[0]!, 'POST', `/reviewUsers/${session.id}/${recruiters[0]!.userId}`, { rating: 5 })).status).toBe(403);
    const six = await http(seekers[0]!, 'POST', `/reviewUsers/${session.id}/${seekers[0]!.userId}`, { rating: 6 });
    expect([six.status, six.body!.errors[0]?.message]).toEqual([400, REVIEW_TEXTS.ratingRange]);
    expect((await http(seekers[0]!, 'PUT', `/reviewUsers/${session.id}/${seekers[0]!.userId}`, { rating: 5 })).body!.data).toMatchObject({
      vjfpUserId: recruiters[0]!.userId,
      rating: 5,
    });
  });

  it('two ends racing (candidate and recruiter) record one endedBy and one ENDED; the server then settles queue, seat and recruiter', async () => {
    const ends = await Promise.all([
      http(seekers[0]!, 'POST', '/queueUsers/endInterview', {
        interviewSessionId: session.id,
        endReason: 'ENDED',
        endedBy: 'spoofed',
        chatTranscript: [],
      }),
      http(recruiters[0]!, 'POST', '/queueUsers/endInterview', { interviewSessionId: session.id, endReason: 'ENDED' }),
    ]);
    expect(ends.map((answer) => [answer.status, answer.body!.data.status])).toEqual([
      [200, 'ENDING'],
      [200, 'ENDING'],
    ]);
    const endedBy = ends[0].body!.data.endedBy as string;
    expect([seekers[0]!.userId, recruiters[0]!.userId]).toContain(endedBy);
    expect(ends[1].body!.data.endedBy).toBe(endedBy);
    await expectSettled(session.id, recruiters[0]!, seekers[0]!);
    const types = await streamTypes(session.id);
    expect(types.filter((type) => type === 'InterviewEnding')).toHaveLength(1);
    expect(types.filter((type) => type === 'InterviewEnded')).toHaveLength(1);
    expect(await sessionRow(session.id)).toMatchObject({ status: 'ENDED', ended_by: endedBy, end_reason: 'ENDED' });
    // The transcript survives the end, and an ended session takes no more chat, extension or tokens.
    expect((await http(seekers[0]!, 'GET', `/interviewSessions/${session.id}`)).body!.data.chatTranscript).toHaveLength(24);
    expect((await http(seekers[0]!, 'POST', `/interviewSessions/${session.id}/chatMessages`, { message: 'late' })).status).toBe(409);
    expect((await http(recruiters[0]!, 'PUT', `/interviewSessions/${session.id}`, { durationAdded: 60_000 })).status).toBe(409);
    expect(
      (await http(seekers[0]!, 'POST', '/InterviewSessions/auth-token', { roomId: session.id, userId: seekers[0]!.userId })).status,
    ).toBe(409);
  });

  it('an extension racing an end either lands before the end or is refused; the session ends once', async () => {
    for (const index of [1, 2]) {
      const { id } = await startInterview(recruiters[index]!, seekers[index]!);
      const [extend, end] = await Promise.all([
        http(recruiters[index]!, 'PUT', `/interviewSessions/${id}`, { durationAdded: 120_000 }),
        http(seekers[index]!, 'POST', '/queueUsers/endInterview', { interviewSessionId: id, endReason: 'ENDED' }),
      ]);
      expect([end.status, end.body!.data.status, end.body!.data.endedBy]).toEqual([200, 'ENDING', seekers[index]!.userId]);
      expect([200, 409]).toContain(extend.status);
      await expectSettled(id, recruiters[index]!, seekers[index]!);
      const types = await streamTypes(id);
      const ending = types.indexOf('InterviewEnding');
      expect(types.slice(ending)).toEqual(['InterviewEnding', 'InterviewEnded']);
      expect(types.includes('InterviewExtended')).toBe(extend.status === 200);
    }
  });

  it('answers the histories: by candidate with the transcript, by booth and recruiter in pages of newest first, by queue user, and the ratings CSV', async () => {
    const mine = await http(seekers[0]!, 'GET', `/interviewSessions/byCandidateId/${seekers[0]!.userId}`);
    expect(mine.body!.data.map((s: { id: string }) => s.id)).toEqual([session.id]);
    expect(mine.body!.data[0].chatTranscript).toHaveLength(24);
    expect((await http(seekers[0]!, 'GET', `/interviewSessions/byCandidateId/${seekers[0]!.userId}?filter=active`)).body!.data).toEqual([]);

    const first = await http(recruiters[3]!, 'POST', `/interviewSessions/byBoothId/${boothId}`, { limit: 2 });
    expect(first.status).toBe(200);
    expect(first.body!.data.items).toHaveLength(2);
    const second = await http(recruiters[3]!, 'POST', `/interviewSessions/byBoothId/${boothId}`, {
      limit: 2,
      lastEvaluatedKey: first.body!.data.lastEvaluatedKey,
    });
    expect(second.body!.data).toMatchObject({ lastEvaluatedKey: null });
    const all = [...first.body!.data.items, ...second.body!.data.items];
    expect(all.map((s: { id: string }) => s.id).sort()).toEqual(
      (await api.db('interview_sessions').where({ booth_id: boothId }).pluck('id')).sort(),
    );
    expect(all.find((s: { id: string }) => s.id === session.id)).toMatchObject({ rating: 4, notes: 'Clear answers, curious' });
    const bad = await http(recruiters[3]!, 'POST', `/interviewSessions/byBoothId/${boothId}`, { lastEvaluatedKey: 'nonsense' });
    expect([bad.status, bad.body!.errors[0]?.field]).toEqual([400, 'lastEvaluatedKey']);

    const byRecruiter = await http(employerAdmin, 'POST', `/interviewSessions/byRecruiterId/${recruiters[0]!.userId}`, { limit: 10 });
    expect(byRecruiter.body!.data.items.map((s: { id: string }) => s.id)).toEqual([session.id]);
    expect((await http(recruiters[0]!, 'GET', `/interviewSessions/byQueueUserId/${session.queueUserId}`)).body!.data).toMatchObject({
      id: session.id,
      status: 'ENDED',
    });

    const csv = await http(admin, 'GET', `/interviewSessions/csv/byBoothId/${boothId}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="history-2026-11-22-job-fair.csv"');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Rating,Notes,Interviewer,Interview Date,Status,End Reason,Score,Chat Messages');
    expect(lines).toHaveLength(all.length + 1);
    expect(lines.some((line) => line.includes(',4,"Clear answers, curious",'))).toBe(true);
  });

  it('ends an interview whose time ran out on the server, with nobody connected, and settles it', async () => {
    const { id, endsAt } = await startInterview(recruiters[4]!, seekers[4]!);
    expect(endsAt).toBe('2026-11-22T16:10:00.000Z');
    api.clock.set('2026-11-22T16:09:59.000Z');
    expect(await matcher.sweepTimeouts()).toBe(0);
    api.clock.set(endsAt);
    await expectSettled(id, recruiters[4]!, seekers[4]!);
    expect(await sessionRow(id)).toMatchObject({ status: 'ENDED', end_reason: 'ENDED', ended_by: 'server' });
  });

  it("a renamed recruiter's new name shows in /auth/me and in new chat messages, though their access token was signed before", async () => {
    const recruiter = recruiters[2]!;
    const { userId, email } = recruiter;
    const now = api.clock.now().toISOString();
    await handleCommand(
      api.store,
      userStream(userId),
      userDecider,
      {
        type: 'RegisterUser',
        data: { userId, email, firstName: 'Test', lastName: 'User', roles: ['Recruiter'], organizationId, sponsorId: null, now },
      },
      { metadata: { correlationId: randomUUID(), causationId: null, actorId: null, actorRole: null, at: now }, newId: randomUUID },
    );
    await until(async () => (await getUser(api.db, recruiter.userId)) !== null, 'the recruiter in the users read model');
    const renamed = await api.as(employerAdmin, {
      method: 'PUT',
      url: `/api/vjfpUsers/${organizationId}/${recruiter.userId}`,
      payload: { firstName: 'Renamed', lastName: 'Recruiter' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const me = await api.as(recruiter, { method: 'GET', url: '/api/auth/me' });
    expect(me.json()).toMatchObject({ data: { userId: recruiter.userId, firstName: 'Renamed', lastName: 'Recruiter' } });
    const { id } = await startInterview(recruiter, seekers[2]!);
    const sent = await http(recruiter, 'POST', `/interviewSessions/${id}/chatMessages`, { message: 'hello' });
    expect(sent.body!.data).toMatchObject({ senderUserId: recruiter.userId, senderName: 'Renamed Recruiter' });
  });
});
