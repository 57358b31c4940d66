import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presenceStream } from '../../domain/presence/presence';
import type { ServerMessage } from '../../domain/realtime/protocol';
import type { Platform } from '../../infra/platform';
import { DEMO_ACCOUNTS, DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { eventually } from '../support/eventually';
import { startTestPlatform } from '../support/platform';
import { connectClient, type TestClient } from './client';

// "Auditors change nothing" (docs/audit.md) on the websocket too. A probe found an auditor's socket appended
// UserPresenceChanged (open, setUserId, close) and was let into the booth queue and the fair's presence as the
// recruiter they had been. The same steps by a recruiter who is no auditor show what the auditor's would have done.
const person = (email: string) => DEMO_ACCOUNTS.find((account) => account.email === email)!;
const auditor = person('recruiter1@demo.jobfair.test');
const recruiter = person('recruiter2@demo.jobfair.test');
const admin = person('admin@demo.jobfair.test');
const booth = DEMO_BOOTH_IDS[0]; // both recruiters staff it

let platform: Platform;
const clients: TestClient[] = [];

const post = async (path: string, body: unknown, token?: string) => {
  const response = await fetch(`${platform.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: any } };
};
const signIn = async (email: string) => (await post('/auth/sign-in', { email, password: DEMO_PASSWORD })).body.data.accessToken as string;
const presenceEvents = async (userId: string) => (await platform.store.readStream(presenceStream(userId))).events.length;

/** What the web client does on a fair's pages: open the socket, say where it is, subscribe to the booth's live views. */
const visitBooth = async (token: string, userId: string) => {
  const client = await connectClient(`${platform.url.replace('http', 'ws')}/ws`, token);
  clients.push(client);
  client.send({ action: 'setUserId', userId, jobFairId: DEMO_JOB_FAIR_ID, organizationId: DEMO_ORGANIZATION_ID });
  const answers: Record<string, ServerMessage> = {};
  for (const [subscriptionName, props] of [
    ['boothQueue', { jobFairId: DEMO_JOB_FAIR_ID, boothId: booth }],
    ['fairPresence', { jobFairId: DEMO_JOB_FAIR_ID }],
    ['boothPresence', { jobFairId: DEMO_JOB_FAIR_ID, boothId: booth }],
    ['recruiterSessions', { jobFairId: DEMO_JOB_FAIR_ID, recruiterId: userId }],
    ['fairStaffing', { jobFairId: DEMO_JOB_FAIR_ID }],
  ] as const) {
    client.send({ action: 'subscribe', subscriptionName, props });
    answers[subscriptionName] = await client.next(
      (message) => (message.action === 'subscribed' || message.action === 'error') && message.subscriptionName === subscriptionName,
    );
  }
  await client.barrier(userId);
  return { client, answers };
};

beforeAll(async () => {
  platform = await startTestPlatform('auditor_changes_nothing');
  const granted = await post('/admin/auditors', { email: auditor.email, scope: 'Organization' }, await signIn(admin.email));
  expect(granted.status).toBe(200);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await platform?.close();
});

describe("an auditor's websocket", () => {
  it('appends no presence, from sign-in to the socket closing, where a recruiter appends theirs', async () => {
    const [auditorBefore, recruiterBefore] = [await presenceEvents(auditor.userId), await presenceEvents(recruiter.userId)];
    const [auditorToken, recruiterToken] = [await signIn(auditor.email), await signIn(recruiter.email)];
    const [auditorVisit, recruiterVisit] = [
      await visitBooth(auditorToken, auditor.userId),
      await visitBooth(recruiterToken, recruiter.userId),
    ];
    expect(recruiterVisit.answers.boothQueue).toMatchObject({ action: 'subscribed' });
    await auditorVisit.client.close();
    await recruiterVisit.client.close();
    const signOut = (token: string) => post('/auth/sign-out', {}, token);
    expect((await signOut(auditorToken)).status).toBe(200);
    expect((await signOut(recruiterToken)).status).toBe(200);

    // The recruiter's sign-in, open, fair, close and sign-out are each a change; their last is the close's or the sign-out's.
    await eventually(
      () => presenceEvents(recruiter.userId),
      (count) => count >= recruiterBefore + 4,
      undefined,
      "the recruiter's presence",
    );
    await eventually(
      async () => platform.gateway!.connectionCount(),
      (count) => count === 0,
      undefined,
      'both sockets closed on the server',
    );
    expect(await presenceEvents(auditor.userId)).toBe(auditorBefore);
  });

  it('is refused every staff subscription of the booth, and keeps what auditors may read', async () => {
    const token = await signIn(auditor.email);
    const { answers } = await visitBooth(token, auditor.userId);
    for (const name of ['boothQueue', 'fairPresence', 'boothPresence', 'recruiterSessions'])
      expect(answers[name], name).toMatchObject({ action: 'error', status: 403, subscriptionName: name });
    // The fair-wide report's live staffing is the auditor's within their organization (docs/audit.md "Reports").
    expect(answers.fairStaffing).toMatchObject({ action: 'subscribed', subscriptionName: 'fairStaffing' });
  });

  it('lets the same recruiter subscribe as staff again once the grant is revoked', async () => {
    const revoked = await fetch(`${platform.url}/api/admin/auditors/${auditor.userId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await signIn(admin.email)}` },
    });
    expect(revoked.status).toBe(200);
    const token = await signIn(auditor.email);
    await eventually(
      async () => (await visitBooth(token, auditor.userId)).answers.boothQueue!.action,
      (action) => action === 'subscribed',
      undefined,
      'the boothQueue subscription after the revoke',
    );
  });
});
