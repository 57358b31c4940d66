import type { Knex } from 'knex';
import type { Clock } from '../../domain/ports/clock';
import type { SentSms, SmsOutbox } from '../../domain/ports/sms';

type SmsRow = Readonly<{
  id: string;
  recipient: string;
  body: string;
  purpose: string;
  sent_at: Date;
  idempotency_key: string | null;
}>;

/** The embedded SMS adapter: messages stay on this machine in sms_outbox, one row per idempotency key. */
export const createOutboxSms = async ({
  db,
  clock,
  newId,
}: Readonly<{ db: Knex; clock: Clock; newId: () => string }>): Promise<SmsOutbox> => {
  await db.raw(`CREATE TABLE IF NOT EXISTS sms_outbox (
    id uuid PRIMARY KEY,
    recipient text NOT NULL,
    body text NOT NULL,
    purpose text NOT NULL,
    sent_at timestamptz NOT NULL,
    idempotency_key text UNIQUE
  )`);
  return {
    deduplicatesByKey: true,
    async send(message) {
      const row: SmsRow = {
        id: newId(),
        recipient: message.to.trim(),
        body: message.text,
        purpose: message.purpose,
        sent_at: clock.now(),
        idempotency_key: message.idempotencyKey ?? null,
      };
      await db('sms_outbox').insert(row).onConflict('idempotency_key').ignore();
    },
    async list({ to, limit = 50 } = {}) {
      const query = db<SmsRow>('sms_outbox')
        .orderBy('sent_at', 'desc')
        .orderBy('id')
        .limit(Math.min(Math.max(limit, 1), 500));
      if (to !== undefined) query.where({ recipient: to.trim() });
      return (await query).map((row): SentSms => ({
        id: row.id,
        to: row.recipient,
        text: row.body,
        purpose: row.purpose,
        sentAt: row.sent_at.toISOString(),
      }));
    },
  };
};
