// A notification delivery process of its own, for notification-delivery.int.test.ts to start with
// child_process and kill (docs/notifications.md "Delivery"): the real process manager, event store, mail outbox (or
// SMTP to WORKER_SMTP_URL) and SMS outbox over the test's database, with the clock fixed at WORKER_NOW and the
// templates of WORKER_TEMPLATES (as the templates read model would answer them). It says 'ready', waits for 'go' on
// stdin (so that two workers race from the same moment), runs one pass and says 'done'. With
// WORKER_DIE_AFTER_HAND_OFF set its mail port hands the mail over (the provider has accepted it), says 'handed' and
// never returns: the test kills it right there, inside the send window, before the answer can be recorded.
import { randomUUID } from 'node:crypto';
import knex from 'knex';
import pg from 'pg';
import pino from 'pino';
import { createNotificationDelivery } from '../../command-api/application/workflows/notification-delivery/notification-delivery';
import type { DeliveryTemplate } from '../../command-api/application/workflows/notification-delivery/templates';
import type { MailSender } from '../../domain/ports/mail';
import { createPostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { createOutboxMail } from '../../infra/mail/outbox-mail';
import { createSmtpMail } from '../../infra/mail/smtp-mail';
import { createOutboxSms } from '../../infra/sms/outbox-sms';

const say = (line: string) => process.stdout.write(`${line}\n`);
const url = process.env.DATABASE_URL!;
const clock = { now: () => new Date(process.env.WORKER_NOW!) };
const templates = JSON.parse(process.env.WORKER_TEMPLATES!) as DeliveryTemplate[];

const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 4 } });
const store = await createPostgresEventStore(new pg.Pool({ connectionString: url, max: 2 }), { pollIntervalMs: 50 });
const port: MailSender = process.env.WORKER_SMTP_URL
  ? createSmtpMail({ url: process.env.WORKER_SMTP_URL, defaultFrom: 'no-reply@fair.example' })
  : await createOutboxMail({ db, clock, newId: randomUUID });
const mail: MailSender = process.env.WORKER_DIE_AFTER_HAND_OFF
  ? { ...port, send: async (message) => (await port.send(message), say('handed'), new Promise<never>(() => undefined)) }
  : port;
const delivery = createNotificationDelivery({
  store,
  db,
  clock,
  templates: async (eventType) => templates.filter((template) => template.eventType === eventType),
  mail,
  sms: await createOutboxSms({ db, clock, newId: randomUUID }),
  logger: pino({ level: 'silent' }),
  publicUrl: 'https://fair.example',
});
await delivery.init();
say('ready');
await new Promise((resolve) => process.stdin.once('data', resolve));
await delivery.tick();
say('done');
process.exit(0);
