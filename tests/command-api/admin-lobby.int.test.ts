import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothOrderStream, type BoothOrderEvent } from '../../domain/booth/booth-order';
import { boothQueueStream, type BoothQueueEvent } from '../../domain/queue/booth-queue';
import type { ServerMessage } from '../../domain/realtime/protocol';
import { DEMO_ACCOUNTS, DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import type { Platform } from '../../infra/platform';
import type { TestUser } from '../support/api';
import { httpAs, uploadAs } from '../support/http';
import { startTestPlatform } from '../support/platform';
import { TEST_PNG } from '../support/organization-world';
import { connectClient, type TestClient } from '../gateway/client';
import { DEFAULT_EVENT_STORE_SCHEMA, eventStoreNames } from '../../infra/event-store/postgres-schema';

// The platform admin's Event Lobby (spec 3 §2.2, §4, §5, §7) on the whole platform with the demo fair
// running now: reorder as one command (raced over real HTTP), Empty Queue and one candidate's removal
// with their reasons reaching the seeker live, the fair's logo on the public landing, and every one of
// these operations refused to everyone but the platform admin.
type Data = Extract<ServerMessage, { action: 'data' }>;
let platform: Platform;
let http: ReturnType<typeof httpAs>;
let upload: ReturnType<typeof uploadAs>;
const clients: TestClient[] = [];
const users = new Map<string, TestUser>();
let otherEmployerAdmin: TestUser;
const fair = `/jobfairs/${DEMO_JOB_FAIR_ID}`;

const signIn = async (email: string, password = DEMO_PASSWORD): Promise<TestUser> => {
  const result = await platform.identity.signIn(email, password);
  if (result.kind !== 'SIGNED_IN') throw new Error(`${email} did not sign in`);
  const { userId, roles, organizationId } = result.principal;
  return { userId, email, password, roles, organizationId, token: result.accessToken };
};
const demo = (email: string) => users.get(email)!;
const admin = () => demo('admin@demo.jobfair.test');
const host = () => demo('host@demo.jobfair.test');
const eventCount = async () =>
  Number((await platform.db.raw(`SELECT count(*) AS n FROM ${eventStoreNames(DEFAULT_EVENT_STORE_SCHEMA).events}`)).rows[0].n);
const streamOf = async <E extends BoothOrderEvent | BoothQueueEvent>(stream: string) => (await platform.store.readStream<E>(stream)).events;
const boothIds = async () => ((await http(admin(), 'GET', `${fair}/booths`)).body!.data as { id: string }[]).map((booth) => booth.id);

const enterQueue = async (seeker: TestUser, boothId: string) => {
  const questions = (await http(seeker, 'GET', `${fair}/boothQuestions/${boothId}`)).body!.data.questions as { id: string }[];
  const answer = await http(seeker, 'POST', `${fair}/queueUsers/byBoothId/${boothId}`, {
    answers: questions.map((question) => ({ questionId: question.id, answer: true })),
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body!.data.id as string;
};
const watch = async (seeker: TestUser) => {
  const client = await connectClient(`${platform.url.replace('http', 'ws')}/ws`, seeker.token);
  clients.push(client);
  client.send({
    action: 'subscribe',
    subscriptionName: 'myQueueRemovals',
    props: { jobFairId: DEMO_JOB_FAIR_ID, seekerId: seeker.userId },
  });
  expect((await client.next((message) => message.action === 'subscribed' || message.action === 'error')).action).toBe('subscribed');
  await client.next((message) => message.action === 'data' && message.subscriptionName === 'myQueueRemovals');
  return client;
};
const nextRemovals = (client: TestClient) =>
  client.next<Data>(
    (message) => message.action === 'data' && message.subscriptionName === 'myQueueRemovals' && message.rows.length > 0,
    10_000,
  );

beforeAll(async () => {
  platform = await startTestPlatform('admin_lobby');
  http = httpAs(platform.url);
  upload = uploadAs(platform.url);
  for (const account of DEMO_ACCOUNTS) users.set(account.email, await signIn(account.email));
  const email = `other-employer-${randomUUID().slice(0, 8)}@example.com`;
  await platform.identity.createUser({
    userId: randomUUID(),
    email,
    firstName: 'Olga',
    lastName: 'Other',
    roles: ['EmployerAdmin'],
    organizationId: randomUUID(),
    password: 'Str0ng!Passw0rd',
    temporary: false,
  });
  otherEmployerAdmin = await signIn(email, 'Str0ng!Passw0rd');
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await platform?.close();
});

describe('booth reorder (spec 3 §4 Lobby)', () => {
  it('saves one BoothsReordered naming only the booths whose position changed, and lists the new order', async () => {
    const [first, second, third] = await boothIds();
    const answer = await http(admin(), 'PUT', `${fair}/boothOrder`, { boothIds: [third, second, first] });
    expect(answer.status, answer.text).toBe(200);
    expect((answer.body!.data as { id: string }[]).map((booth) => booth.id)).toEqual([third, second, first]);
    const events = await streamOf<BoothOrderEvent>(boothOrderStream(DEMO_JOB_FAIR_ID));
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({
      sortOrders: [
        { boothId: third, sortOrder: 0 },
        { boothId: first, sortOrder: 2 },
      ],
      reorderedBy: admin().userId,
    });
    // The same order again appends nothing.
    const before = await eventCount();
    expect((await http(admin(), 'PUT', `${fair}/boothOrder`, { boothIds: [third, second, first] })).status).toBe(200);
    expect(await eventCount()).toBe(before);
  });

  it('ends two racing admins in exactly one of their two orders, every time', async () => {
    const booths = await boothIds();
    for (let round = 0; round < 6; round += 1) {
      const mine = [booths[round % 3]!, ...booths.filter((_, i) => i !== round % 3)];
      const theirs = [...mine].reverse();
      const [a, b] = await Promise.all([
        http(admin(), 'PUT', `${fair}/boothOrder`, { boothIds: mine }),
        http(host(), 'PUT', `${fair}/boothOrder`, { boothIds: theirs }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const now = await boothIds();
      expect([mine, theirs]).toContainEqual(now);
    }
  });

  it("refuses an order that is not exactly the fair's booths (409) and keeps the employer's PUT sortOrder", async () => {
    const booths = await boothIds();
    const refused = await http(admin(), 'PUT', `${fair}/boothOrder`, { boothIds: booths.slice(1) });
    expect(refused.status).toBe(409);
    const employer = demo('employer@demo.jobfair.test');
    const put = await http(employer, 'PUT', `${fair}/booths/${booths[0]}`, { sortOrder: 10 });
    expect(put.status, put.text).toBe(200);
    expect((await boothIds()).at(-1)).toBe(booths[0]);
  });
});

describe('Empty Queue and removing one candidate (spec 3 §2.2, §7)', () => {
  const booth = DEMO_BOOTH_IDS[1];

  it('takes every waiting candidate out with EmptiedByAdmin and who did it; each seeker is told live', async () => {
    const sam = demo('seeker1@demo.jobfair.test');
    const sofia = demo('seeker2@demo.jobfair.test');
    const samScreen = await watch(sam);
    await enterQueue(sam, booth);
    await enterQueue(sofia, booth);
    const emptied = await http(admin(), 'DELETE', `${fair}/queueUsers/byBoothId/${booth}`);
    expect(emptied.status, emptied.text).toBe(200);
    expect(emptied.body!.data).toEqual({ removed: 2 });
    const left = (await streamOf<BoothQueueEvent>(boothQueueStream(booth))).filter((event) => event.type === 'QueueLeft');
    expect(left.map((event) => [event.data.seekerId, event.data.reason, event.data.leftBy])).toEqual([
      [sam.userId, 'EmptiedByAdmin', admin().userId],
      [sofia.userId, 'EmptiedByAdmin', admin().userId],
    ]);
    expect((await nextRemovals(samScreen)).rows).toMatchObject([{ boothId: booth, reason: 'EmptiedByAdmin', note: null }]);
    expect((await http(sam, 'GET', `${fair}/queueUsers/byVJFPUserId/${sam.userId}`)).body!.data).toEqual([]);
    // Entering again clears the notice.
    await enterQueue(sam, booth);
    expect(
      (await samScreen.next<Data>((message) => message.action === 'data' && message.subscriptionName === 'myQueueRemovals')).rows,
    ).toEqual([]);
  });

  it("takes one candidate out with the admin's reason", async () => {
    const sean = demo('seeker3@demo.jobfair.test');
    const seanScreen = await watch(sean);
    const entryId = await enterQueue(sean, booth);
    const missing = await http(admin(), 'POST', `${fair}/queueUsers/byBoothIdAndId/${booth}/${entryId}/removal`, { reason: ' ' });
    expect(missing.status).toBe(400);
    const removed = await http(admin(), 'POST', `${fair}/queueUsers/byBoothIdAndId/${booth}/${entryId}/removal`, {
      reason: 'Registered twice',
    });
    expect(removed.status, removed.text).toBe(200);
    expect((await nextRemovals(seanScreen)).rows).toMatchObject([{ boothId: booth, reason: 'RemovedByAdmin', note: 'Registered twice' }]);
    const again = await http(admin(), 'POST', `${fair}/queueUsers/byBoothIdAndId/${booth}/${entryId}/removal`, { reason: 'Again' });
    expect(again.status).toBe(404);
  });
});

describe("the fair's logo (spec 3 §2.2 Upload Logo, §5)", () => {
  const logo = `/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}/logo`;
  const uploadPath = `/files/logo?organizationId=${DEMO_ORGANIZATION_ID}`;

  it('refuses what is not a JPEG or PNG and what is larger than 10485760 bytes', async () => {
    expect((await upload(admin(), uploadPath, Buffer.from('%PDF-1.4'), 'application/pdf', 'brochure.pdf')).status).toBe(415);
    const fake = await upload(admin(), uploadPath, Buffer.from('not a png'), 'image/png', 'fake.png');
    expect(fake.status).toBe(400);
    const big = Buffer.concat([TEST_PNG, Buffer.alloc(10_485_760)]);
    expect((await upload(admin(), uploadPath, big, 'image/png', 'huge.png')).status).toBe(413);
  });

  it('sets the logo, which the public landing info then links', async () => {
    const stored = await upload(admin(), uploadPath, TEST_PNG, 'image/png', 'fair.png');
    expect(stored.status).toBe(201);
    const set = await http(admin(), 'PUT', logo, { key: stored.body.data.key });
    expect(set.status, set.text).toBe(200);
    expect(set.body!.data.logoKey).toBe(stored.body.data.key);
    const info = (await (
      await fetch(`${platform.url}/api/public/org-jobfair-info/${DEMO_ORGANIZATION_ID}/${DEMO_JOB_FAIR_ID}`)
    ).json()) as {
      data: { logoUrl: string };
    };
    const image = await fetch(new URL(info.data.logoUrl, platform.url));
    expect(Buffer.from(await image.arrayBuffer())).toEqual(TEST_PNG);
  });

  it("refuses a key that is not a stored logo of the fair's organization", async () => {
    for (const key of [`employer_logos/${randomUUID()}/x.png`, `employer_logos/${DEMO_ORGANIZATION_ID}/missing.png`, '../etc/passwd'])
      expect((await http(admin(), 'PUT', logo, { key })).status).toBe(400);
  });
});

describe('only the platform admin (spec 3 §6)', () => {
  it('refuses the employer admin of another organization, the employer admin, a recruiter and a job seeker, appending nothing', async () => {
    const booths = await boothIds();
    const calls: [string, string, unknown?][] = [
      ['PUT', `${fair}/boothOrder`, { boothIds: [...booths].reverse() }],
      ['DELETE', `${fair}/queueUsers/byBoothId/${booths[0]}`],
      ['POST', `${fair}/queueUsers/byBoothIdAndId/${booths[0]}/${randomUUID()}/removal`, { reason: 'No' }],
      ['PUT', `/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}/logo`, { key: 'employer_logos/x/y.png' }],
    ];
    const callers = [
      otherEmployerAdmin,
      demo('employer@demo.jobfair.test'),
      demo('recruiter1@demo.jobfair.test'),
      demo('seeker1@demo.jobfair.test'),
    ];
    const before = await eventCount();
    for (const caller of callers)
      for (const [method, path, body] of calls) {
        const answer = await http(caller, method, path, body);
        expect(answer.status, `${caller.email} ${method} ${path}`).toBe(403);
        expect(answer.body).toMatchObject({ isSuccess: false, errors: [expect.objectContaining({ message: expect.any(String) })] });
      }
    expect(await eventCount()).toBe(before);
  });
});
