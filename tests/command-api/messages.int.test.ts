import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageStream, type MessageEvent } from '../../domain/message/message';
import { inboxStream, type InboxEvent } from '../../domain/message/inbox';
import { boothTopic, fairTopic } from '../../domain/message/message-topic';
import type { ServerMessage } from '../../domain/realtime/protocol';
import type { MessageReceiptView, TopicMessageView } from '../../domain/message/message-view';
import { DEMO_ACCOUNTS, DEMO_BOOTH_IDS, DEMO_JOB_FAIR_ID, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import type { Platform } from '../../infra/platform';
import type { TestUser } from '../support/api';
import { eventually } from '../support/eventually';
import { httpAs } from '../support/http';
import { startTestPlatform } from '../support/platform';
import { connectClient, type TestClient } from '../gateway/client';
import { DEFAULT_EVENT_STORE_SCHEMA, eventStoreNames } from '../../infra/event-store/postgres-schema';

// In-app messages (spec 1 §2.4, §3, §7; spec 2 §2.1; spec 3 §2.2, §6) on the whole platform with the demo
// fair running: every /jobfairs/{jobFairId}/messages… call with its refusals, a broadcast as one event,
// and the live push of messagesByTopic over real websockets to the users the topic addresses only.
type Data = Extract<ServerMessage, { action: 'data' }>;
let platform: Platform;
let http: ReturnType<typeof httpAs>;
const clients: TestClient[] = [];
const users = new Map<string, TestUser>();
const fair = `/jobfairs/${DEMO_JOB_FAIR_ID}`;
const queueBooth = DEMO_BOOTH_IDS[1]; // recruiter1's booth only
const applicants = fairTopic(DEMO_JOB_FAIR_ID, 'Applicant');
const staffTopic = fairTopic(DEMO_JOB_FAIR_ID, 'Recruiter');
const queueTopic = boothTopic(DEMO_JOB_FAIR_ID, queueBooth, 'Queue');

const demo = (name: string) => users.get(`${name}@demo.jobfair.test`)!;
const signIn = async (email: string): Promise<TestUser> => {
  const result = await platform.identity.signIn(email, DEMO_PASSWORD);
  if (result.kind !== 'SIGNED_IN') throw new Error(`${email} did not sign in`);
  const { userId, roles, organizationId } = result.principal;
  return { userId, email, password: DEMO_PASSWORD, roles, organizationId, token: result.accessToken };
};
/** Events of messages and read marks (presence events of the sockets come and go beside them). */
const eventCount = async () =>
  Number(
    (
      await platform.db.raw(
        `SELECT count(*) AS n FROM ${eventStoreNames(DEFAULT_EVENT_STORE_SCHEMA).events} WHERE stream_id LIKE 'message-%' OR stream_id LIKE 'inbox-%'`,
      )
    ).rows[0].n,
  );

/** A socket of the user, registered in the demo fair (their presence moves there: spec 1 §4.9 setUserId). */
const connect = async (user: TestUser) => {
  const client = await connectClient(`${platform.url.replace('http', 'ws')}/ws`, user.token);
  clients.push(client);
  client.send({ action: 'setUserId', userId: user.userId, jobFairId: DEMO_JOB_FAIR_ID, organizationId: user.organizationId });
  return client;
};
const subscribe = async (client: TestClient, topicId: string) => {
  client.send({ action: 'subscribe', subscriptionName: 'messagesByTopic', props: { topicId } });
  return client.next((message) => message.action === 'subscribed' || message.action === 'error');
};
const topicFrame = (client: TestClient, topicId: string) =>
  client.next<Data>(
    (message) => message.action === 'data' && message.subscriptionName === 'messagesByTopic' && message.props.topicId === topicId,
    10_000,
  );
const rowsOf = (frame: Data) => frame.rows as TopicMessageView[];
const receiptsOf = async (user: TestUser) =>
  (await http(user, 'GET', `${fair}/messages/receipts/${user.userId}`)).body!.data as MessageReceiptView[];

beforeAll(async () => {
  platform = await startTestPlatform('messages');
  http = httpAs(platform.url, '');
  for (const account of DEMO_ACCOUNTS) users.set(account.email, await signIn(account.email));
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await platform?.close();
});

describe('announcements to a fair (spec 3 §2.2, §6)', () => {
  let seeker1: TestClient;
  let seeker2: TestClient;
  let recruiter: TestClient;

  it('subscribes a user only to the topics that address them', async () => {
    [seeker1, seeker2, recruiter] = await Promise.all([connect(demo('seeker1')), connect(demo('seeker2')), connect(demo('recruiter1'))]);
    // The Applicant audience is the job seekers whose last presence was this fair: wait for setUserId to land.
    await eventually(
      () =>
        platform
          .db('user_presence')
          .whereIn('user_id', [demo('seeker1').userId, demo('seeker2').userId])
          .where('last_presence_job_fair_id', DEMO_JOB_FAIR_ID),
      (rows) => rows.length === 2,
      20_000,
      'both job seekers present in the fair',
    );
    expect((await subscribe(seeker1, applicants)).action).toBe('subscribed');
    expect((await subscribe(seeker2, applicants)).action).toBe('subscribed');
    expect((await subscribe(recruiter, staffTopic)).action).toBe('subscribed');
    for (const client of [seeker1, seeker2]) expect(rowsOf(await topicFrame(client, applicants))).toEqual([]);
    expect(rowsOf(await topicFrame(recruiter, staffTopic))).toEqual([]);

    expect(await subscribe(seeker1, staffTopic)).toMatchObject({ action: 'error', status: 403 });
    expect(await subscribe(recruiter, applicants)).toMatchObject({ action: 'error', status: 403 });
    expect(await subscribe(recruiter, queueTopic)).toMatchObject({ action: 'error', status: 403 });
    // Platform admins have no notifications (spec 1 §2.4).
    expect(await subscribe(await connect(demo('admin')), applicants)).toMatchObject({ action: 'error', status: 403 });
    expect(await subscribe(seeker1, 'not-a-topic')).toMatchObject({ action: 'error', status: 400 });
  });

  it('broadcasts to the job seekers as one event with a receipt each, pushed live to them and not to the recruiter', async () => {
    const before = await eventCount();
    const answer = await http(demo('admin'), 'POST', `${fair}/messages/broadcast`, {
      topicId: applicants,
      message: 'Welcome to the fair!',
    });
    expect(answer.status, answer.text).toBe(200);
    const { message, recipients } = answer.body!.data as { message: TopicMessageView; recipients: number };
    expect(await eventCount()).toBe(before + 1);
    const { events } = await platform.store.readStream<MessageEvent>(messageStream(message.messageId));
    expect(events.map((event) => event.type)).toEqual(['MessageBroadcast']);
    const recipientIds = (events[0]!.data as { recipientIds: string[] }).recipientIds;
    expect(recipientIds).toEqual(expect.arrayContaining([demo('seeker1').userId, demo('seeker2').userId]));
    expect(recipientIds).not.toContain(demo('recruiter1').userId);
    expect(recipients).toBe(recipientIds.length);

    for (const client of [seeker1, seeker2])
      expect(rowsOf(await topicFrame(client, applicants))).toEqual([
        expect.objectContaining({ messageId: message.messageId, message: 'Welcome to the fair!' }),
      ]);
    // The recruiter's next frame is the staff announcement: nothing of the job seekers' came before it.
    await http(demo('admin'), 'POST', `${fair}/messages/broadcast`, { topicId: staffTopic, message: 'Doors open at nine' });
    const next = await recruiter.next<Data>((frame) => frame.action === 'data');
    expect(next.props.topicId).toBe(staffTopic);
    expect(rowsOf(next).map((row) => row.message)).toEqual(['Doors open at nine']);

    const [receipt] = await receiptsOf(demo('seeker1'));
    expect(receipt).toMatchObject({
      messageId: message.messageId,
      message: { id: message.messageId, message: 'Welcome to the fair!' },
      read: false,
    });
    expect(await receiptsOf(demo('recruiter1'))).toEqual([
      expect.objectContaining({ message: expect.objectContaining({ message: 'Doors open at nine' }) }),
    ]);
  });

  it('lets only platform admins address a whole fair, with a message', async () => {
    for (const sender of ['employer', 'recruiter1'])
      expect((await http(demo(sender), 'POST', `${fair}/messages/broadcast`, { topicId: applicants, message: 'Hi' })).status).toBe(403);
    const blank = await http(demo('admin'), 'POST', `${fair}/messages/broadcast`, { topicId: applicants, message: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body!.errors).toEqual([expect.objectContaining({ field: 'message', message: 'Message is required' })]);
    const elsewhere = fairTopic('99999999-9999-4999-8999-999999999999', 'Applicant');
    expect((await http(demo('admin'), 'POST', `${fair}/messages/broadcast`, { topicId: elsewhere, message: 'Hi' })).status).toBe(400);
  });
});

describe('receipts of a user (spec 1 §2.4, §7)', () => {
  it('are read and marked by their recipient only; marking twice appends once; mark all read marks the rest', async () => {
    const [seeker1, seeker2] = [demo('seeker1'), demo('seeker2')];
    expect((await http(seeker2, 'GET', `${fair}/messages/receipts/${seeker1.userId}`)).status).toBe(403);
    const [receipt] = await receiptsOf(seeker1);
    const markUrl = `${fair}/messages/receipts/mark-as-read/${receipt!.id}`;
    expect((await http(seeker2, 'GET', markUrl)).status).toBe(403);
    const marked = await http(seeker1, 'GET', markUrl);
    expect(marked.status, marked.text).toBe(200);
    expect(marked.body!.data).toMatchObject({ id: receipt!.id, read: true });
    expect((await http(seeker1, 'GET', markUrl)).status).toBe(200);
    const inbox = await platform.store.readStream<InboxEvent>(inboxStream(DEMO_JOB_FAIR_ID, seeker1.userId));
    expect(inbox.events.map((event) => event.type)).toEqual(['MessageReceiptRead']);

    // A second announcement comes first while unread (unread first, then newest).
    const second = (await http(demo('admin'), 'POST', `${fair}/messages/broadcast`, { topicId: applicants, message: 'Second' })).body!.data;
    expect((await receiptsOf(seeker1)).map((row) => [row.message.message, row.read])).toEqual([
      ['Second', false],
      ['Welcome to the fair!', true],
    ]);
    const byMessage = await http(seeker1, 'POST', `${fair}/messages/${second.message.messageId}/read`);
    expect(byMessage.body!.data).toMatchObject({ messageId: second.message.messageId, read: true });

    const all = await http(seeker2, 'POST', `${fair}/messages/receipts/mark-all-as-read`);
    expect(all.status, all.text).toBe(200);
    expect((all.body!.data as MessageReceiptView[]).every((row) => row.read)).toBe(true);
    expect((all.body!.data as MessageReceiptView[]).length).toBe(2);
  });
});

describe('messages and receipts posted apart (spec 1 §7 POST messages, receipt, receipts)', () => {
  it('creates a message, then receipts for members of its topic only, once each', async () => {
    const admin = demo('admin');
    expect(
      (await http(admin, 'POST', `${fair}/messages`, { topicId: applicants, message: 'Hello', createdBy: demo('seeker1').userId })).status,
    ).toBe(403);
    const posted = await http(admin, 'POST', `${fair}/messages`, {
      topicId: applicants,
      message: 'Lunch at noon',
      createdBy: admin.userId,
    });
    expect(posted.status, posted.text).toBe(200);
    const messageId = posted.body!.data.message.messageId as string;

    const one = await http(admin, 'POST', `${fair}/messages/receipt`, {
      messageId,
      recipientId: demo('seeker1').userId,
      read: false,
      jobFairId: DEMO_JOB_FAIR_ID,
    });
    expect(one.status, one.text).toBe(200);
    expect(one.body!.data).toMatchObject({ messageId, recipientId: demo('seeker1').userId, read: false });
    const many = await http(admin, 'POST', `${fair}/messages/receipts`, {
      messageId,
      recipientIds: [demo('seeker1').userId, demo('seeker2').userId],
      read: false,
      jobFairId: DEMO_JOB_FAIR_ID,
    });
    expect(many.status, many.text).toBe(200);
    const { events } = await platform.store.readStream<MessageEvent>(messageStream(messageId));
    expect(events.map((event) => [event.type, (event.data as { recipientIds?: string[] }).recipientIds])).toEqual([
      ['MessagePosted', undefined],
      ['MessageReceiptsIssued', [demo('seeker1').userId]],
      ['MessageReceiptsIssued', [demo('seeker2').userId]],
    ]);

    const before = await eventCount();
    const outsider = await http(admin, 'POST', `${fair}/messages/receipt`, {
      messageId,
      recipientId: demo('recruiter1').userId,
      read: false,
      jobFairId: DEMO_JOB_FAIR_ID,
    });
    expect(outsider.status).toBe(400);
    const recruiterIssues = await http(demo('recruiter1'), 'POST', `${fair}/messages/receipt`, {
      messageId,
      recipientId: demo('seeker1').userId,
      read: false,
      jobFairId: DEMO_JOB_FAIR_ID,
    });
    expect(recruiterIssues.status).toBe(403);
    expect(await eventCount()).toBe(before);
  });
});

describe("a recruiter's broadcast (spec 2 §2.1)", () => {
  const enterQueue = async (seeker: TestUser) => {
    const questions = (await http(seeker, 'GET', `${fair}/boothQuestions/${queueBooth}`)).body!.data.questions as { id: string }[];
    const answer = await http(seeker, 'POST', `${fair}/queueUsers/byBoothId/${queueBooth}`, {
      answers: questions.map((question) => ({ questionId: question.id, answer: true })),
    });
    expect(answer.status, answer.text).toBe(201);
  };

  it("reaches every job seeker in the booth's queue, live, and nobody else", async () => {
    const [seeker1, seeker2, seeker3] = [demo('seeker1'), demo('seeker2'), demo('seeker3')];
    await enterQueue(seeker1);
    await enterQueue(seeker2);
    const topics = (await http(seeker1, 'GET', `${fair}/messages/topics`)).body!.data as string[];
    expect(topics).toEqual(
      expect.arrayContaining([
        applicants,
        fairTopic(DEMO_JOB_FAIR_ID, 'All'),
        queueTopic,
        boothTopic(DEMO_JOB_FAIR_ID, queueBooth, 'Booth'),
      ]),
    );
    expect(topics).not.toContain(staffTopic);

    const sockets = await Promise.all([connect(seeker1), connect(seeker2)]);
    for (const socket of sockets) {
      expect((await subscribe(socket, queueTopic)).action).toBe('subscribed');
      expect(rowsOf(await topicFrame(socket, queueTopic))).toEqual([]);
    }
    expect(await subscribe(await connect(seeker3), queueTopic)).toMatchObject({ action: 'error', status: 403 });

    // Not their booth: recruiter2 staffs the other two.
    expect((await http(demo('recruiter2'), 'POST', `${fair}/messages/broadcast`, { topicId: queueTopic, message: 'Hi' })).status).toBe(403);
    const sent = await http(demo('recruiter1'), 'POST', `${fair}/messages/broadcast`, {
      topicId: queueTopic,
      message: 'Ten minutes late, sorry',
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body!.data.recipients).toBe(2);
    for (const socket of sockets)
      expect(rowsOf(await topicFrame(socket, queueTopic)).map((row) => row.message)).toEqual(['Ten minutes late, sorry']);
    expect((await receiptsOf(seeker3)).map((row) => row.message.message)).not.toContain('Ten minutes late, sorry');
  });
});

describe('Clear Notifications (spec 3 §2.2)', () => {
  it('is for platform admins only and deletes every receipt of the fair, emptying its topics live', async () => {
    for (const caller of ['employer', 'recruiter1', 'seeker1'])
      expect((await http(demo(caller), 'DELETE', `${fair}/messages/receipts`)).status).toBe(403);
    const socket = await connect(demo('seeker2'));
    expect((await subscribe(socket, applicants)).action).toBe('subscribed');
    expect(rowsOf(await topicFrame(socket, applicants)).length).toBeGreaterThan(0);
    const cleared = await http(demo('admin'), 'DELETE', `${fair}/messages/receipts`);
    expect(cleared.status, cleared.text).toBe(200);
    expect(rowsOf(await topicFrame(socket, applicants))).toEqual([]);
    for (const user of ['seeker1', 'seeker2', 'recruiter1']) expect(await receiptsOf(demo(user))).toEqual([]);
  });
});
