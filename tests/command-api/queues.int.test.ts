import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFairDecider, jobFairStream, JOB_FAIR_PRICE, type JobFairCommand } from '../../domain/jobfair/jobfair';
import { boothQueueStream } from '../../domain/queue/booth-queue';
import { availabilityStream, recruiterAvailabilityDecider } from '../../domain/queue/recruiter-availability';
import { QUEUE_TEXTS } from '../../domain/queue/queue-texts';
import { handleCommand } from '../../domain/shared/handle-command';
import { eventually } from '../support/eventually';
import { buildTestApi, envelopeOf, testClock, type TestApi, type TestUser } from '../support/api';
import { registerInReadModel } from '../support/registered-user';
import { until } from '../support/wait';
import { castFor, type Cast } from './fixtures';

// The queue calls of spec 2 §7 against the real store and read models: rules, roles, bad input.
// The fair runs 10:00-13:00 EST on 2026-11-22; the clock stands at 11:00 EST.
const RUNNING = '2026-11-22T16:00:00.000Z';
let api: TestApi;
let cast: Cast;
let fairId: string;
let seekers: TestUser[];
const questions = [
  { id: 'q1', name: 'Are you authorized to work in the US?', rank: 0 },
  { id: 'q2', name: 'Three years of TypeScript?', rank: 1 },
];
const answers = (...yes: boolean[]) => questions.map((question, i) => ({ questionId: question.id, answer: yes[i] ?? false }));

const fairCommand = async (command: JobFairCommand) =>
  handleCommand(api.store, jobFairStream(command.data.jobFairId), jobFairDecider, command, {
    metadata: { correlationId: randomUUID(), causationId: null, actorId: null, actorRole: 'Admin', at: RUNNING },
    newId: randomUUID,
  });

/** A paid fair running now, activated unless told otherwise. */
const runningFair = async (activated = true, schedule: { startTime?: string } = {}) => {
  const ids = { jobFairId: randomUUID(), companyId: cast.organizationId, actorId: cast.admin.userId, now: RUNNING };
  const form = {
    name: 'Queue fair',
    startDate: '2026-11-22',
    startTime: '10:00',
    timezone: 'EST' as const,
    durationHours: 3,
    durationMinutes: 0,
    ...schedule,
  };
  await fairCommand({ type: 'CreateJobFair', data: { ...ids, form, mayStartInPast: true } });
  await fairCommand({ type: 'RecordJobFairPayment', data: { ...ids, ...JOB_FAIR_PRICE, paymentReference: randomUUID() } });
  if (activated) await fairCommand({ type: 'SetJobFairActivation', data: { ...ids, isActivated: true } });
  await until(
    async () => Boolean(await api.db('jobfairs').where({ id: ids.jobFairId, is_activated: activated }).first()),
    'the fair in the read model',
  );
  return ids.jobFairId;
};

const newBooth = async (fair: string, name: string, minimumScore = 1, recruiters: string[] = []) => {
  const response = await api.as(cast.employerAdmin, {
    method: 'POST',
    url: `/api/jobfairs/${fair}/booths`,
    payload: {
      name,
      description: 'We hire',
      companyImageUrl: 'employer_logos/acme/booth.png',
      chatDuration: 10 * 60_000,
      minimumScore,
      questions,
      recruiters,
      jobs: [],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return envelopeOf(response).data.id as string;
};

const queueUsers = (fair = fairId) => `/api/jobfairs/${fair}/queueUsers`;
const enter = (user: TestUser, boothId: string, body: object = { answers: answers(true, true) }, fair = fairId) =>
  api.as(user, { method: 'POST', url: `${queueUsers(fair)}/byBoothId/${boothId}`, payload: body });
const count = async (boothId: string, user: TestUser = seekers[0]!) =>
  envelopeOf(await api.as(user, { method: 'GET', url: `${queueUsers()}/byBoothId/${boothId}/count` })).data.count as number;
const mine = async (user: TestUser) =>
  envelopeOf(await api.as(user, { method: 'GET', url: `${queueUsers()}/byVJFPUserId/${user.userId}` })).data as any[];

beforeAll(async () => {
  api = await buildTestApi('api_queues', { clock: testClock(new Date(RUNNING)) });
  cast = await castFor(api);
  seekers = await Promise.all([1, 2, 3, 4].map(() => api.user(['Applicant'], null)));
  fairId = await runningFair();
});
afterAll(() => api.close());

describe('entering a booth queue', () => {
  it('scores the answers on the server; the first candidate is next in queue (priority 0), later ones wait by priority then time', async () => {
    const booth = await newBooth(fairId, 'Engineering');
    const [first, second, third] = seekers as [TestUser, TestUser, TestUser];

    const one = await enter(first, booth, { answers: answers(true, false) });
    expect(one.statusCode, one.body).toBe(201);
    expect(envelopeOf(one).data).toMatchObject({
      boothId: booth,
      vjfpUserId: first.userId,
      score: 1,
      maxScore: 2,
      priority: 0,
      status: 'NEXT_IN_QUEUE',
      position: 1,
      boothName: 'Engineering',
    });
    expect(envelopeOf(await enter(second, booth, { answers: answers(true, false) })).data).toMatchObject({
      score: 1,
      priority: 3,
      status: 'IN_QUEUE',
      position: 2,
    });
    // A better score overtakes the earlier, weaker candidate, but never the one already next.
    const strong = envelopeOf(await enter(third, booth, { answers: answers(true, true) })).data;
    // No recruiter serves the booth yet: no wait can be estimated (estimated-wait.int.test.ts covers the figures).
    expect(strong).toMatchObject({ score: 2, priority: 2, position: 2, estimatedWaitMs: null });

    const list = await api.as(cast.recruiter, { method: 'GET', url: `${queueUsers()}/byBoothId/${booth}` });
    expect(envelopeOf(list).data.map((row: any) => [row.vjfpUserId, row.priority, row.position])).toEqual([
      [first.userId, 0, 1],
      [third.userId, 2, 2],
      [second.userId, 3, 3],
    ]);
    expect(await count(booth)).toBe(3);

    // Entering again answers with the place held and appends nothing.
    const before = await api.eventCount();
    expect(envelopeOf(await enter(first, booth)).data).toMatchObject({ id: envelopeOf(one).data.id, position: 1 });
    expect(await api.eventCount()).toBe(before);

    // The next in queue leaves: the strongest waiting candidate becomes next.
    const left = await api.as(first, { method: 'DELETE', url: `${queueUsers()}/byBoothIdAndId/${booth}/${envelopeOf(one).data.id}` });
    expect(left.statusCode, left.body).toBe(200);
    expect((await mine(third))[0]).toMatchObject({ status: 'NEXT_IN_QUEUE', priority: 0, position: 1 });
    expect((await mine(second))[0]).toMatchObject({ position: 2 });
    expect(await mine(first)).toEqual([]);

    // An admin empties the queue; every seat is freed.
    const emptied = await api.as(cast.admin, { method: 'DELETE', url: `${queueUsers()}/byBoothId/${booth}` });
    expect(envelopeOf(emptied).data).toEqual({ removed: 2 });
    expect(await count(booth)).toBe(0);
    const reasons = (await api.store.readStream(boothQueueStream(booth))).events
      .filter((e) => e.type === 'QueueLeft')
      .map((e) => (e.data as { reason: string }).reason);
    expect(reasons).toEqual(['Left', 'EmptiedByAdmin', 'EmptiedByAdmin']);
  });

  it('answers an enter with its place as the command decided it while the read models lag, the row they show once caught up', async () => {
    const booth = await newBooth(fairId, 'Lagging');
    const seeker = seekers[1]!;
    // Hold the projections back so the read model cannot show the entry within the route's
    // read-your-writes wait. (Not a long-held lock: an open transaction would hide every newer event
    // of the shared Postgres server from the other suites' runners meanwhile.)
    await api.runner.stop();
    let answer;
    try {
      answer = await enter(seeker, booth, { answers: answers(true, false) });
      // The read model really had not caught up (read directly: an API read would wait for the answered enter).
      expect(await api.db('queue_entries').where({ seeker_id: seeker.userId, booth_id: booth })).toEqual([]);
    } finally {
      await api.runner.start();
    }
    expect(answer.statusCode, answer.body).toBe(201);
    const { checkpoint, ...decided } = envelopeOf(answer).data;
    expect(decided).toMatchObject({
      boothId: booth,
      queueId: booth,
      vjfpUserId: seeker.userId,
      boothName: 'Lagging',
      score: 1,
      maxScore: 2,
      priority: 0,
      status: 'NEXT_IN_QUEUE',
      position: 1,
      // Nobody serves this booth's queue: no one can say when a recruiter will switch on.
      estimatedWaitMs: null,
    });
    const { events } = await api.store.readStream(boothQueueStream(booth));
    const stored = events.find((event) => event.type === 'QueueEntered')!;
    expect(decided.id).toBe((stored.data as { entryId: string }).entryId);
    expect(decided.createdAt).toBe((stored.data as { enteredAt: string }).enteredAt);
    // The last event the enter appended: here the entry, then its choice as next in line.
    expect(checkpoint).toBe(events.at(-1)!.checkpoint);

    // Once the projector runs again the read model shows the very row the enter answered.
    const caughtUp = await eventually(
      () => mine(seeker),
      (entries) => entries.length === 1,
      10_000,
      'entry in the read model',
    );
    expect(caughtUp[0]).toEqual(decided);
    await api.as(cast.admin, { method: 'DELETE', url: `${queueUsers()}/byBoothId/${booth}` });
  });

  it('holds a seeker to one queue per fair: another booth is refused with ALREADY_IN_QUEUE until they leave', async () => {
    const [a, b] = [await newBooth(fairId, 'Sales'), await newBooth(fairId, 'Support')];
    const seeker = seekers[3]!;
    expect((await enter(seeker, a)).statusCode).toBe(201);
    const refused = await enter(seeker, b);
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused).errors[0]).toMatchObject({ code: 'ALREADY_IN_QUEUE', message: QUEUE_TEXTS.alreadyInAQueue });
    expect(envelopeOf(await api.as(seeker, { method: 'GET', url: `${queueUsers()}/isEnteredInAnyQueue/${seeker.userId}` })).data).toBe(
      true,
    );

    const entry = (await mine(seeker))[0];
    await api.as(seeker, { method: 'DELETE', url: `${queueUsers()}/byBoothIdAndId/${a}/${entry.id}` });
    expect((await enter(seeker, b)).statusCode).toBe(201);
    await api.as(cast.admin, { method: 'DELETE', url: `${queueUsers()}/byBoothId/${b}` });
  });

  it('refuses a score below the minimum with THRESHOLD_ERROR and stores nothing (spec 2 §5)', async () => {
    const booth = await newBooth(fairId, 'Picky', 2);
    const before = await api.eventCount();
    const refused = await enter(seekers[0]!, booth, { answers: answers(true, false) });
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused).errors).toEqual([
      { code: 'THRESHOLD_ERROR', message: "This company's job opportunities do not appear to be a match with your skills." },
    ]);
    expect(await api.eventCount()).toBe(before);
    expect((await enter(seekers[0]!, booth)).statusCode).toBe(201);
    await api.as(cast.admin, { method: 'DELETE', url: `${queueUsers()}/byBoothId/${booth}` });
  });

  it("answers bad input with 400 and the spec's words, and writes nothing", async () => {
    const booth = await newBooth(fairId, 'Validation');
    const before = await api.eventCount();
    const unanswered = await enter(seekers[0]!, booth, { answers: [{ questionId: 'q1', answer: true }] });
    expect(unanswered.statusCode).toBe(400);
    expect(envelopeOf(unanswered).errors[0]).toMatchObject({ field: 'answers.1', message: 'You must make a choice.' });
    expect((await enter(seekers[0]!, booth, { answers: [{ questionId: 'q1', answer: 'yes' }] })).statusCode).toBe(400);
    expect((await enter(seekers[0]!, booth, {})).statusCode).toBe(400);
    expect(
      (await api.as(seekers[0]!, { method: 'POST', url: `${queueUsers()}/byBoothId/not-a-uuid`, payload: { answers: [] } })).statusCode,
    ).toBe(400);
    expect((await enter(seekers[0]!, randomUUID())).statusCode).toBe(404);
    expect(
      (await api.as(seekers[0]!, { method: 'DELETE', url: `${queueUsers()}/byBoothIdAndId/${booth}/${randomUUID()}` })).statusCode,
    ).toBe(404);
    expect(await api.eventCount()).toBe(before);
  });
});

describe('who may do what', () => {
  it('only job seekers enter; only the fair staff list a queue; seekers read only their own entries', async () => {
    const booth = await newBooth(fairId, 'Roles');
    for (const user of [cast.recruiter, cast.employerAdmin, cast.admin]) expect((await enter(user, booth)).statusCode).toBe(403);
    expect((await api.as(null, { method: 'POST', url: `${queueUsers()}/byBoothId/${booth}`, payload: { answers: [] } })).statusCode).toBe(
      401,
    );
    expect((await api.as(seekers[0]!, { method: 'GET', url: `${queueUsers()}/byBoothId/${booth}` })).statusCode).toBe(403);
    expect((await api.as(cast.otherEmployerAdmin, { method: 'GET', url: `${queueUsers()}/byBoothId/${booth}` })).statusCode).toBe(403);
    expect((await api.as(cast.admin, { method: 'GET', url: `${queueUsers()}/byBoothId/${booth}` })).statusCode).toBe(200);
    expect((await api.as(seekers[0]!, { method: 'GET', url: `${queueUsers()}/byVJFPUserId/${seekers[1]!.userId}` })).statusCode).toBe(403);
    expect((await api.as(cast.recruiter, { method: 'GET', url: `${queueUsers()}/byVJFPUserId/${seekers[1]!.userId}` })).statusCode).toBe(
      200,
    );
    expect((await api.as(seekers[0]!, { method: 'DELETE', url: `${queueUsers()}/byBoothId/${booth}` })).statusCode).toBe(403);
    expect((await api.as(cast.recruiter, { method: 'DELETE', url: `${queueUsers()}/byBoothId/${booth}` })).statusCode).toBe(403);
  });

  it('job seekers read an activated fair (with its time status) and nothing of an inactive one', async () => {
    const fair = await api.as(seekers[0]!, { method: 'GET', url: `/api/jobfairs/${fairId}` });
    expect(fair.statusCode, fair.body).toBe(200);
    expect(envelopeOf(fair).data).toMatchObject({ id: fairId, status: 'Started', isActivated: true });
    const inactive = await runningFair(false);
    expect((await api.as(seekers[0]!, { method: 'GET', url: `/api/jobfairs/${inactive}` })).statusCode).toBe(404);
    expect((await api.as(cast.otherEmployerAdmin, { method: 'GET', url: `/api/jobfairs/${fairId}` })).statusCode).toBe(403);
    expect((await api.as(cast.recruiter, { method: 'GET', url: `/api/jobfairs/${inactive}` })).statusCode).toBe(200);
  });

  it('opens queues only while the fair is Started', async () => {
    const upcoming = await runningFair(true, { startTime: '12:00' });
    const closingFair = await runningFair(true, { startTime: '07:00' }); // ended at 10:00 EST, closing until 11:30
    const early = await enter(seekers[0]!, await newBooth(upcoming, 'Timing'), undefined, upcoming);
    const closing = await enter(seekers[0]!, await newBooth(closingFair, 'Timing'), undefined, closingFair);
    expect([early.statusCode, closing.statusCode]).toEqual([409, 409]);
    expect(envelopeOf(early).errors[0]!.message).toBe(QUEUE_TEXTS.fairNotStarted);
  });
});

describe('racing real HTTP requests', () => {
  it('one seeker entering 10 booths with 100 simultaneous requests ends in exactly one queue', async () => {
    const booths = await Promise.all(Array.from({ length: 10 }, (_, i) => newBooth(fairId, `Race ${i}`)));
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const seeker = await api.user(['Applicant'], null);
    const attempts = Array.from({ length: 100 }, (_, i) => booths[i % 10]!);
    const answersOf = await Promise.all(
      attempts.map(async (booth) => {
        const response = await fetch(`${address}${queueUsers()}/byBoothId/${booth}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${seeker.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ answers: answers(true, true) }),
        });
        return {
          booth,
          status: response.status,
          ...(response.status === 201 || response.status === 409 ? {} : { body: await response.text() }),
        };
      }),
    );

    expect(answersOf.filter((answer) => answer.status !== 201 && answer.status !== 409)).toEqual([]);
    const admitted = answersOf.filter((answer) => answer.status === 201);
    expect(answersOf.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    expect(admitted.length).toBeGreaterThan(0);
    expect(new Set(admitted.map((answer) => answer.booth)).size).toBe(1);
    const entered = (await Promise.all(booths.map((booth) => api.store.readStream(boothQueueStream(booth))))).flatMap(({ events }) =>
      events.filter((e) => e.type === 'QueueEntered'),
    );
    expect(entered).toHaveLength(1);
    expect(await mine(seeker)).toHaveLength(1);
  });
});

describe('recruiter availability (spec 2 §4)', () => {
  const availability = (user: TestUser, fair: string, payload?: object) =>
    api.as(user, {
      method: payload ? 'PUT' : 'GET',
      url: `/api/jobfairs/${fair}/recruiters/${user.userId}/availability`,
      ...(payload ? { payload } : {}),
    });

  it('is off until the recruiter switches it on; waits are then shared by the available recruiters', async () => {
    await registerInReadModel(api, cast.recruiter);
    const booth = await newBooth(fairId, 'Available', 0, [cast.recruiter.userId]);
    expect(envelopeOf(await availability(cast.recruiter, fairId)).data).toEqual({ isAvailableForChat: false, boothId: null });

    // The dashboard's reset to off on load keeps a chosen Away; switching on sets presence to logged in (spec 2 §4).
    const presence = async () => envelopeOf(await api.as(cast.recruiter, { method: 'GET', url: '/api/presence' })).data.presenceStatus;
    expect((await api.as(cast.recruiter, { method: 'PUT', url: '/api/presence', payload: { presenceStatus: 'AWAY' } })).statusCode).toBe(
      200,
    );
    expect((await availability(cast.recruiter, fairId, { boothId: booth, isAvailableForChat: false })).statusCode).toBe(200);
    expect(await presence()).toBe('AWAY');
    const on = await availability(cast.recruiter, fairId, { boothId: booth, isAvailableForChat: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(envelopeOf(on).data).toEqual({ isAvailableForChat: true, boothId: booth });
    expect(await presence()).toBe('LOGGED_IN');
    const seeker = await api.user(['Applicant'], null);
    expect(envelopeOf(await enter(seeker, booth)).data).toMatchObject({ position: 1, estimatedWaitMs: 0 });
    const behind = await api.user(['Applicant'], null);
    expect(envelopeOf(await enter(behind, booth)).data).toMatchObject({ position: 2, estimatedWaitMs: 10 * 60_000 });

    expect(
      envelopeOf(await availability(cast.recruiter, fairId, { boothId: booth, isAvailableForChat: false })).data.isAvailableForChat,
    ).toBe(false);
    await api.as(cast.admin, { method: 'DELETE', url: `${queueUsers()}/byBoothId/${booth}` });
  });

  it('refuses other recruiters, unassigned booths, bad bodies and fairs that are not running', async () => {
    const booth = await newBooth(fairId, 'Unassigned');
    expect((await availability(cast.recruiter, fairId, { boothId: booth, isAvailableForChat: true })).statusCode).toBe(403);
    const other = await api.user(['Recruiter'], cast.organizationId);
    expect(
      (
        await api.as(other, {
          method: 'PUT',
          url: `/api/jobfairs/${fairId}/recruiters/${cast.recruiter.userId}/availability`,
          payload: { boothId: booth, isAvailableForChat: true },
        })
      ).statusCode,
    ).toBe(403);
    expect((await availability(cast.recruiter, fairId, { boothId: booth, isAvailableForChat: 'yes' })).statusCode).toBe(400);
    expect((await availability(cast.recruiter, fairId, { boothId: randomUUID(), isAvailableForChat: true })).statusCode).toBe(404);
    expect(
      (
        await api.as(seekers[0]!, {
          method: 'PUT',
          url: `/api/jobfairs/${fairId}/recruiters/${seekers[0]!.userId}/availability`,
          payload: { boothId: booth, isAvailableForChat: true },
        })
      ).statusCode,
    ).toBe(403);

    const upcoming = await runningFair(true, { startTime: '12:00' });
    const later = await newBooth(upcoming, 'Later', 0, [cast.recruiter.userId]);
    const refused = await availability(cast.recruiter, upcoming, { boothId: later, isAvailableForChat: true });
    expect(refused.statusCode).toBe(409);
  });
});

describe('answers that go out before the read models apply them', () => {
  /** Whether `read` is still unanswered after a few hundred ms (the projections are stopped meanwhile). */
  const stillWaiting = async (read: Promise<unknown>) => {
    let answered = false;
    void read.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    return !answered;
  };

  it('answers a leave at once; a read that starts after the answer, by anyone, waits until the read models show it', async () => {
    const booth = await newBooth(fairId, 'Ahead');
    const seeker = await api.user(['Applicant'], null);
    const entered = await enter(seeker, booth);
    expect(entered.statusCode, entered.body).toBe(201);
    const entryId = envelopeOf(entered).data.id as string;
    // The enter answers before the read models apply it: the leave below must find the entry listed.
    await api.readModelsCaughtUp();

    await api.runner.stop();
    let own: Promise<any[]>;
    let staff: Promise<any[]>;
    try {
      const left = await api.as(seeker, { method: 'DELETE', url: `${queueUsers()}/byBoothIdAndId/${booth}/${entryId}` });
      expect(left.statusCode, left.body).toBe(200);
      expect(envelopeOf(left).data).toEqual({ id: entryId });
      // Answered while the read model still lists the entry.
      expect(await api.db('queue_entries').where({ id: entryId })).toHaveLength(1);
      own = mine(seeker);
      staff = api
        .as(cast.recruiter, { method: 'GET', url: `${queueUsers()}/byBoothId/${booth}` })
        .then((response) => envelopeOf(response).data);
      expect(await stillWaiting(own)).toBe(true);
      expect(await stillWaiting(staff)).toBe(true);
    } finally {
      await api.runner.start();
    }
    expect(await own).toEqual([]);
    expect(await staff).toEqual([]);
  });

  it('answers an availability switch with the decided state, before its read model shows it', async () => {
    // Registered in the read model by the availability cases above.
    const booth = await newBooth(fairId, 'Switched ahead', 0, [cast.recruiter.userId]);
    const url = `/api/jobfairs/${fairId}/recruiters/${cast.recruiter.userId}/availability`;
    const switchTo = (isAvailableForChat: boolean) =>
      api.as(cast.recruiter, { method: 'PUT', url, payload: { boothId: booth, isAvailableForChat } });

    await api.runner.stop();
    let read: Promise<unknown>;
    try {
      const on = await switchTo(true);
      expect(on.statusCode, on.body).toBe(200);
      expect(envelopeOf(on).data).toEqual({ isAvailableForChat: true, boothId: booth });
      const row = api.db('recruiter_availability').where({ job_fair_id: fairId, recruiter_id: cast.recruiter.userId, booth_id: booth });
      expect(await row.clone().where({ is_available: true })).toEqual([]);
      read = api.as(cast.recruiter, { method: 'GET', url }).then((response) => envelopeOf(response).data);
      expect(await stillWaiting(read)).toBe(true);
    } finally {
      await api.runner.start();
    }
    expect(await read).toEqual({ isAvailableForChat: true, boothId: booth });
    // Switching to what it already is appends nothing and answers the same state.
    expect(envelopeOf(await switchTo(true)).data).toEqual({ isAvailableForChat: true, boothId: booth });
    expect(envelopeOf(await switchTo(false)).data).toEqual({ isAvailableForChat: false, boothId: booth });
  });

  it('a switch that changes nothing answers the state as stored, and a read after it waits for that state', async () => {
    const booth = await newBooth(fairId, 'Switched elsewhere', 0, [cast.recruiter.userId]);
    const url = `/api/jobfairs/${fairId}/recruiters/${cast.recruiter.userId}/availability`;
    const switchTo = (isAvailableForChat: boolean) =>
      api.as(cast.recruiter, { method: 'PUT', url, payload: { boothId: booth, isAvailableForChat } });
    expect((await switchTo(true)).statusCode).toBe(200);
    await api.readModelsCaughtUp();

    await api.runner.stop();
    let read: Promise<unknown>;
    try {
      // Another API process switches the recruiter off: this one never answered that event.
      await handleCommand(
        api.store,
        availabilityStream(fairId, cast.recruiter.userId),
        recruiterAvailabilityDecider,
        {
          type: 'SetAvailability',
          data: {
            jobFairId: fairId,
            recruiterId: cast.recruiter.userId,
            boothId: booth,
            isAvailableForChat: false,
            timeStatus: 'Started',
            now: RUNNING,
          },
        },
        {
          metadata: { correlationId: randomUUID(), causationId: null, actorId: null, actorRole: 'Recruiter', at: RUNNING },
          newId: randomUUID,
        },
      );
      // Off again here appends nothing: the answer is the stored state, newer than the read model's "on".
      const off = await switchTo(false);
      expect(envelopeOf(off).data).toEqual({ isAvailableForChat: false, boothId: booth });
      read = api.as(cast.recruiter, { method: 'GET', url }).then((response) => envelopeOf(response).data);
      expect(await stillWaiting(read)).toBe(true);
    } finally {
      await api.runner.start();
    }
    expect(await read).toEqual({ isAvailableForChat: false, boothId: booth });
  });
});
