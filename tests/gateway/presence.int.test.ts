import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presenceStream, type PresenceEvent, type PresenceStatus } from '../../domain/presence/presence';
import type { PresenceView } from '../../domain/presence/presence-view';
import { boothQueueStream, type BoothQueueEvent } from '../../domain/queue/booth-queue';
import { QUEUE_CONNECTION_GRACE_MS } from '../../domain/queue/connection-grace';
import { queueSeatStream } from '../../domain/queue/queue-seat';
import type { ServerMessage } from '../../domain/realtime/protocol';
import type { Platform } from '../../infra/platform';
import { createConnectionRegistry } from '../../infra/presence/connection-registry';
import { DEMO_ACCOUNTS, DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { testClock } from '../support/api';
import { createTestDatabase } from '../support/database';
import { eventually } from '../support/eventually';
import { startTestPlatform } from '../support/platform';
import { connectClient, type TestClient } from './client';

// Two gateway processes (two platforms on one database, LISTEN/NOTIFY bus) and one movable clock:
// the grace period is passed by moving the clock, never by sleeping.
type Data = Extract<ServerMessage, { action: 'data' }>;
const clock = testClock();
let one: Platform;
let two: Platform;
const clients: TestClient[] = [];
const tokens = new Map<string, string>();
const person = (email: string) => DEMO_ACCOUNTS.find((account) => account.email === email)!;
const [rita, ravi, sam, sofia, sean] = ['recruiter1', 'recruiter2', 'seeker1', 'seeker2', 'seeker3'].map((name) =>
  person(`${name}@demo.jobfair.test`),
) as [
  ReturnType<typeof person>,
  ReturnType<typeof person>,
  ReturnType<typeof person>,
  ReturnType<typeof person>,
  ReturnType<typeof person>,
];

const api = async (platform: Platform, method: string, path: string, token: string | null, body?: unknown) => {
  const response = await fetch(`${platform.url}/api${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { data: any } };
};
const signIn = async (email: string) =>
  (await api(one, 'POST', '/auth/sign-in', null, { email, password: DEMO_PASSWORD })).body.data.accessToken as string;

/** A tab on one process: opens the socket and says which fair it looks at, as the web client does. */
const openTab = async (platform: Platform, user: { userId: string; email: string }) => {
  const client = await connectClient(`${platform.url.replace('http', 'ws')}/ws`, tokens.get(user.email)!);
  clients.push(client);
  client.send({ action: 'setUserId', userId: user.userId, jobFairId: DEMO_JOB_FAIR_ID, organizationId: null });
  await client.barrier(user.userId);
  return client;
};
const subscribe = async (client: TestClient, subscriptionName: string, props: Record<string, string>) => {
  client.send({ action: 'subscribe', subscriptionName, props });
  expect((await client.next((message) => message.action === 'subscribed' || message.action === 'error')).action).toBe('subscribed');
  return client.next<Data>((message) => message.action === 'data' && message.subscriptionName === subscriptionName);
};
const connectionsOf = async (userId: string) =>
  Number((await one.db('presence_connections').where({ user_id: userId }).count<{ count: string }[]>('* as count'))[0]!.count);
const storedPresence = async (userId: string): Promise<PresenceStatus | null> =>
  (await one.db('user_presence').where({ user_id: userId }).first())?.presence_status ?? null;
const presenceHistory = async (userId: string) =>
  (await one.store.readStream<PresenceEvent>(presenceStream(userId))).events.map((event) => event.data.presenceStatus);
const untilPresence = (userId: string, status: PresenceStatus) =>
  eventually(
    () => storedPresence(userId),
    (value) => value === status,
    10_000,
    `${userId} ${status}`,
  );

const answersFor = async (boothId: string, token: string) => {
  const { body } = await api(one, 'GET', `/jobfairs/${DEMO_JOB_FAIR_ID}/boothQuestions/${boothId}`, token);
  return (body.data.questions as { id: string }[]).map((question) => ({ questionId: question.id, answer: true }));
};
/** Enters, then reads the seeker's entries: the enter answers before the read models apply it, a read after it waits for them. */
const enter = async (user: { email: string; userId: string }, boothId: string) => {
  const token = tokens.get(user.email)!;
  const entered = await api(one, 'POST', `/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers/byBoothId/${boothId}`, token, {
    answers: await answersFor(boothId, token),
  });
  await api(one, 'GET', `/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers/byVJFPUserId/${user.userId}`, token);
  return entered;
};
const queueLefts = async (boothId: string) =>
  (await one.store.readStream<BoothQueueEvent>(boothQueueStream(boothId))).events.flatMap((event) =>
    event.type === 'QueueLeft' ? [event.data] : [],
  );

beforeAll(async () => {
  const databaseUrl = await createTestDatabase('presence');
  one = await startTestPlatform('presence_one', { databaseUrl, sharedBus: true, clock });
  two = await startTestPlatform('presence_two', { databaseUrl, sharedBus: true, clock, seed: false });
  for (const user of [rita, ravi, sam, sofia, sean]) tokens.set(user.email, await signIn(user.email));
  // The cases read presence as signing in left it: wait for the projector, which lags under a busy suite.
  for (const user of [rita, ravi, sam, sofia, sean]) await untilPresence(user.userId, 'LOGGED_IN');
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await two?.close();
  await one?.close();
});

describe('presence follows the websocket across gateway processes', () => {
  it('keeps a recruiter with tabs on two processes LOGGED_IN until the last closes, and pushes the booth list sorted by presence', async () => {
    const booth = DEMO_BOOTH_IDS[0]; // both recruiters
    const observer = await openTab(one, sofia);
    const first = await subscribe(observer, 'boothPresence', { jobFairId: DEMO_JOB_FAIR_ID, boothId: booth });
    // Signing in set both LOGGED_IN (spec 1 §4.4); names, not ids, are listed.
    expect((first.rows as PresenceView[]).map((row) => [row.firstName, row.presenceStatus]).sort()).toEqual([
      ['Ravi', 'LOGGED_IN'],
      ['Rita', 'LOGGED_IN'],
    ]);

    const raviTab = await openTab(two, ravi);
    await raviTab.close();
    await untilPresence(ravi.userId, 'DISCONNECTED');

    const onOne = await openTab(one, rita);
    const onTwo = await openTab(two, rita);
    await eventually(
      () => connectionsOf(rita.userId),
      (count) => count === 2,
    );
    await onOne.close();
    await eventually(
      () => connectionsOf(rita.userId),
      (count) => count === 1,
    );
    expect(await storedPresence(rita.userId)).toBe('LOGGED_IN');
    expect(await presenceHistory(rita.userId)).not.toContain('DISCONNECTED');

    await onTwo.close();
    await untilPresence(rita.userId, 'DISCONNECTED');
    const pushed = await eventually(
      async () =>
        (observer.received.filter((message) => message.action === 'data' && message.subscriptionName === 'boothPresence').at(-1) as Data)
          .rows as PresenceView[],
      (rows) => rows.every((row) => row.presenceStatus === 'DISCONNECTED'),
    );
    expect(pushed.map((row) => row.firstName)).toEqual(['Ravi', 'Rita']); // same status: by last then first name

    await openTab(two, rita);
    const back = await eventually(
      async () =>
        (observer.received.filter((message) => message.action === 'data' && message.subscriptionName === 'boothPresence').at(-1) as Data)
          .rows as PresenceView[],
      (rows) => rows[0]?.presenceStatus === 'LOGGED_IN',
    );
    expect(back.map((row) => [row.firstName, row.presenceStatus])).toEqual([
      ['Rita', 'LOGGED_IN'],
      ['Ravi', 'DISCONNECTED'],
    ]);
    await observer.close();
  });

  it('drops the connections of a process that stopped heartbeating', async () => {
    const processId = randomUUID();
    const silent = createConnectionRegistry({
      db: one.db,
      store: one.store,
      clock,
      newId: randomUUID,
      logger: pino({ level: 'silent' }),
      processId,
      heartbeatMs: 3_600_000,
    });
    await silent.start();
    await silent.tracker.opened({ connectionId: 1, userId: sean.userId, sessionId: 'crashed-tab' });
    await silent.tracker.lookingAt({ connectionId: 1, userId: sean.userId, sessionId: 'crashed-tab' }, DEMO_JOB_FAIR_ID);
    await untilPresence(sean.userId, 'LOGGED_IN');
    expect(await one.presence.sweepDeadProcesses()).toBe(0); // still heartbeating

    // Its last heartbeat an hour ago, as after a crash: the other processes stop counting its connections.
    await one
      .db('presence_processes')
      .update({ heartbeat_at: one.db.raw(`now() - interval '1 hour'`) })
      .where({ process_id: processId });
    expect(await one.presence.sweepDeadProcesses()).toBe(1);
    await untilPresence(sean.userId, 'DISCONNECTED');
    await silent.stop();
  });
});

describe('a lost connection loses no place', () => {
  const booth = DEMO_BOOTH_IDS[1];

  it('keeps the place through a reconnect on another tab or process, then takes the candidate out after the grace period', async () => {
    const samTab = await openTab(one, sam);
    expect((await enter(sam, booth)).status).toBe(201);
    const seanTab = await openTab(two, sean);
    expect((await enter(sean, booth)).status).toBe(201);
    const seanEntries = await subscribe(seanTab, 'myQueueEntries', { jobFairId: DEMO_JOB_FAIR_ID, seekerId: sean.userId });
    expect(seanEntries.rows).toMatchObject([{ position: 2 }]);

    // A reload: the socket closes, presence is DISCONNECTED, a new one opens on the other process.
    await samTab.close();
    await untilPresence(sam.userId, 'DISCONNECTED');
    const samAgain = await openTab(two, sam);
    await untilPresence(sam.userId, 'LOGGED_IN');
    clock.advance(2 * QUEUE_CONNECTION_GRACE_MS);
    expect(await one.queueGrace.sweep()).toBe(0);
    expect(await one.db('queue_entries').where({ seeker_id: sam.userId }).pluck('booth_id')).toEqual([booth]);

    // Gone for good: after the grace period the server takes Sam out and Sean moves up.
    await samAgain.close();
    await untilPresence(sam.userId, 'DISCONNECTED');
    clock.advance(QUEUE_CONNECTION_GRACE_MS - 1_000);
    expect(await one.queueGrace.sweep()).toBe(0); // not yet
    clock.advance(1_000);
    const moved = await seanTab.next<Data>(
      (message) =>
        message.action === 'data' &&
        message.subscriptionName === 'myQueueEntries' &&
        (message.rows[0] as { position?: number })?.position === 1,
      10_000,
    );
    expect(moved.rows).toMatchObject([{ position: 1, status: 'NEXT_IN_QUEUE', priority: 0 }]);
    expect((await queueLefts(booth)).filter((left) => left.seekerId === sam.userId)).toMatchObject([
      { reason: 'ConnectionLost', leftBy: 'server' },
    ]);
    expect((await one.store.readStream(queueSeatStream(DEMO_JOB_FAIR_ID, sam.userId))).events.at(-1)?.type).toBe('QueueSeatFreed');
  });

  it('never removes a candidate already in an interview', async () => {
    const booth2 = DEMO_BOOTH_IDS[2]; // Ravi's booth
    const sofiaTab = await openTab(one, sofia);
    expect((await enter(sofia, booth2)).status).toBe(201);
    const raviTab = await openTab(one, ravi);
    expect(
      (
        await api(one, 'PUT', `/jobfairs/${DEMO_JOB_FAIR_ID}/recruiters/${ravi.userId}/availability`, tokens.get(ravi.email)!, {
          boothId: booth2,
          isAvailableForChat: true,
        })
      ).status,
    ).toBe(200);
    const session = await eventually(
      () => one.db('interview_sessions').where({ candidate_id: sofia.userId, status: 'AWAITING' }).first(),
      (row) => Boolean(row),
    );
    expect(
      (
        await api(one, 'PUT', `/jobfairs/${DEMO_JOB_FAIR_ID}/interviewSessions/${session.id}`, tokens.get(sofia.email)!, {
          status: 'IN_PROGRESS',
        })
      ).status,
    ).toBe(200);

    await sofiaTab.close();
    await eventually(
      () => connectionsOf(sofia.userId),
      (count) => count === 0,
    );
    await untilPresence(sofia.userId, 'DISCONNECTED');
    clock.advance(2 * QUEUE_CONNECTION_GRACE_MS);
    expect(await one.queueGrace.sweep()).toBe(0);
    expect(await one.db('queue_entries').where({ seeker_id: sofia.userId }).first()).toMatchObject({ status: 'IN_INTERVIEW' });
    await raviTab.close();
  });
});

describe('calling a disconnected candidate', () => {
  it('passes over a candidate within their grace period, and calls them once they are back', async () => {
    const booth = DEMO_BOOTH_IDS[0];
    await untilPresence(sam.userId, 'DISCONNECTED'); // no tab open since the last test
    expect((await enter(sam, booth)).status).toBe(201);
    expect(
      (
        await api(one, 'PUT', `/jobfairs/${DEMO_JOB_FAIR_ID}/recruiters/${rita.userId}/availability`, tokens.get(rita.email)!, {
          boothId: booth,
          isAvailableForChat: true,
        })
      ).status,
    ).toBe(200);
    expect(await one.interviewMatcher.match(booth)).toBe(0);
    expect(await one.db('interview_sessions').where({ candidate_id: sam.userId, status: 'AWAITING' }).first()).toBeUndefined();

    await openTab(two, sam);
    const session = await eventually(
      () => one.db('interview_sessions').where({ candidate_id: sam.userId, status: 'AWAITING' }).first(),
      Boolean,
    );
    expect(session).toMatchObject({ recruiter_id: rita.userId, booth_id: booth });
  });
});

describe('choosing Away (spec 1 §4.4, §7 "update presence status")', () => {
  const token = () => tokens.get(ravi.email)!;
  const mine = async () => (await api(two, 'GET', '/presence', token())).body.data.presenceStatus as PresenceStatus | null;

  it('a recruiter chooses AWAY, stays AWAY through a reload on another process, and comes back Online by choice', async () => {
    const tab = await openTab(one, ravi);
    await untilPresence(ravi.userId, 'LOGGED_IN');
    expect((await subscribe(tab, 'myPresence', { userId: ravi.userId })).rows).toEqual([{ presenceStatus: 'LOGGED_IN' }]);
    expect(await api(one, 'PUT', '/presence', token(), { presenceStatus: 'AWAY', jobFairId: DEMO_JOB_FAIR_ID })).toMatchObject({
      status: 200,
      body: { data: { presenceStatus: 'AWAY' } },
    });
    expect(await mine()).toBe('AWAY');
    // The menu's subscription hears the choice (and would hear a change made in another tab). A push of the
    // earlier LOGGED_IN may still be on its way, so wait for the one carrying the choice, not the next one.
    const heard = await tab.next<Data>(
      (message) =>
        message.action === 'data' &&
        message.subscriptionName === 'myPresence' &&
        message.rows.some((row) => (row as { presenceStatus?: string }).presenceStatus === 'AWAY'),
    );
    expect(heard.rows).toEqual([{ presenceStatus: 'AWAY' }]);

    // A reload: the last socket closes (DISCONNECTED), a new one opens on the other process.
    await tab.close();
    await untilPresence(ravi.userId, 'DISCONNECTED');
    await openTab(two, ravi);
    await untilPresence(ravi.userId, 'AWAY');
    expect(await mine()).toBe('AWAY');

    expect((await api(one, 'PUT', '/presence', token(), { presenceStatus: 'LOGGED_IN' })).body.data.presenceStatus).toBe('LOGGED_IN');
    expect(await mine()).toBe('LOGGED_IN');
  });

  it("refuses someone else's presence subscription", async () => {
    const tab = await openTab(one, sofia);
    tab.send({ action: 'subscribe', subscriptionName: 'myPresence', props: { userId: ravi.userId } });
    expect(await tab.next((message) => message.action === 'subscribed' || message.action === 'error')).toMatchObject({
      action: 'error',
      status: 403,
    });
    await tab.close();
  });

  it('refuses a status nobody may choose, changing nothing, and answers 401 without a token', async () => {
    const refused = await api(one, 'PUT', '/presence', token(), { presenceStatus: 'IN_INTERVIEW' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('presenceStatus must be one of LOGGED_IN, AWAY');
    expect(await mine()).toBe('LOGGED_IN');
    expect((await api(one, 'GET', '/presence', null)).status).toBe(401);
    expect((await api(one, 'PUT', '/presence', null, { presenceStatus: 'AWAY' })).status).toBe(401);
  });
});

describe('signing out (spec 1 §2.2, §4.4)', () => {
  it("takes an applicant out of every queue with reason SignedOut, frees the seat, sets LOGGED_OUT and closes the session's sockets", async () => {
    const booth = DEMO_BOOTH_IDS[1];
    const tab = await openTab(two, sean); // signed out through process one
    expect(await one.db('queue_entries').where({ seeker_id: sean.userId }).pluck('booth_id')).toEqual([booth]);

    expect((await api(one, 'POST', '/auth/sign-out', tokens.get(sean.email)!)).status).toBe(200);

    expect(await one.db('queue_entries').where({ seeker_id: sean.userId }).first()).toBeUndefined();
    expect((await queueLefts(booth)).filter((left) => left.seekerId === sean.userId)).toMatchObject([{ reason: 'SignedOut' }]);
    expect((await one.store.readStream(queueSeatStream(DEMO_JOB_FAIR_ID, sean.userId))).events.at(-1)?.type).toBe('QueueSeatFreed');
    expect(await storedPresence(sean.userId)).toBe('LOGGED_OUT');
    // The session's sockets on the other process close too; their close changes nothing: LOGGED_OUT stays.
    expect((await tab.closed).code).toBe(4401);
    await eventually(
      () => connectionsOf(sean.userId),
      (count) => count === 0,
    );
    expect((await presenceHistory(sean.userId)).at(-1)).toBe('LOGGED_OUT');
  });
});
