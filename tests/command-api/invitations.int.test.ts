import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_INVITED, NOT_OF_THIS_FAIR } from '../../domain/invitation/booth-invitation';
import type { ServerMessage } from '../../domain/realtime/protocol';
import type { Platform } from '../../infra/platform';
import { DEMO_ACCOUNTS, DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { connectClient, type TestClient } from '../gateway/client';
import { signedInUser } from '../gateway/harness';
import type { TestUser } from '../support/api';
import { httpAs } from '../support/http';
import { startTestPlatform } from '../support/platform';

// Booth invitations over real HTTP and websockets on the whole platform, the demo fair running now
// (spec 2 §2.1 invite icon, §3 Queue user isInvited, spec 3 §7 invite changes by candidate).
type Data = Extract<ServerMessage, { action: 'data' }>;
let platform: Platform;
let http: ReturnType<typeof httpAs>;
const clients: TestClient[] = [];
const users = new Map<string, TestUser>();
const demo = (email: string) => DEMO_ACCOUNTS.find((account) => account.email === email)!;
const [sam, sofia, sean, rita, ravi] = [
  demo('seeker1@demo.jobfair.test'),
  demo('seeker2@demo.jobfair.test'),
  demo('seeker3@demo.jobfair.test'),
  demo('recruiter1@demo.jobfair.test'),
  demo('recruiter2@demo.jobfair.test'),
];
const salesBooth = DEMO_BOOTH_IDS[1]; // Acme Sales: Rita's alone
const mainBooth = DEMO_BOOTH_IDS[0]; // Rita's and Ravi's
const as = (account: { email: string }) => users.get(account.email)!;
const invitations = (boothId: string) => `/booths/${boothId}/invitations`;

const signIn = async ({ email, userId, roles, organizationId }: (typeof DEMO_ACCOUNTS)[number]): Promise<TestUser> => {
  const response = await fetch(`${platform.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const token = ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
  return { userId, email, password: DEMO_PASSWORD, roles, organizationId, token };
};
const connect = async (account: { email: string }) => {
  const client = await connectClient(`${platform.url.replace('http', 'ws')}/ws`, as(account).token);
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
/** The booth queue pushes until one shows this seeker's row as wanted (a push may come from another change first). */
const queueRowOf = async (client: TestClient, seekerId: string, isInvited: boolean) => {
  for (;;) {
    const row = (await nextData(client, 'boothQueue')).rows.find((entry) => (entry as { vjfpUserId: string }).vjfpUserId === seekerId);
    if (row && (row as { isInvited: boolean }).isInvited === isInvited) return row;
  }
};
const enterQueue = async (boothId: string) => {
  const questions = await http(as(sam), 'GET', `/boothQuestions/${boothId}`);
  const answers = (questions.body!.data.questions as { id: string }[]).map((question) => ({ questionId: question.id, answer: true }));
  const entered = await http(as(sam), 'POST', `/queueUsers/byBoothId/${boothId}`, { answers });
  expect(entered.status, entered.text).toBe(201);
  return entered.body!.data as { id: string };
};

beforeAll(async () => {
  platform = await startTestPlatform('api_invitations');
  http = httpAs(platform.url, `/jobfairs/${DEMO_JOB_FAIR_ID}`);
  for (const account of [sam, sofia, sean, rita, ravi]) users.set(account.email, await signIn(account));
  // Sam and Sofia sign in to the fair (the landing does this), so its booths may invite them; Sean never does.
  for (const seeker of [sam, sofia]) {
    const present = await httpAs(platform.url)(as(seeker), 'PUT', '/presence', {
      presenceStatus: 'LOGGED_IN',
      jobFairId: DEMO_JOB_FAIR_ID,
    });
    expect(present.status, present.text).toBe(200);
  }
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await platform?.close();
});

describe('booth invitations', () => {
  it('marks a waiting candidate invited, pushes the invitation to that seeker alone, and withdraws it', async () => {
    const samTab = await connect(sam);
    const sofiaTab = await connect(sofia);
    const ritaTab = await connect(rita);
    expect((await subscribe(samTab, 'myInvitations', { jobFairId: DEMO_JOB_FAIR_ID, seekerId: sam.userId })).rows).toEqual([]);
    expect((await subscribe(sofiaTab, 'myInvitations', { jobFairId: DEMO_JOB_FAIR_ID, seekerId: sofia.userId })).rows).toEqual([]);
    await subscribe(ritaTab, 'boothQueue', { jobFairId: DEMO_JOB_FAIR_ID, boothId: salesBooth });

    await enterQueue(salesBooth);
    await queueRowOf(ritaTab, sam.userId, false);

    const invited = await http(as(rita), 'POST', invitations(salesBooth), { jobSeekerId: sam.userId });
    expect(invited.status, invited.text).toBe(200);
    expect(invited.body!.data).toMatchObject({ boothId: salesBooth, boothName: 'Acme Sales', jobSeekerId: sam.userId, status: 'Pending' });
    // The invitation came after Sam queued: his row shows it all the same.
    await queueRowOf(ritaTab, sam.userId, true);
    expect((await nextData(samTab, 'myInvitations')).rows).toMatchObject([
      { boothId: salesBooth, boothName: 'Acme Sales', status: 'Pending' },
    ]);
    // Sofia watches her own invitations: Sam's change sends her nothing, so her next push is her own invitation.
    expect((await http(as(rita), 'POST', invitations(salesBooth), { jobSeekerId: sofia.userId })).status).toBe(200);
    expect((await nextData(sofiaTab, 'myInvitations')).rows).toMatchObject([{ jobSeekerId: sofia.userId, status: 'Pending' }]);

    const again = await http(as(rita), 'POST', invitations(salesBooth), { jobSeekerId: sam.userId });
    expect([again.status, again.body!.errors[0]?.message]).toEqual([409, ALREADY_INVITED]);

    const listed = await http(as(rita), 'GET', invitations(salesBooth));
    expect(listed.body!.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ jobSeekerId: sam.userId, status: 'Pending' }),
        expect.objectContaining({ jobSeekerId: sofia.userId, status: 'Pending' }),
      ]),
    );

    const withdrawn = await http(as(rita), 'DELETE', `${invitations(salesBooth)}/${sam.userId}`);
    expect([withdrawn.status, withdrawn.body!.data.status]).toEqual([200, 'Withdrawn']);
    await queueRowOf(ritaTab, sam.userId, false);
    expect((await nextData(samTab, 'myInvitations')).rows).toMatchObject([{ boothId: salesBooth, status: 'Withdrawn' }]);
    const twice = await http(as(rita), 'DELETE', `${invitations(salesBooth)}/${sam.userId}`);
    expect(twice.status).toBe(404);
  });

  it('uses up the invitation when the candidate enters the booth queue, whose row then shows it', async () => {
    const ravisTab = await connect(ravi);
    await subscribe(ravisTab, 'boothQueue', { jobFairId: DEMO_JOB_FAIR_ID, boothId: mainBooth });
    const samTab = await connect(sam);
    await subscribe(samTab, 'myInvitations', { jobFairId: DEMO_JOB_FAIR_ID, seekerId: sam.userId });
    const entries = await http(as(sam), 'GET', `/queueUsers/byVJFPUserId/${sam.userId}`);
    for (const entry of entries.body!.data as { id: string; boothId: string }[])
      expect((await http(as(sam), 'DELETE', `/queueUsers/byBoothIdAndId/${entry.boothId}/${entry.id}`)).status).toBe(200);

    expect((await http(as(ravi), 'POST', invitations(mainBooth), { jobSeekerId: sam.userId })).status).toBe(200);
    await samTab.next(
      (message) => message.action === 'data' && message.rows.some((row) => (row as { status: string }).status === 'Pending'),
      10_000,
    );
    const entry = await enterQueue(mainBooth);
    expect(await queueRowOf(ravisTab, sam.userId, true)).toMatchObject({ id: entry.id, isInvited: true });
    const mine = await http(as(sam), 'GET', `/invitations/byJobSeekerId/${sam.userId}`);
    expect(mine.body!.data).toContainEqual(expect.objectContaining({ boothId: mainBooth, status: 'Accepted' }));
  });

  it('refuses whoever does not staff the booth, another organization, a seeker not of the fair, and reading another seeker', async () => {
    const organizationId = randomUUID();
    const { userId, token } = await signedInUser(platform, ['EmployerAdmin'], organizationId);
    const strangerUser: TestUser = {
      userId,
      token,
      email: `${userId}@example.test`,
      password: '',
      roles: ['EmployerAdmin'],
      organizationId,
    };
    const body = { jobSeekerId: sean.userId };
    expect((await http(as(ravi), 'POST', invitations(salesBooth), body)).status).toBe(403);
    expect((await http(strangerUser, 'POST', invitations(salesBooth), body)).status).toBe(403);
    expect((await http(strangerUser, 'GET', invitations(salesBooth))).status).toBe(403);
    expect((await http(as(sam), 'POST', invitations(salesBooth), body)).status).toBe(403);
    const notOfFair = await http(as(rita), 'POST', invitations(salesBooth), body);
    expect([notOfFair.status, notOfFair.body!.errors[0]?.message]).toEqual([400, NOT_OF_THIS_FAIR]);
    expect((await http(as(sofia), 'GET', `/invitations/byJobSeekerId/${sam.userId}`)).status).toBe(403);
    expect((await http(as(rita), 'GET', `/invitations/byJobSeekerId/${sam.userId}`)).status).toBe(403);
    expect((await http(as(rita), 'POST', invitations(salesBooth), { jobSeekerId: 'not-a-uuid' })).status).toBe(400);

    const nosy = await connect(sofia);
    nosy.send({ action: 'subscribe', subscriptionName: 'myInvitations', props: { jobFairId: DEMO_JOB_FAIR_ID, seekerId: sam.userId } });
    expect(await nosy.next((message) => message.action === 'error')).toMatchObject({ status: 403 });
    const recruiterTab = await connect(rita);
    recruiterTab.send({
      action: 'subscribe',
      subscriptionName: 'myInvitations',
      props: { jobFairId: DEMO_JOB_FAIR_ID, seekerId: sam.userId },
    });
    expect(await recruiterTab.next((message) => message.action === 'error')).toMatchObject({ status: 403 });
  });
});
