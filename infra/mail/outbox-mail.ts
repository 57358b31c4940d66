import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../domain/ports/clock';
import type { MailOutbox, SentMail } from '../../domain/ports/mail';

// The embedded mail adapter (ARCHITECTURE.md "mail / sms: local outbox"): nothing leaves the machine;
// each mail is a row in mail_outbox, where admins and developers read it (GET /api/admin/mail-outbox);
// the server log says a mail was written, without its text (codes stay out of logs).

type OutboxRow = Readonly<{
  id: string;
  recipient: string;
  subject: string;
  body: string;
  purpose: SentMail['purpose'];
  sent_at: Date;
  html: string | null;
  sender: string | null;
  idempotency_key: string | null;
}>;

export type OutboxMailOptions = Readonly<{ db: Knex; clock: Clock; newId: () => string; logger?: Logger }>;

export const createOutboxMail = async ({ db, clock, newId, logger }: OutboxMailOptions): Promise<MailOutbox> => {
  await db.raw(`CREATE TABLE IF NOT EXISTS mail_outbox (
    id uuid PRIMARY KEY,
    recipient text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    purpose text NOT NULL,
    sent_at timestamptz NOT NULL
  )`);
  await db.raw('CREATE INDEX IF NOT EXISTS mail_outbox_recipient ON mail_outbox (recipient, sent_at DESC)');
  // Notification sends (docs/notifications.md): their HTML, sender identity and idempotency key, stored once per key.
  await db.raw('ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS html text, ADD COLUMN IF NOT EXISTS sender text');
  await db.raw('ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS idempotency_key text');
  await db.raw('CREATE UNIQUE INDEX IF NOT EXISTS mail_outbox_idempotency_key ON mail_outbox (idempotency_key)');

  return {
    // One row per idempotency key: a send handed over again after a crash is the mail already written.
    deduplicatesByKey: true,
    async send(message) {
      const row: OutboxRow = {
        id: newId(),
        recipient: message.to.trim().toLowerCase(),
        subject: message.subject,
        body: message.text,
        purpose: message.purpose,
        sent_at: clock.now(),
        html: message.html ?? null,
        sender: message.from ?? null,
        idempotency_key: message.idempotencyKey ?? null,
      };
      // A send repeated with the same key (a delivery resumed after a crash) is the mail already written.
      const written = await db('mail_outbox').insert(row).onConflict('idempotency_key').ignore().returning('id');
      logger?.info(
        // Not the text: it carries confirmation and reset codes, which are read in the outbox, never in logs.
        { mail: { id: row.id, to: row.recipient, purpose: row.purpose, subject: row.subject, repeated: written.length === 0 } },
        'mail written to the outbox',
      );
    },

    async list({ to, limit = 50 } = {}) {
      const query = db<OutboxRow>('mail_outbox')
        .orderBy('sent_at', 'desc')
        .orderBy('id')
        .limit(Math.min(Math.max(limit, 1), 500));
      if (to !== undefined) query.where({ recipient: to.trim().toLowerCase() });
      return (await query).map((row): SentMail => ({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        purpose: row.purpose,
        sentAt: row.sent_at.toISOString(),
        ...(row.html === null ? {} : { html: row.html }),
        ...(row.sender === null ? {} : { from: row.sender }),
      }));
    },
  };
};
