import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Knex } from 'knex';
import pino from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFairStart } from '../../domain/jobfair/time-status';
import type { Role } from '../../domain/auth/roles';
import { START } from '../../domain/shared/event';
import { DEFAULT_COMPONENT_PATHS } from '../../domain/notification/template-schema';
import {
  createNotificationDelivery,
  type NotificationDelivery,
} from '../../command-api/application/workflows/notification-delivery/notification-delivery';
import { SEND_LEASE_MS } from '../../command-api/application/workflows/notification-delivery/dispatch-sends';
import { notificationSendStream } from '../../domain/delivery/notification-send';
import { notificationTemplateStream } from '../../domain/notification/notification-template';
import type { DeliveryTemplate } from '../../command-api/application/workflows/notification-delivery/templates';
import { createOutboxSms } from '../../infra/sms/outbox-sms';
import type { SmsOutbox } from '../../domain/ports/sms';
import type { MailSender } from '../../domain/ports/mail';
import { createSmtpMail } from '../../infra/mail/smtp-mail';
import { OUTCOME_UNKNOWN_REASON } from '../../command-api/application/workflows/notification-delivery/stale-sends';
import { buildTestApi, envelopeOf, TEST_WEBHOOK_SECRET, type TestApi } from '../support/api';
import { eventually } from '../support/eventually';
import { castFor, jobFairBody, type Cast } from './fixtures';

// The delivery process manager (docs/notifications.md "Delivery") against the real event store and read models,
// with templates saved to their streams and handed in as the templates read model would answer them.
let api: TestApi;
let cast: Cast;
let sms: SmsOutbox;
const templates: DeliveryTemplate[] = [];
const silent = pino({ level: 'silent' });
const source = async (eventType: DeliveryTemplate['eventType']) => templates.filter((template) => template.eventType === eventType);
const deliveryOn = (db: Knex, mail: MailSender = api.outbox): NotificationDelivery =>
  createNotificationDelivery({
    store: api.store,
    db,
    clock: api.clock,
    templates: source,
    mail,
    sms,
    logger: silent,
    publicUrl: 'https://fair.example',
  });
let delivery: NotificationDelivery;

const template = (overrides: Partial<DeliveryTemplate> & Pick<DeliveryTemplate, 'templateId' | 'eventType'>): DeliveryTemplate => ({
  channel: 'email',
  recipientType: 'jobseeker',
  subject: 'Hello {{firstName}}',
  body: '<p>Hello <strong>{{firstName}}</strong></p>',
  sender: 'careers@college.example',
  sendRelativeTo: null,
  ...overrides,
});

const metadataNow = () => ({
  correlationId: randomUUID(),
  causationId: null,
  actorId: null,
  actorRole: null,
  at: api.clock.now().toISOString(),
});
const register = async (roles: Role[], organizationId: string | null, phone = '5551234567') => {
  const userId = randomUUID();
  const email = `${roles[0]!.toLowerCase()}-${userId.slice(0, 8)}@example.com`;
  await api.store.append(
    `user-${userId}`,
    [
      {
        id: randomUUID(),
        type: 'UserRegistered',
        data: {
          userId,
          email,
          firstName: 'Ada',
          lastName: 'Lovelace',
          roles,
          organizationId,
          registeredAt: api.clock.now().toISOString(),
          sponsorId: null,
          contact: { phone, city: 'Austin', state: 'TX', zip: '78701' },
        },
        metadata: metadataNow(),
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  return { userId, email };
};
/** Saves templates to their streams, where a timer reads them when it fires; `readModel: false` keeps them out of the read model's answer. */
const saveTemplates = async (saved: DeliveryTemplate[], { readModel = true } = {}) => {
  if (readModel) templates.push(...saved);
  for (const content of saved)
    await api.store.append(
      notificationTemplateStream(content.templateId, content.channel),
      [
        {
          id: randomUUID(),
          type: 'NotificationTemplateCreated',
          data: { ...content, enabled: true, tags: [], metadata: {}, createdBy: 'test', createdAt: api.clock.now().toISOString() },
          metadata: metadataNow(),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
};
const mailsTo = async (email: string, eventType = '') =>
  (await api.outbox.list({ to: email })).filter((mail) => mail.purpose.startsWith(`notification:${eventType}`));
const remindersTo = (email: string) => mailsTo(email, 'ReminderBeforeJobFairStart');
/**
 * Delivery passes until a notification has reached the address: an event appended while another append is in
 * flight is handed to readers only once that one ends, so a single pass may not see it yet.
 */
const deliveredTo = (email: string) => expect.poll(async () => (await delivery.tick(), (await mailsTo(email)).length)).toBeGreaterThan(0);
const sendRows = (where: Record<string, unknown>) => api.db('notification_sends').where(where).orderBy(['created_at', 'channel']);

beforeAll(async () => {
  api = await buildTestApi('api_notification_delivery');
  cast = await castFor(api);
  sms = await createOutboxSms({ db: api.db, clock: api.clock, newId: randomUUID });
  delivery = deliveryOn(api.db);
  await delivery.init();
});
afterAll(() => api.close());

/** A Stripe event as Stripe sends it to the webhook: signed with the test secret. */
const postStripeEvent = async (type: string, object: Record<string, unknown>) => {
  const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type, data: { object } });
  const signature = new Stripe('sk_unused').webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET });
  await api.as(null, {
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
};

describe('event-triggered sends (spec 3 §3.1)', () => {
  it('a sign-up sends every enabled template of its audience and channel once, with its merge fields; replaying the log sends nothing again', async () => {
    const admin = await register(['Admin'], null);
    await saveTemplates([
      template({
        templateId: 'welcome-seeker',
        eventType: 'JobseekerSignedUp',
        body: '<p>Welcome <strong>{{firstName}} {{lastName}}</strong></p>',
      }),
      template({
        templateId: 'welcome-seeker',
        eventType: 'JobseekerSignedUp',
        channel: 'sms',
        subject: '',
        body: 'Hi {{firstName}}, call {{phone_number}}',
      }),
      template({
        templateId: 'seeker-joined',
        eventType: 'JobseekerSignedUp',
        recipientType: 'platformAdmin',
        subject: 'Dear {{email}}: a new job seeker',
        sender: null,
      }),
      template({ templateId: 'recruiter-hello', eventType: 'RecruiterOnboarded', recipientType: 'recruiter' }),
    ]);
    await eventually(() => api.db('users').where({ id: admin.userId }).first(), Boolean);
    const seeker = await register(['Applicant'], null);
    await deliveredTo(seeker.email);

    const [welcome] = await mailsTo(seeker.email);
    expect(welcome).toMatchObject({ subject: 'Hello Ada', from: 'careers@college.example', purpose: 'notification:JobseekerSignedUp' });
    expect(welcome?.html).toBe('<p>Welcome <strong>Ada Lovelace</strong></p>');
    expect(welcome?.text).toBe('Welcome Ada Lovelace');
    expect((await sms.list({ to: '5551234567' }))[0]?.text).toBe('Hi Ada, call 5551234567');
    // The person fields are the reader's own (docs/notifications.md), so the admin's mail names the admin.
    expect((await mailsTo(admin.email)).map((mail) => mail.subject)).toEqual([`Dear ${admin.email}: a new job seeker`]);
    expect(await sendRows({ recipient_user_id: seeker.userId })).toEqual([
      expect.objectContaining({ idempotency_key: expect.stringMatching(/^welcome-seeker:email:/), status: 'sent', attempts: 1 }),
      expect.objectContaining({ idempotency_key: expect.stringMatching(/^welcome-seeker:sms:/), status: 'sent' }),
    ]);

    // A rebuild or a lost checkpoint replays the whole log: every key is already recorded.
    const before = (await api.outbox.list({ limit: 500 })).length;
    await api.db('notification_delivery_checkpoint').update({ checkpoint: START });
    await delivery.tick();
    expect((await api.outbox.list({ limit: 500 })).length).toBe(before);
    expect(await sendRows({ recipient_user_id: seeker.userId })).toHaveLength(2);
  });

  it('a template saved a moment before its event fires with it, before the templates read model has it', async () => {
    // The platform's delivery loop reads the log as soon as it is appended, so it can plan a send from a
    // template's event that the templates projector has not applied yet: the timer must not call it gone.
    await saveTemplates(
      [template({ templateId: 'welcome-fresh', eventType: 'JobseekerSignedUp', subject: 'Fresh {{firstName}}', sender: null })],
      { readModel: false },
    );
    const seeker = await register(['Applicant'], null);
    await deliveredTo(seeker.email);
    expect((await mailsTo(seeker.email)).map((mail) => mail.subject)).toContain('Fresh Ada');
    expect(await api.db('notification_schedules').where({ template_id: 'welcome-fresh' })).toEqual([
      expect.objectContaining({ status: 'fired', reason: null }),
    ]);
  });

  it('a failed payment mails the organization’s employer admins with the fair and the reason; an SMS without a phone fails visibly', async () => {
    const boss = await register(['EmployerAdmin'], cast.organizationId, '');
    await eventually(() => api.db('users').where({ id: boss.userId }).first(), Boolean);
    await saveTemplates([
      template({
        templateId: 'payment-failed',
        eventType: 'JobFairPaymentFailed',
        recipientType: 'employerAdmin',
        subject: 'Payment for {{jobFairName}} failed',
        body: '<p>{{amount}}: {{reason}}</p>',
      }),
      template({
        templateId: 'payment-failed',
        eventType: 'JobFairPaymentFailed',
        recipientType: 'employerAdmin',
        channel: 'sms',
        subject: '',
      }),
    ]);
    const fair = envelopeOf(
      await api.as(cast.employerAdmin, {
        method: 'POST',
        url: `/api/organizations/${cast.organizationId}/jobfairs`,
        payload: jobFairBody(api, 7, { name: 'Autumn Fair' }),
      }),
    ).data as { id: string };
    await postStripeEvent('checkout.session.async_payment_failed', {
      id: 'cs_declined',
      object: 'checkout.session',
      client_reference_id: fair.id,
      amount_total: 49_900,
      currency: 'usd',
      metadata: { companyId: cast.organizationId },
    });
    await delivery.tick();

    expect((await mailsTo(boss.email)).map(({ subject, html }) => ({ subject, html }))).toEqual([
      { subject: 'Payment for Autumn Fair failed', html: '<p>499.00 USD: The payment failed</p>' },
    ]);
    expect(await sendRows({ recipient_user_id: boss.userId, channel: 'sms' })).toEqual([
      expect.objectContaining({ status: 'failed', reason: 'No phone number is registered for this recipient' }),
    ]);
    // The delivery screen's calls: the failure listed with its reason, retried by an admin only.
    const listed = envelopeOf(
      await api.as(cast.admin, {
        method: 'GET',
        url: `/api/admin/notification-deliveries?eventType=JobFairPaymentFailed&recipient=${boss.email}`,
      }),
    ).data as { id: string; channel: string; status: string; reason: string | null }[];
    expect(listed).toEqual([expect.objectContaining({ channel: 'email', status: 'Sent' })]);
    const [failure] = (await sendRows({ recipient_user_id: boss.userId, channel: 'sms' })) as { id: string }[];
    const all = envelopeOf(
      await api.as(cast.admin, { method: 'GET', url: '/api/admin/notification-deliveries?eventType=JobFairPaymentFailed' }),
    ).data;
    expect(all).toContainEqual(
      expect.objectContaining({ id: failure!.id, status: 'Failed', reason: 'No phone number is registered for this recipient' }),
    );
    const retry = (user = cast.admin) => api.as(user, { method: 'POST', url: `/api/admin/notification-deliveries/${failure!.id}/retry` });
    expect((await retry(cast.employerAdmin)).statusCode).toBe(403);
    // Two admins retry the same failure at once: one NotificationSendRetried, which the process manager acts on
    // (the call answers once it has); the other is refused.
    const twice = Promise.all([retry(), retry()]);
    await eventually(
      async () => (await delivery.tick(), (await sendRows({ id: failure!.id }))[0]),
      (row) => row.retries === 1,
    );
    expect((await twice).map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(envelopeOf((await twice).find((answer) => answer.statusCode === 409)!).errors).toEqual([
      expect.objectContaining({ message: 'Only a failed send can be retried' }),
    ]);
    const { events } = await api.store.readStream(notificationSendStream(failure!.id));
    expect(events.map(({ type, data, metadata }) => ({ type, data, actorId: metadata.actorId }))).toEqual([
      {
        type: 'NotificationSendRetried',
        data: { sendId: failure!.id, failedAttempt: 0, retriedBy: cast.admin.userId, retriedAt: expect.any(String) },
        actorId: cast.admin.userId,
      },
      // What the retried attempt came to, recorded by the process manager (docs/notifications.md "Exactly once").
      {
        type: 'NotificationSendFailed',
        data: { sendId: failure!.id, attempt: 1, reason: 'No phone number is registered for this recipient', failedAt: expect.any(String) },
        actorId: null,
      },
    ]);
    // Sent again under its key, it fails again for the same reason: listed as failed, retried once, and retryable.
    expect(await sendRows({ id: failure!.id })).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 1, retries: 1, reason: 'No phone number is registered for this recipient' }),
    ]);
    const again = envelopeOf(
      await api.as(cast.admin, { method: 'GET', url: '/api/admin/notification-deliveries?eventType=JobFairPaymentFailed' }),
    ).data;
    expect(again).toContainEqual(expect.objectContaining({ id: failure!.id, status: 'Failed', retries: 1 }));
  });
});

const databaseUrl = () => {
  const { user, password, host, port, database } = api.db.client.connectionSettings;
  return `postgres://${user}:${encodeURIComponent(password)}@${encodeURIComponent(host)}:${port}/${database}`;
};
/** A delivery process of its own (notification-delivery-worker.ts) with its clock at `now`, ready for 'go'. */
const startWorker = async (now: Date, options: { dieAfterHandOff?: boolean; smtpUrl?: string } = {}) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/command-api/notification-delivery-worker.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(),
      WORKER_NOW: now.toISOString(),
      WORKER_TEMPLATES: JSON.stringify(templates),
      ...(options.dieAfterHandOff ? { WORKER_DIE_AFTER_HAND_OFF: '1' } : {}),
      ...(options.smtpUrl ? { WORKER_SMTP_URL: options.smtpUrl } : {}),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const said = (line: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => output.split('\n').includes(line) && resolve();
      child.stdout.on('data', check);
      check();
      void exited.then(() => reject(new Error(`the worker ended before saying '${line}':\n${output}`)));
    });
  await said('ready');
  return { child, said, exited, go: () => child.stdin.write('go\n') };
};

describe('scheduled sends (spec 3 §4)', () => {
  const fairUrl = (id: string) => `/api/organizations/${cast.organizationId}/jobfairs/${id}`;
  const activeFair = async (name: string) => {
    const fair = envelopeOf(
      await api.as(cast.employerAdmin, {
        method: 'POST',
        url: `/api/organizations/${cast.organizationId}/jobfairs`,
        payload: jobFairBody(api, 3, { name }),
      }),
    ).data as {
      id: string;
    };
    await postStripeEvent('checkout.session.completed', {
      id: `cs_${fair.id}`,
      object: 'checkout.session',
      client_reference_id: fair.id,
      amount_total: 49_900,
      currency: 'usd',
      payment_status: 'paid',
      metadata: { companyId: cast.organizationId },
    });
    expect(
      (await api.as(cast.admin, { method: 'PUT', url: `${fairUrl(fair.id)}/activation`, payload: { isActivated: true } })).statusCode,
    ).toBe(200);
    return fair.id;
  };
  const seekerAt = async (jobFairId: string) => {
    const seeker = await register(['Applicant'], null);
    await api.store.append(
      `presence-${seeker.userId}`,
      [
        {
          id: randomUUID(),
          type: 'UserPresenceChanged',
          data: {
            userId: seeker.userId,
            presenceStatus: 'LOGGED_IN',
            previousStatus: null,
            lastPresenceJobFairId: jobFairId,
            cause: 'SignedIn',
            changedAt: api.clock.now().toISOString(),
          },
          metadata: metadataNow(),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await eventually(
      () => api.db('user_presence').where({ user_id: seeker.userId, last_presence_job_fair_id: jobFairId }).first(),
      Boolean,
    );
    return seeker;
  };
  const reminderTemplate = template({
    templateId: 'fair-reminder',
    eventType: 'ReminderBeforeJobFairStart',
    subject: '{{jobFairName}} starts at {{startTime}}',
    body: '<p>Hello {{firstName}}, join <a href="{{jobFairLink}}">{{jobFairName}}</a> at {{companyName}}</p>',
    sendRelativeTo: { mode: 'components', offsetMinutes: -30, componentPaths: DEFAULT_COMPONENT_PATHS },
  });
  const startOf = (form: { startDate: string; startTime: string }) =>
    jobFairStart({ ...form, timezone: 'EST', durationHours: 0, durationMinutes: 0 });

  it('a fair moved after scheduling is reminded at its new time only; a deactivated fair is not reminded', async () => {
    await saveTemplates([reminderTemplate]);
    const realNow = api.clock.now();
    const jobFairId = await activeFair('Winter Fair');
    const seeker = await seekerAt(jobFairId);
    await delivery.tick();
    const fair = envelopeOf(await api.as(cast.admin, { method: 'GET', url: fairUrl(jobFairId) })).data;
    const [planned] = await api.db('notification_schedules').where({ job_fair_id: jobFairId, status: 'scheduled' });
    expect(planned.due_at.getTime()).toBe(startOf(fair).getTime() - 30 * 60_000);

    const moved = { ...jobFairBody(api, 3, { name: 'Winter Fair' }), startTime: '14:00' };
    expect((await api.as(cast.employerAdmin, { method: 'PUT', url: fairUrl(jobFairId), payload: moved })).statusCode).toBe(200);
    await delivery.tick();
    const newDue = startOf(moved).getTime() - 30 * 60_000;

    api.clock.set(new Date(planned.due_at.getTime() + 60_000));
    await delivery.tick();
    expect(await remindersTo(seeker.email)).toEqual([]);

    api.clock.set(new Date(newDue));
    await delivery.tick();
    const [reminder] = await remindersTo(seeker.email);
    expect(reminder?.subject).toBe('Winter Fair starts at 14:00');
    // Mustache escapes the slashes of a merged link (&#x2F;), which a mail reader decodes.
    expect(reminder?.html?.replaceAll('&#x2F;', '/')).toBe(
      `<p>Hello Ada, join <a href="https://fair.example/job-seeker/organizations/${cast.organizationId}/jobfairs/${jobFairId}">Winter Fair</a> at Acme Hiring</p>`,
    );
    await delivery.tick();
    expect(await remindersTo(seeker.email)).toHaveLength(1);

    api.clock.set(realNow);
    const quiet = await activeFair('Quiet Fair');
    const absent = await seekerAt(quiet);
    await delivery.tick();
    expect(
      (await api.as(cast.admin, { method: 'PUT', url: `${fairUrl(quiet)}/activation`, payload: { isActivated: false } })).statusCode,
    ).toBe(200);
    await delivery.tick();
    expect(await api.db('notification_schedules').where({ job_fair_id: quiet }).first()).toMatchObject({
      status: 'cancelled',
      reason: 'The job fair was deactivated',
    });
    api.clock.set(new Date(realNow.getTime() + 4 * 86_400_000));
    await delivery.tick();
    expect(await remindersTo(absent.email)).toEqual([]);
    api.clock.set(realNow);
  });

  const reminderSends = (userId: string) => sendRows({ recipient_user_id: userId, event_type: 'ReminderBeforeJobFairStart' });

  it('a process killed (SIGKILL) in the send window and restarted delivers once; two processes deliver once', async () => {
    const jobFairId = await activeFair('Crash Fair');
    const seeker = await seekerAt(jobFairId);
    await delivery.tick();
    const [schedule] = await api.db('notification_schedules').where({ job_fair_id: jobFairId });

    // The first process hands the mail to the outbox and is killed before it can mark the send as sent.
    const crashing = await startWorker(schedule.due_at, { dieAfterHandOff: true });
    crashing.go();
    await crashing.said('handed');
    crashing.child.kill('SIGKILL');
    expect(await crashing.exited).toBe('SIGKILL');
    expect(await reminderSends(seeker.userId)).toEqual([expect.objectContaining({ status: 'sending', attempts: 1 })]);

    // Restarted once the claim's lease has run out: delivered again under its key, which the outbox holds once.
    const restarted = await startWorker(new Date(schedule.due_at.getTime() + SEND_LEASE_MS + 1_000));
    restarted.go();
    await restarted.said('done');
    expect(await reminderSends(seeker.userId)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
    expect(await remindersTo(seeker.email)).toHaveLength(1);

    // Two processes at once, racing every step (timer, send, delivery) from the same due reminder.
    const twinFair = await activeFair('Twin Fair');
    const twin = await seekerAt(twinFair);
    await delivery.tick();
    const [twinSchedule] = await api.db('notification_schedules').where({ job_fair_id: twinFair });
    const twins = await Promise.all([startWorker(twinSchedule.due_at), startWorker(twinSchedule.due_at)]);
    twins.forEach((worker) => worker.go());
    await Promise.all(twins.map((worker) => worker.said('done')));
    expect(await remindersTo(twin.email)).toHaveLength(1);
    expect(await reminderSends(twin.userId)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
    // Four process starts on two shared cores.
  });
});

// docs/notifications.md "Exactly once": a real SMTP server (smtp-server) behind the mail port; what it answered is
// on the send's stream and in the delivery screen's call, and what it received is counted.
describe('over SMTP: the provider’s answer, and never a second mail', () => {
  let smtp: SMTPServer;
  let smtpUrl: string;
  let refusing = true;
  const received: { to: string; subject: string }[] = [];
  const receivedBy = (email: string) => received.filter((mail) => mail.to === email);

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo: (address, _session, callback) =>
        callback(refusing ? Object.assign(new Error(`5.2.1 <${address.address}>: Mailbox unavailable`), { responseCode: 550 }) : undefined),
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({ to: session.envelope.rcptTo[0]?.address ?? '', subject: mail.subject ?? '' });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    await saveTemplates([
      template({
        templateId: 'employer-welcome',
        eventType: 'EmployerAdminSignedUp',
        recipientType: 'employerAdmin',
        subject: 'Welcome {{firstName}}',
      }),
    ]);
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  const deliveries = async (recipient: string) =>
    envelopeOf(await api.as(cast.admin, { method: 'GET', url: `/api/admin/notification-deliveries?recipient=${recipient}` })).data as {
      id: string;
      status: string;
      reason: string | null;
      retries: number;
    }[];
  const retry = (id: string) => api.as(cast.admin, { method: 'POST', url: `/api/admin/notification-deliveries/${id}/retry` });
  const streamOf = async (id: string) =>
    (await api.store.readStream(notificationSendStream(id))).events.map(({ type, data }) => ({ type, data }));

  it('a refused mail shows the server’s reason; the admin’s retry reaches the server once, and a lost ledger row sends nothing again', async () => {
    const overSmtp = deliveryOn(api.db, createSmtpMail({ url: smtpUrl, defaultFrom: 'no-reply@fair.example' }));
    refusing = true;
    const boss = await register(['EmployerAdmin'], cast.organizationId);
    const [send] = (await eventually(
      async () => (await overSmtp.tick(), await sendRows({ recipient_user_id: boss.userId })),
      (rows) => rows[0]?.status === 'failed',
    )) as { id: string }[];
    const reason = `The SMTP server refused the message at RCPT TO: 550 5.2.1 <${boss.email}>: Mailbox unavailable`;
    expect(await deliveries(boss.email)).toEqual([expect.objectContaining({ id: send!.id, status: 'Failed', reason, retries: 0 })]);
    expect(await streamOf(send!.id)).toEqual([
      { type: 'NotificationSendFailed', data: { sendId: send!.id, attempt: 1, reason, failedAt: expect.any(String) } },
    ]);
    expect(receivedBy(boss.email)).toEqual([]);

    // The server accepts again; the admin retries (the call answers once the process manager acted on it).
    refusing = false;
    const retried = retry(send!.id);
    await eventually(
      async () => (await overSmtp.tick(), (await sendRows({ id: send!.id }))[0]),
      (row) => row.status === 'sent',
    );
    expect((await retried).statusCode).toBe(200);
    expect(await deliveries(boss.email)).toEqual([expect.objectContaining({ status: 'Sent', reason: null, retries: 1 })]);
    expect(receivedBy(boss.email)).toEqual([{ to: boss.email, subject: 'Welcome Ada' }]);
    expect((await streamOf(send!.id)).map(({ type }) => type)).toEqual([
      'NotificationSendFailed',
      'NotificationSendRetried',
      'NotificationSendSent',
    ]);
    // A sent mail is not retried.
    expect((await retry(send!.id)).statusCode).toBe(409);

    // As a process killed after recording the answer on the log, before its ledger row, leaves it: the row is
    // still 'sending' and its claim ran out. The next pass takes the log's word and sends nothing.
    await api
      .db('notification_sends')
      .where({ id: send!.id })
      .update({ status: 'sending', claimed_until: new Date(0), sent_at: null });
    await overSmtp.tick();
    expect(await sendRows({ id: send!.id })).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
    expect(receivedBy(boss.email)).toHaveLength(1);
  });

  it('a process killed after the server accepted the mail, before recording it: the outcome is unknown, never sent again', async () => {
    refusing = false;
    const boss = await register(['EmployerAdmin'], cast.organizationId);
    const now = api.clock.now();
    const crashing = await startWorker(now, { dieAfterHandOff: true, smtpUrl });
    crashing.go();
    await crashing.said('handed');
    crashing.child.kill('SIGKILL');
    expect(await crashing.exited).toBe('SIGKILL');
    expect(receivedBy(boss.email)).toHaveLength(1);
    const [send] = (await sendRows({ recipient_user_id: boss.userId })) as { id: string; status: string }[];
    expect(send?.status).toBe('sending');

    // Restarted once the claim ran out: SMTP keeps no idempotency key, so the send is settled as unknown.
    const restarted = await startWorker(new Date(now.getTime() + SEND_LEASE_MS + 1_000), { smtpUrl });
    restarted.go();
    await restarted.said('done');
    expect(await sendRows({ id: send!.id })).toEqual([
      expect.objectContaining({ status: 'unknown', attempts: 1, reason: OUTCOME_UNKNOWN_REASON }),
    ]);
    expect(await deliveries(boss.email)).toEqual([expect.objectContaining({ status: 'Unknown', reason: OUTCOME_UNKNOWN_REASON })]);
    expect(await streamOf(send!.id)).toEqual([
      {
        type: 'NotificationSendOutcomeUnknown',
        data: { sendId: send!.id, attempt: 1, reason: OUTCOME_UNKNOWN_REASON, settledAt: expect.any(String) },
      },
    ]);
    // Not retryable, and no later pass sends it.
    const refused = await retry(send!.id);
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused).errors).toEqual([expect.objectContaining({ message: 'Only a failed send can be retried' })]);
    await deliveryOn(api.db, createSmtpMail({ url: smtpUrl, defaultFrom: 'no-reply@fair.example' })).tick();
    expect(receivedBy(boss.email)).toHaveLength(1);
  });
});
