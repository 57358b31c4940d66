import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../domain/realtime/protocol';
import { DEMO_ACCOUNTS, DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import type { Platform } from '../../infra/platform';
import { eventually } from '../support/eventually';
import { startTestPlatform } from '../support/platform';
import { connectClient, type TestClient } from './client';
import { CHECKPOINT_HEADER, READ_AFTER_HEADER } from '../../domain/http/read-your-writes';

// Live queue pushes on the whole platform with the demo fair running now: one seeker's entry
// reaches another seeker's count, the recruiter's queue list and the entrant's own entries.
type Data = Extract<ServerMessage, { action: 'data' }>;
let platform: Platform;
const clients: TestClient[] = [];
const account = (email: string) => DEMO_ACCOUNTS.find((candidate) => candidate.email === email)!;
const [sam, sofia, rita] = [
  account('seeker1@demo.jobfair.test'),
  account('seeker2@demo.jobfair.test'),
  account('recruiter1@demo.jobfair.test'),
];
const [sean, erin] = [account('seeker3@demo.jobfair.test'), account('employer@demo.jobfair.test')];
const booth = DEMO_BOOTH_IDS[1]; // Acme Sales: two questions, minimum score 0
const tokens = new Map<string, string>();

const signIn = async (email: string) => {
  const response = await fetch(`${platform.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
};
const connect = async (email: string) => {
  const client = await connectClient(`${platform.url.replace('http', 'ws')}/ws`, tokens.get(email)!);
  clients.push(client);
  return client;
};
const subscribe = async (client: TestClient, subscriptionName: string, props: Record<string, string>) => {
  client.send({ action: 'subscribe', subscriptionName, props });
  const first = await client.next((message) => message.action === 'subscribed' || message.action === 'error');
  expect(first.action, JSON.stringify(first)).toBe('subscribed');
  return client.next<Data>((message) => message.action === 'data' && message.subscriptionName === subscriptionName);
};
const nextData = (client: TestClient, subscriptionName: string) =>
  client.next<Data>((message) => message.action === 'data' && message.subscriptionName === subscriptionName);

beforeAll(async () => {
  platform = await startTestPlatform('gateway_queues');
  for (const user of [sam, sofia, rita, sean, erin]) tokens.set(user.email, await signIn(user.email));
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await platform?.close();
});

describe('queue subscriptions', () => {
  it('pushes the count to a second seeker, the queue to the recruiter and the entry to the entrant', async () => {
    const watcher = await connect(sofia.email);
    const recruiter = await connect(rita.email);
    const entrant = await connect(sam.email);
    const props = { jobFairId: DEMO_JOB_FAIR_ID, boothId: booth };
    expect((await subscribe(watcher, 'boothQueueCount', props)).rows).toEqual([{ boothId: booth, count: 0 }]);
    expect((await subscribe(recruiter, 'boothQueue', props)).rows).toEqual([]);
    expect((await subscribe(entrant, 'myQueueEntries', { jobFairId: DEMO_JOB_FAIR_ID, seekerId: sam.userId })).rows).toEqual([]);

    const questions = (await (
      await fetch(`${platform.url}/api/jobfairs/${DEMO_JOB_FAIR_ID}/boothQuestions/${booth}`, {
        headers: { authorization: `Bearer ${tokens.get(sam.email)}` },
      })
    ).json()) as {
      data: { questions: { id: string }[] };
    };
    const entered = await fetch(`${platform.url}/api/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers/byBoothId/${booth}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.get(sam.email)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ answers: questions.data.questions.map((question) => ({ questionId: question.id, answer: true })) }),
    });
    expect(entered.status).toBe(201);

    expect((await nextData(watcher, 'boothQueueCount')).rows).toEqual([{ boothId: booth, count: 1 }]);
    expect((await nextData(recruiter, 'boothQueue')).rows).toMatchObject([
      { vjfpUserId: sam.userId, firstName: 'Sam', status: 'NEXT_IN_QUEUE', position: 1 },
    ]);
    expect((await nextData(entrant, 'myQueueEntries')).rows).toMatchObject([{ boothId: booth, boothName: 'Acme Sales', priority: 0 }]);
  });

  it("refuses a seeker another seeker's entries and a booth queue list", async () => {
    const nosy = await connect(sofia.email);
    for (const [name, props] of [
      ['myQueueEntries', { jobFairId: DEMO_JOB_FAIR_ID, seekerId: sam.userId }],
      ['boothQueue', { jobFairId: DEMO_JOB_FAIR_ID, boothId: booth }],
    ] as const) {
      nosy.send({ action: 'subscribe', subscriptionName: name, props });
      expect(await nosy.next((message) => message.action === 'error')).toMatchObject({ status: 403 });
    }
  });

  it("pushes a group's own count to the subscribers of that group's queue id (spec 2 §3 Group)", async () => {
    const grouped = DEMO_BOOTH_IDS[2]; // Acme Operations: one question, minimum score 0
    const saved = await fetch(`${platform.url}/api/jobfairs/${DEMO_JOB_FAIR_ID}/booths/${grouped}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.get(erin.email)}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        subBooths: [
          { id: 'day', name: 'Day shift', recruiters: [] },
          { id: 'night', name: 'Night shift', recruiters: [] },
        ],
      }),
    });
    expect(saved.status).toBe(200);
    const [day, night] = [await connect(sofia.email), await connect(rita.email)];
    expect((await subscribe(day, 'boothQueueCount', { jobFairId: DEMO_JOB_FAIR_ID, boothId: `${grouped}-day` })).rows).toEqual([
      { boothId: `${grouped}-day`, count: 0 },
    ]);
    expect((await subscribe(night, 'boothQueueCount', { jobFairId: DEMO_JOB_FAIR_ID, boothId: `${grouped}-night` })).rows).toEqual([
      { boothId: `${grouped}-night`, count: 0 },
    ]);

    const questions = (await (
      await fetch(`${platform.url}/api/jobfairs/${DEMO_JOB_FAIR_ID}/boothQuestions/${grouped}`, {
        headers: { authorization: `Bearer ${tokens.get(sean.email)}` },
      })
    ).json()) as {
      data: { questions: { id: string }[] };
    };
    const entered = await fetch(`${platform.url}/api/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers/byBoothId/${grouped}-day`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.get(sean.email)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ answers: questions.data.questions.map((question) => ({ questionId: question.id, answer: true })) }),
    });
    expect(entered.status).toBe(201);
    // One notice per booth wakes both groups' subscribers; each is told its own group's count.
    expect((await nextData(day, 'boothQueueCount')).rows).toEqual([{ boothId: `${grouped}-day`, count: 1 }]);
    expect((await nextData(night, 'boothQueueCount')).rows).toEqual([{ boothId: `${grouped}-night`, count: 0 }]);
  });
});

describe('the lobby under queue changes (lobby fan-out)', () => {
  it("re-sends no booth card for queue changes; admins' counts arrive coalesced and end at the right values", async () => {
    const quiet = DEMO_BOOTH_IDS[0]; // nobody of the earlier tests waits here
    const lobby = await connect(sofia.email);
    const admin = await connect(erin.email);
    const bytes = new Map<string, number>();
    lobby.socket.on('message', (data: Buffer) => {
      const { action, subscriptionName } = JSON.parse(data.toString()) as { action: string; subscriptionName?: string };
      if (action === 'data' && subscriptionName) bytes.set(subscriptionName, (bytes.get(subscriptionName) ?? 0) + data.length);
    });
    const fairBooths = await subscribe(lobby, 'fairBoothCards', { jobFairId: DEMO_JOB_FAIR_ID });
    // The lobby's cards are the staff's booth list without what only staff read (docs/queue.md "Lobby fan-out").
    const fullList = await subscribe(admin, 'fairBooths', { jobFairId: DEMO_JOB_FAIR_ID });
    expect(fairBooths.rows.map((card) => (card as { id: string }).id)).toEqual(fullList.rows.map((booth) => (booth as { id: string }).id));
    for (const card of fairBooths.rows) expect(card).not.toHaveProperty('questions');
    expect(Buffer.byteLength(JSON.stringify(fairBooths.rows))).toBeLessThan(0.7 * Buffer.byteLength(JSON.stringify(fullList.rows)));
    await subscribe(lobby, 'myQueueEntries', { jobFairId: DEMO_JOB_FAIR_ID, seekerId: sofia.userId });
    // Every push after the first rows happens after this instant (nobody else subscribes to these counts).
    const subscribedFrom = Date.now();
    const initialCounts = await subscribe(admin, 'fairQueueCounts', { jobFairId: DEMO_JOB_FAIR_ID });
    expect(initialCounts.rows).toEqual(
      fairBooths.rows.map((booth) => ({ boothId: (booth as { id: string }).id, count: expect.any(Number) })),
    );
    expect(initialCounts.rows).toContainEqual({ boothId: quiet, count: 0 });

    const headers = { authorization: `Bearer ${tokens.get(sofia.email)}`, 'content-type': 'application/json' };
    const questions = (await (
      await fetch(`${platform.url}/api/jobfairs/${DEMO_JOB_FAIR_ID}/boothQuestions/${quiet}`, { headers })
    ).json()) as { data: { questions: { id: string }[] } };
    const body = JSON.stringify({ answers: questions.data.questions.map((question) => ({ questionId: question.id, answer: true })) });
    const queueUsers = `${platform.url}/api/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers`;
    let lastWrite = '';
    const enterOnce = async () => {
      const response = await fetch(`${queueUsers}/byBoothId/${quiet}`, { method: 'POST', headers, body });
      expect(response.status).toBe(201);
      lastWrite = response.headers.get(CHECKPOINT_HEADER) ?? '';
      return ((await response.json()) as { data: { id: string } }).data.id;
    };

    // Nine queue changes in one booth: four enter-and-leave rounds, then Sofia stays.
    for (let round = 0; round < 4; round++) {
      const entryId = await enterOnce();
      expect(
        (
          await fetch(`${queueUsers}/byBoothIdAndId/${quiet}/${entryId}`, {
            method: 'DELETE',
            headers: { authorization: headers.authorization },
          })
        ).status,
      ).toBe(200);
    }
    await enterOnce();
    const expected = // Erin reads after Sofia's last enter, as a client that has seen its checkpoint.
      (
        (await (
          await fetch(`${queueUsers}/counts`, {
            headers: { authorization: `Bearer ${tokens.get(erin.email)}`, [READ_AFTER_HEADER]: lastWrite },
          })
        ).json()) as {
          data: Record<string, number>;
        }
      ).data;
    expect(expected[quiet]).toBe(1);

    // After the last enter the counts stay put, so once the newest frame shows Sofia waiting, it and any
    // frame still to come hold the final counts: the trailing push is never lost.
    const countFrames = () =>
      admin.received
        .filter((message): message is Data => message.action === 'data' && message.subscriptionName === 'fairQueueCounts')
        .slice(1);
    const waiting = (frame: Data | undefined) =>
      (frame?.rows as { boothId: string; count: number }[] | undefined)?.some((row) => row.boothId === quiet && row.count === 1) ?? false;
    const newest = await eventually(async () => countFrames().at(-1), waiting, undefined, 'a counts frame with Sofia waiting');
    const pushes = countFrames().length; // counted before the clock is read: every one was pushed before it
    const elapsed = Date.now() - subscribedFrom;
    expect(newest!.rows).toEqual(
      (initialCounts.rows as { boothId: string }[]).map(({ boothId }) => ({ boothId, count: expected[boothId] ?? 0 })),
    );
    // Pushes are at least a second apart however slow this machine is, so at most one per started second.
    expect(pushes).toBeLessThanOrEqual(Math.floor(elapsed / 1_000) + 1);
    // The lobby's In Queue marker still follows the seeker's own entries.
    await lobby.next(
      (message) =>
        message.action === 'data' &&
        message.subscriptionName === 'myQueueEntries' &&
        (message.rows as { boothId: string }[]).some((row) => row.boothId === quiet),
      10_000,
    );
    const lobbyBytes = new Map(bytes);

    // A booth change is what re-sends the booth list: pushes of one subscription keep the notices' order,
    // so had any queue change re-sent it, that frame would have come before this one.
    const edited = await fetch(`${platform.url}/api/jobfairs/${DEMO_JOB_FAIR_ID}/booths/${quiet}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.get(erin.email)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'Edited while the lobby watched' }),
    });
    expect(edited.status).toBe(200);
    const afterEdit = await nextData(lobby, 'fairBoothCards');
    expect(afterEdit.rows).toContainEqual(expect.objectContaining({ id: quiet, description: 'Edited while the lobby watched' }));
    const boothFrames = lobby.received.filter((message) => message.action === 'data' && message.subscriptionName === 'fairBoothCards');
    expect(boothFrames).toEqual([fairBooths, afterEdit]);
    // In bytes: over the nine changes the lobby got its booth list once (on subscribing) and its own entries.
    const firstListBytes = Buffer.byteLength(JSON.stringify(fairBooths));
    expect(lobbyBytes.get('fairBoothCards')).toBe(firstListBytes);
    expect(lobbyBytes.get('myQueueEntries')! / 9).toBeLessThan(firstListBytes);
  });
});
