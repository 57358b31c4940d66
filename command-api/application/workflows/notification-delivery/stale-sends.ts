import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { DeduplicatesByKey } from '../../../../domain/ports/delivery-outcome';
import { loggedOutcome, recordOutcome, type Attempt, type OutcomeDeps } from './send-outcome';

const BATCH = 20;

/** Why a send handed to SMTP or Twilio is not sent again when its process stopped before recording the answer. */
export const OUTCOME_UNKNOWN_REASON =
  'The delivery stopped after handing this message to the provider and before recording its answer. It may have been delivered, so it is not sent again; the provider’s log tells.';

export type StaleDeps = OutcomeDeps & Readonly<{ mail: DeduplicatesByKey; sms: DeduplicatesByKey; logger: Logger; leaseMs: number }>;

/**
 * Sends whose claim ran out while 'sending': the process that held them stopped (or hung) somewhere between its
 * claim and recording the provider's answer. Each is taken over under a new lease and settled:
 * - the log holds the attempt's outcome (recorded, then killed before the ledger): the ledger takes it;
 * - the port stores one message per key (the local outboxes): queued again, delivered again under the same key;
 * - otherwise (SMTP, Twilio: no idempotency key a provider honours) nobody knows whether the provider accepted
 *   it, so it is recorded as NotificationSendOutcomeUnknown and never sent again. At most once rather than
 *   possibly twice: the Message-ID derived from the key lets the provider's log answer, and an admin cannot
 *   retry it (only a failed send can be retried).
 * Answers how many sends were settled.
 */
export const settleStaleSends = async (deps: StaleDeps): Promise<number> => {
  const { db, clock, leaseMs } = deps;
  const now = clock.now();
  const stale = db('notification_sends')
    .select('idempotency_key')
    .where({ status: 'sending' })
    .where('claimed_until', '<', now)
    .limit(BATCH)
    .forUpdate()
    .skipLocked();
  const taken: (Attempt & { channel: 'email' | 'sms' })[] = await db('notification_sends')
    .whereIn('idempotency_key', stale)
    .update({ claimed_until: new Date(now.getTime() + leaseMs), updated_at: now })
    .returning(['id', 'idempotency_key', 'attempts', 'channel']);

  for (const send of taken) {
    const logged = await loggedOutcome(deps.store, send);
    if (logged !== undefined) await recordOutcome(deps, send, logged.outcome, logged.reason);
    else if ((send.channel === 'email' ? deps.mail : deps.sms).deduplicatesByKey) await requeue(db, send, clock.now());
    else {
      deps.logger.warn({ key: send.idempotency_key, attempt: send.attempts }, 'notification send outcome unknown; not sent again');
      await recordOutcome(deps, send, 'unknown', OUTCOME_UNKNOWN_REASON);
    }
  }
  return taken.length;
};

const requeue = (db: Knex, send: Attempt, now: Date) =>
  db('notification_sends')
    .where({ idempotency_key: send.idempotency_key, status: 'sending', attempts: send.attempts })
    .update({ status: 'queued', claimed_until: null, updated_at: now });
