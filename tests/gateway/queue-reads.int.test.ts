import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../domain/realtime/protocol';
import { createQueueReads } from '../../projections/queries/queue-reads';
import { DEMO_ACCOUNTS, DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import type { Platform } from '../../infra/platform';
import { countBoothQueue, listBoothQueue, queueEntriesOfSeekers } from '../../projections/queries/queues';
import { startTestPlatform } from '../support/platform';
import { connectClient, type TestClient } from './client';

// One queue change reloads several views after the one notice: the recruiters' list and the seekers'
// count of the booth, and the myQueueEntries view of everyone a leave moved up. Those reloads share
// reads, and each view still gets its own rows.
type Data = Extract<ServerMessage, { action: 'data' }>;
let platform: Platform;
const clients: TestClient[] = [];
const seekers = ['seeker1@demo.jobfair.test', 'seeker2@demo.jobfair.test', 'seeker3@demo.jobfair.test'].map((email) =>
  DEMO_ACCOUNTS.find((account) => account.email === email)!,
);
const booth = DEMO_BOOTH_IDS[1]; // Acme Sales: two questions, minimum score 0
const tokens = new Map<string, string>();
const entries = new Map<string, string>();

const api = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`${platform.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  platform = await startTestPlatform('queue_entries_batch');
  for (const seeker of seekers) {
    const signedIn = await fetch(`${platform.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: seeker.email, password: DEMO_PASSWORD }),
    });
    tokens.set(seeker.userId, ((await signedIn.json()) as { data: { accessToken: string } }).data.accessToken);
  }
  const questions = (await (
    await api(tokens.get(seekers[0]!.userId)!, 'GET', `/jobfairs/${DEMO_JOB_FAIR_ID}/boothQuestions/${booth}`)
  ).json()) as {
    data: { questions: { id: string }[] };
  };
  const answers = questions.data.questions.map((question) => ({ questionId: question.id, answer: true }));
  for (const seeker of seekers) {
    const entered = await api(tokens.get(seeker.userId)!, 'POST', `/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers/byBoothId/${booth}`, {
      answers,
    });
    expect(entered.status).toBe(201);
    entries.set(seeker.userId, ((await entered.json()) as { data: { id: string } }).data.id);
  }
  // The enters answer before the read models apply them; a read after them waits until they have: the last
  // seeker's own read waits for the last enter, and so for the two before it.
  const last = seekers.at(-1)!;
  await api(tokens.get(last.userId)!, 'GET', `/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers/byVJFPUserId/${last.userId}`);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await platform?.close();
});

/** Runs each read as fan-out.ts starts loads: one setImmediate each, in the same turn of the event loop. */
const sameTurn = <T>(reads: (() => Promise<T>)[]) =>
  Promise.all(reads.map((read) => new Promise<T>((resolve, reject) => setImmediate(() => void read().then(resolve, reject)))));

/** The statements on queue_entries that `work` sends. */
const queueStatementsOf = async <T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> => {
  let statements = 0;
  const record = (query: { sql: string }) => void (/queue_entries/.test(query.sql) && (statements += 1));
  platform.db.on('query', record);
  try {
    return { result: await work(), statements };
  } finally {
    platform.db.off('query', record);
  }
};

describe('queue reads after one notice', () => {
  const scope = { jobFairId: DEMO_JOB_FAIR_ID, boothId: booth, groupId: null };

  it("read every seeker's entries in one statement, each as their own read would answer", async () => {
    const reads = createQueueReads(platform.db);
    const { result, statements } = await queueStatementsOf(() =>
      sameTurn(seekers.map((seeker) => () => reads.seekerEntries(DEMO_JOB_FAIR_ID, seeker.userId))),
    );

    expect(statements).toBe(1);
    for (const [index, seeker] of seekers.entries()) {
      expect(result[index]).toEqual((await queueEntriesOfSeekers(platform.db, DEMO_JOB_FAIR_ID, [seeker.userId])).get(seeker.userId));
      expect(result[index]).toMatchObject([{ vjfpUserId: seeker.userId, boothId: booth, position: index + 1 }]);
    }
  });

  it("count the booth's queue from its list when both are asked, and alone with a count", async () => {
    const reads = createQueueReads(platform.db);
    const both = await queueStatementsOf(() =>
      Promise.all([sameTurn([() => reads.boothQueue(scope)]), sameTurn([() => reads.boothQueueCount(scope)])]),
    );
    expect(both.statements).toBe(1);
    const [[list], [count]] = both.result;
    expect(list).toEqual(await listBoothQueue(platform.db, scope));
    expect(count).toBe(3);

    const alone = await queueStatementsOf(() => reads.boothQueueCount(scope));
    expect(alone).toEqual({ result: await countBoothQueue(platform.db, scope), statements: 1 });
  });

  it("read the lists of several booths in one statement, each as the booth's own read would answer", async () => {
    const reads = createQueueReads(platform.db);
    const scopes = DEMO_BOOTH_IDS.map((boothId) => ({ jobFairId: DEMO_JOB_FAIR_ID, boothId, groupId: null }));
    const { result, statements } = await queueStatementsOf(() => sameTurn(scopes.map((each) => () => reads.boothQueue(each))));
    expect(statements).toBe(1);
    for (const [index, each] of scopes.entries()) expect(result[index]).toEqual(await listBoothQueue(platform.db, each));
    expect(result.map((list) => list.length)).toEqual(DEMO_BOOTH_IDS.map((boothId) => (boothId === booth ? 3 : 0)));
  });

  it('push each seeker behind a leave their own new position', async () => {
    const [first, second, third] = seekers as [(typeof seekers)[0], (typeof seekers)[0], (typeof seekers)[0]];
    const watchers = await Promise.all(
      [second, third].map(async (seeker) => {
        const client = await connectClient(`${platform.url.replace('http', 'ws')}/ws`, tokens.get(seeker.userId)!);
        clients.push(client);
        client.send({
          action: 'subscribe',
          subscriptionName: 'myQueueEntries',
          props: { jobFairId: DEMO_JOB_FAIR_ID, seekerId: seeker.userId },
        });
        const rows = await client.next<Data>((message) => message.action === 'data' && message.subscriptionName === 'myQueueEntries');
        return { client, rows: rows.rows };
      }),
    );
    expect(watchers.map(({ rows }) => rows)).toMatchObject([[{ position: 2 }], [{ position: 3 }]]);

    const left = await api(
      tokens.get(first.userId)!,
      'DELETE',
      `/jobfairs/${DEMO_JOB_FAIR_ID}/queueUsers/byBoothIdAndId/${booth}/${entries.get(first.userId)}`,
    );
    expect(left.status).toBe(200);

    const moved = await Promise.all(
      watchers.map(({ client }) =>
        client.next<Data>((message) => message.action === 'data' && message.subscriptionName === 'myQueueEntries'),
      ),
    );
    expect(moved.map((frame) => frame.rows)).toMatchObject([
      [{ vjfpUserId: second.userId, position: 1 }],
      [{ vjfpUserId: third.userId, position: 2 }],
    ]);
  });
});
