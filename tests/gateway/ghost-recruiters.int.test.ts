import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_CONNECTION_GRACE_MS } from '../../domain/queue/connection-grace';
import { queueSeatStream } from '../../domain/queue/queue-seat';
import { availabilityStream, type RecruiterAvailabilityEvent } from '../../domain/queue/recruiter-availability';
import type { PresenceStatus } from '../../domain/presence/presence';
import type { Platform } from '../../infra/platform';
import { DEMO_ACCOUNTS, DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { testClock } from '../support/api';
import { eventually } from '../support/eventually';
import { startTestPlatform } from '../support/platform';
import { connectClient, type TestClient } from './client';

// No ghost recruiters (docs/queue.md): a recruiter's browser closes while they are switched on.
// Real sockets on the real platform; the grace period is passed by moving the clock, never by sleeping.
const clock = testClock();
let platform: Platform;
let raviTab: TestClient;
const clients: TestClient[] = [];
const tokens = new Map<string, string>();
const person = (email: string) => DEMO_ACCOUNTS.find((account) => account.email === email)!;
const rita = person('recruiter1@demo.jobfair.test'); // the only recruiter of booth 1
const ravi = person('recruiter2@demo.jobfair.test'); // the only recruiter of booth 2
const sam = person('seeker1@demo.jobfair.test');
const sofia = person('seeker2@demo.jobfair.test');
const sean = person('seeker3@demo.jobfair.test');

const api = async (method: string, path: string, email: string, body?: unknown) => {
  const response = await fetch(`${platform.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens.get(email)!}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { data: any } };
};
const openTab = async (user: { userId: string; email: string }) => {
  const client = await connectClient(`${platform.url.replace('http', 'ws')}/ws`, tokens.get(user.email)!);
  clients.push(client);
  client.send({ action: 'setUserId', userId: user.userId, jobFairId: DEMO_JOB_FAIR_ID, organizationId: null });
  await client.barrier(user.userId);
  return client;
};
const untilPresence = (userId: string, status: PresenceStatus) =>
  eventually(
    async () =>
      ((await platform.db('user_presence').where({ user_id: userId }).first()) as { presence_status?: string } | undefined)
        ?.presence_status,
    (value) => value === status,
    10_000,
    `${userId} ${status}`,
  );
const switchOn = async (recruiter: { userId: string; email: string }, boothId: string) =>
  expect(
    (
      await api('PUT', `/jobfairs/${DEMO_JOB_FAIR_ID}/recruiters/${recruiter.userId}/availability`, recruiter.email, {
        boothId,
        isAvailableForChat: true,
      })
    ).status,
  ).toBe(200);
const enter = async (seeker: { userId: string; email: string }, boothId: string) => {
  const { body } = await api('GET', `/jobfairs/${DEMO_JOB_FAIR_ID}/boothQuestions/${boothId}`, seeker.email);
  const answers = (body.data.questions as { id: string }[]).map((question) => ({ questionId: question.id, answer: true }));
  expect((await api('POST', `/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers/byBoothId/${boothId}`, seeker.email, { answers })).status).toBe(201);
  // The matcher reads the queue's read model: a run before the entry shows there would prove nothing.
  await eventually(() => platform.db('queue_entries').where({ seeker_id: seeker.userId, booth_id: boothId }).first(), Boolean);
};
const awaitingSessionOf = (candidateId: string) =>
  platform.db('interview_sessions').where({ candidate_id: candidateId, status: 'AWAITING' }).first() as Promise<
    { id: string; recruiter_id: string } | undefined
  >;
const availabilityEvents = async (recruiterId: string) =>
  (await platform.store.readStream<RecruiterAvailabilityEvent>(availabilityStream(DEMO_JOB_FAIR_ID, recruiterId))).events;

beforeAll(async () => {
  platform = await startTestPlatform('ghost_recruiters', { clock });
  for (const user of [rita, ravi, sam, sofia, sean]) {
    const signedIn = await fetch(`${platform.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: DEMO_PASSWORD }),
    });
    tokens.set(user.email, ((await signedIn.json()) as { data: { accessToken: string } }).data.accessToken);
  }
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await platform?.close();
});

describe('a switched-on recruiter whose browser closed', () => {
  it('is never offered a candidate while disconnected, and is called through again once back within the grace', async () => {
    const booth = DEMO_BOOTH_IDS[2];
    const tab = await openTab(ravi);
    await switchOn(ravi, booth);
    await tab.close();
    await untilPresence(ravi.userId, 'DISCONNECTED');

    await openTab(sam);
    await enter(sam, booth);
    // Whether this run or the one the queue notice woke gets there first, an engagement shows on Ravi's stream.
    expect(await platform.interviewMatcher.match(booth)).toBe(0);
    expect((await availabilityEvents(ravi.userId)).map((event) => event.type)).not.toContain('RecruiterEngaged');

    clock.advance(QUEUE_CONNECTION_GRACE_MS / 2);
    expect(await platform.queueGrace.sweep()).toBe(0);
    // Back on a new tab: presence wakes the booth's matcher, which calls Sam through Ravi.
    raviTab = await openTab(ravi);
    expect(await eventually(() => awaitingSessionOf(sam.userId), Boolean)).toMatchObject({ recruiter_id: ravi.userId });
  });

  it('puts the candidate back at the front of the line when the call times out because the recruiter is gone', async () => {
    const booth = DEMO_BOOTH_IDS[2];
    const call = (await awaitingSessionOf(sam.userId))!; // Sam rings for Ravi since the first test
    await openTab(sean);
    await enter(sean, booth);
    // Ravi closes the browser while the call rings; 21 seconds later nobody has answered.
    await raviTab.close();
    await untilPresence(ravi.userId, 'DISCONNECTED');
    clock.advance(21_000);
    await platform.interviewMatcher.sweepTimeouts();
    await eventually(
      async () => (await platform.db('interview_sessions').where({ id: call.id }).first()) as { status: string; end_reason: string },
      (row) => row.status === 'ENDED' && row.end_reason === 'TIMED_OUT',
    );

    const line = await eventually(
      () =>
        platform
          .db('queue_entries')
          .where({ booth_id: booth })
          .orderBy([{ column: 'priority' }, { column: 'entered_at' }]),
      (rows: { seeker_id: string; session_id: string | null }[]) => rows[0]?.seeker_id === sam.userId && rows[0].session_id === null,
    );
    expect(line.map((row: { seeker_id: string; status: string; priority: number }) => [row.seeker_id, row.status, row.priority])).toEqual([
      [sam.userId, 'NEXT_IN_QUEUE', 0],
      [sean.userId, 'IN_QUEUE', expect.any(Number)],
    ]);
    // Still in the line, Sam keeps the fair's seat.
    expect((await platform.store.readStream(queueSeatStream(DEMO_JOB_FAIR_ID, sam.userId))).events.at(-1)?.type).not.toBe('QueueSeatFreed');
  });

  it('is switched off with reason Disconnected once the grace period is over, and stays off when back', async () => {
    const booth = DEMO_BOOTH_IDS[1];
    const tab = await openTab(rita);
    await switchOn(rita, booth);
    await tab.close();
    await untilPresence(rita.userId, 'DISCONNECTED');

    clock.advance(QUEUE_CONNECTION_GRACE_MS - 1_000);
    await platform.queueGrace.sweep();
    expect(await platform.db('recruiter_availability').where({ recruiter_id: rita.userId }).first()).toMatchObject({ is_available: true });
    clock.advance(1_000);
    await platform.queueGrace.sweep();
    await eventually(
      async () => (await platform.db('recruiter_availability').where({ recruiter_id: rita.userId }).first()) as { is_available: boolean },
      (row) => !row.is_available,
    );
    // Told apart from switching off by hand: the event records why.
    expect((await availabilityEvents(rita.userId)).at(-1)).toMatchObject({
      type: 'RecruiterAvailabilityChanged',
      data: { isAvailableForChat: false, reason: 'Disconnected' },
    });

    // Coming back does not switch availability on again: nobody is offered until Rita chooses to.
    await openTab(rita);
    await openTab(sofia);
    await enter(sofia, booth);
    expect(await platform.interviewMatcher.match(booth)).toBe(0);
    expect((await availabilityEvents(rita.userId)).map((event) => event.type)).not.toContain('RecruiterEngaged');
  });
});
