import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../domain/realtime/protocol';
import type { InterviewSessionView } from '../../domain/interview/interview-session-view';
import { DEMO_ACCOUNTS, DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import type { Platform } from '../../infra/platform';
import { startTestPlatform } from '../support/platform';
import { until } from '../support/wait';
import { connectClient, type TestClient } from './client';

// The interview room live on the whole platform (demo fair running now): the server calls Sam to
// Rita's booth, both open the `interviewSession` subscription, and every chat message, extension and
// status change reaches both; a waiting seeker moves Rita's 'Waiting To Chat'; outsiders are refused.
type Data = Extract<ServerMessage, { action: 'data' }>;
let platform: Platform;
const clients: TestClient[] = [];
const account = (email: string) => DEMO_ACCOUNTS.find((candidate) => candidate.email === email)!;
const [sam, sofia, rita, ravi] = ['seeker1', 'seeker2', 'recruiter1', 'recruiter2'].map((name) => account(`${name}@demo.jobfair.test`)) as [
  ReturnType<typeof account>,
  ReturnType<typeof account>,
  ReturnType<typeof account>,
  ReturnType<typeof account>,
];
const booth = DEMO_BOOTH_IDS[1]; // Acme Sales: Rita's booth, two questions, minimum score 0
const tokens = new Map<string, string>();

const api = async (email: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${platform.url}/api/jobfairs/${DEMO_JOB_FAIR_ID}${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens.get(email)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: response.status, data: ((await response.json()) as { data: any }).data };
};
const enterQueue = async (email: string) => {
  const { data } = await api(email, 'GET', `/boothQuestions/${booth}`);
  const answers = (data.questions as { id: string }[]).map((question) => ({ questionId: question.id, answer: true }));
  expect((await api(email, 'POST', `/queueUsers/byBoothId/${booth}`, { answers })).status).toBe(201);
};
const connect = async (email: string) => {
  const client = await connectClient(`${platform.url.replace('http', 'ws')}/ws`, tokens.get(email)!);
  clients.push(client);
  return client;
};
/** The next pushed row of the session that satisfies the check (pushes may coalesce several changes). */
const rowWhere = async (client: TestClient, check: (row: InterviewSessionView) => boolean) => {
  for (;;) {
    const message = await client.next<Data>((m) => m.action === 'data' && m.subscriptionName === 'interviewSession');
    const row = message.rows[0] as InterviewSessionView;
    if (check(row)) return row;
  }
};

beforeAll(async () => {
  platform = await startTestPlatform('gateway_interview_session');
  for (const user of [sam, sofia, rita, ravi]) {
    const response = await fetch(`${platform.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: DEMO_PASSWORD }),
    });
    tokens.set(user.email, ((await response.json()) as { data: { accessToken: string } }).data.accessToken);
  }
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await platform?.close();
});

describe('interviewSession subscription', () => {
  it('pushes every chat message, extension and status change to both participants; refuses outsiders', async () => {
    await enterQueue(sam.email);
    expect(
      (await api(rita.email, 'PUT', `/recruiters/${rita.userId}/availability`, { boothId: booth, isAvailableForChat: true })).status,
    ).toBe(200);
    let sessionId = '';
    await until(async () => {
      const mine = await api(sam.email, 'GET', `/interviewSessions/byCandidateId/${sam.userId}?filter=active`);
      sessionId = mine.data[0]?.id ?? '';
      return sessionId !== '';
    }, 'the server to call Sam');
    expect((await api(sam.email, 'PUT', `/interviewSessions/${sessionId}`, { status: 'IN_PROGRESS' })).status).toBe(200);

    const props = { jobFairId: DEMO_JOB_FAIR_ID, sessionId, boothId: booth };
    const [samSocket, ritaSocket] = [await connect(sam.email), await connect(rita.email)];
    for (const socket of [samSocket, ritaSocket]) {
      socket.send({ action: 'subscribe', subscriptionName: 'interviewSession', props });
      expect((await rowWhere(socket, () => true)).status).toBe('IN_PROGRESS');
    }
    for (const outsider of [sofia.email, ravi.email]) {
      const nosy = await connect(outsider);
      nosy.send({ action: 'subscribe', subscriptionName: 'interviewSession', props: { jobFairId: DEMO_JOB_FAIR_ID, sessionId } });
      expect(await nosy.next((message) => message.action === 'error' || message.action === 'subscribed')).toMatchObject({
        action: 'error',
        status: 403,
      });
    }

    expect((await api(sam.email, 'POST', `/interviewSessions/${sessionId}/chatMessages`, { message: 'Hello Rita' })).status).toBe(201);
    expect((await api(rita.email, 'POST', `/interviewSessions/${sessionId}/chatMessages`, { message: 'Hello Sam' })).status).toBe(201);
    for (const socket of [samSocket, ritaSocket]) {
      const row = await rowWhere(socket, (r) => r.chatTranscript.length === 2);
      expect(row.chatTranscript.map((m) => [m.senderName, m.message])).toEqual([
        ['Sam Seeker', 'Hello Rita'],
        ['Rita Recruiter', 'Hello Sam'],
      ]);
    }

    expect((await api(rita.email, 'PUT', `/interviewSessions/${sessionId}`, { durationAdded: 300_000 })).status).toBe(200);
    for (const socket of [samSocket, ritaSocket])
      expect((await rowWhere(socket, (r) => r.durationAdded === 300_000)).endsAt).not.toBeNull();

    await enterQueue(sofia.email);
    expect((await rowWhere(ritaSocket, (r) => r.waitingToChat === 1)).id).toBe(sessionId);

    const ended = await api(rita.email, 'POST', '/queueUsers/endInterview', { interviewSessionId: sessionId, endReason: 'ENDED' });
    expect(ended).toMatchObject({ status: 200, data: { status: 'ENDING', endedBy: rita.userId } });
    for (const socket of [samSocket, ritaSocket])
      expect(await rowWhere(socket, (r) => r.status === 'ENDED')).toMatchObject({ endReason: 'ENDED', endedBy: rita.userId });
  });
});
