import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../../../domain/ports/clock';
import type { MailSender } from '../../../../domain/ports/mail';
import type { SmsSender } from '../../../../domain/ports/sms';

const BATCH = 20;
/** How long a claimed send is left to its process; after that, another process takes it over. */
export const SEND_LEASE_MS = 60_000;

export type DispatchDeps = Readonly<{ db: Knex; clock: Clock; mail: MailSender; sms: SmsSender; logger: Logger; leaseMs?: number }>;

type SendRow = Readonly<{
  idempotency_key: string;
  channel: 'email' | 'sms';
  event_type: string;
  recipient: string | null;
  sender: string | null;
  subject: string | null;
  html: string;
  text: string;
}>;

/**
 * Delivers queued sends. A send is claimed first (status 'sending' with a lease, in a committed
 * UPDATE … SKIP LOCKED, so of several processes exactly one holds it), then handed to the port with its
 * idempotency key, then marked sent or failed with the reason. A process killed in between leaves the
 * claim to run out; the next claim delivers again under the same key, which the outbox stores once and
 * SMTP sends under the same Message-ID. Answers how many sends were attempted.
 */
export const dispatchSends = async ({ db, clock, mail, sms, logger, leaseMs = SEND_LEASE_MS }: DispatchDeps): Promise<number> => {
  const now = clock.now();
  const claimable = db('notification_sends')
    .select('idempotency_key')
    .where(
      (query) =>
        void query.where({ status: 'queued' }).orWhere((stale) => void stale.where({ status: 'sending' }).where('claimed_until', '<', now)),
    )
    .orderBy('created_at')
    .limit(BATCH)
    .forUpdate()
    .skipLocked();
  const claimed: SendRow[] = await db('notification_sends')
    .whereIn('idempotency_key', claimable)
    .update({ status: 'sending', claimed_until: new Date(now.getTime() + leaseMs), attempts: db.raw('attempts + 1'), updated_at: now })
    .returning(['idempotency_key', 'channel', 'event_type', 'recipient', 'sender', 'subject', 'html', 'text']);

  for (const send of claimed) {
    const purpose = `notification:${send.event_type}`;
    try {
      // A retried send whose recipient still has no address fails again with the same reason.
      if (!send.recipient)
        throw new Error(`No ${send.channel === 'sms' ? 'phone number' : 'email address'} is registered for this recipient`);
      if (send.channel === 'email')
        await mail.send({
          to: send.recipient,
          subject: send.subject ?? '',
          text: send.text,
          html: send.html,
          purpose,
          idempotencyKey: send.idempotency_key,
          ...(send.sender ? { from: send.sender } : {}),
        });
      else await sms.send({ to: send.recipient, text: send.text, purpose, idempotencyKey: send.idempotency_key });
      await db('notification_sends')
        .where({ idempotency_key: send.idempotency_key, status: 'sending' })
        .update({ status: 'sent', sent_at: clock.now(), reason: null, claimed_until: null, updated_at: clock.now() });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn({ key: send.idempotency_key, reason }, 'notification send failed');
      await db('notification_sends')
        .where({ idempotency_key: send.idempotency_key, status: 'sending' })
        .update({ status: 'failed', reason: reason.slice(0, 1000), claimed_until: null, updated_at: clock.now() });
    }
  }
  return claimed.length;
};
