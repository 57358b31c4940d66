import type { Logger } from 'pino';
import { DeliveryOutcomeUnknown } from '../../../../domain/ports/delivery-outcome';
import type { MailSender } from '../../../../domain/ports/mail';
import type { SmsSender } from '../../../../domain/ports/sms';
import { recordOutcome, type OutcomeDeps } from './send-outcome';

const BATCH = 20;
/**
 * How long a claimed send is left to its process; after that, another process takes it over (stale-sends.ts).
 * Longer than the adapters' own time limits (infra/mail/smtp-mail.ts, infra/sms/twilio-sms.ts), so a slow
 * provider answers before the claim runs out.
 */
export const SEND_LEASE_MS = 60_000;

export type DispatchDeps = OutcomeDeps & Readonly<{ mail: MailSender; sms: SmsSender; logger: Logger; leaseMs: number }>;

type SendRow = Readonly<{
  id: string;
  idempotency_key: string;
  attempts: number;
  channel: 'email' | 'sms';
  event_type: string;
  recipient: string | null;
  sender: string | null;
  subject: string | null;
  html: string;
  text: string;
}>;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Delivers queued sends. A send is claimed first (status 'sending', attempts + 1, a lease, in a committed
 * UPDATE … SKIP LOCKED, so of several processes exactly one holds it): that record stands before the provider is
 * called. Then it is handed to the port with its idempotency key, and what the provider answered is recorded
 * (send-outcome.ts): sent, failed with the provider's reason, or unknown when the message left and no answer
 * came. A process killed in between leaves the claim to run out (stale-sends.ts). Answers how many were attempted.
 */
export const dispatchSends = async (deps: DispatchDeps): Promise<number> => {
  const { db, clock, mail, sms, logger, leaseMs } = deps;
  const now = clock.now();
  const claimable = db('notification_sends')
    .select('idempotency_key')
    .where({ status: 'queued' })
    .orderBy('created_at')
    .limit(BATCH)
    .forUpdate()
    .skipLocked();
  const claimed: SendRow[] = await db('notification_sends')
    .whereIn('idempotency_key', claimable)
    .update({ status: 'sending', claimed_until: new Date(now.getTime() + leaseMs), attempts: db.raw('attempts + 1'), updated_at: now })
    .returning(['id', 'idempotency_key', 'attempts', 'channel', 'event_type', 'recipient', 'sender', 'subject', 'html', 'text']);

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
    } catch (error) {
      const outcome = error instanceof DeliveryOutcomeUnknown ? 'unknown' : 'failed';
      logger.warn(
        { key: send.idempotency_key, attempt: send.attempts, outcome, reason: reasonOf(error) },
        'notification send not delivered',
      );
      await recordOutcome(deps, send, outcome, reasonOf(error));
      continue;
    }
    await recordOutcome(deps, send, 'sent');
  }
  return claimed.length;
};
