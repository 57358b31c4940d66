import type { Knex } from 'knex';
import {
  notificationSendDecider,
  notificationSendStream,
  type AttemptOutcome,
  type SendOutcome,
} from '../../../../domain/delivery/notification-send';
import type { Clock } from '../../../../domain/ports/clock';
import type { EventStore } from '../../../../domain/ports/event-store';
import { aggregateStream } from '../../../../domain/shared/aggregate-stream';
import type { RunSystemCommand } from '../system-commands';

export type OutcomeDeps = Readonly<{ db: Knex; clock: Clock; store: EventStore; run: RunSystemCommand }>;

/** One attempt of one send, as the ledger (`notification_sends`) names it: the send's id and its attempt count. */
export type Attempt = Readonly<{ id: string; idempotency_key: string; attempts: number }>;

const LEDGER_STATUS = { sent: 'sent', failed: 'failed', unknown: 'unknown' } as const satisfies Record<SendOutcome, string>;

/** The ledger follows the log: the row of the attempt still being sent takes the outcome the log holds. */
const markLedger = async ({ db, clock }: Pick<OutcomeDeps, 'db' | 'clock'>, send: Attempt, { outcome, reason }: AttemptOutcome) => {
  const now = clock.now();
  await db('notification_sends')
    .where({ idempotency_key: send.idempotency_key, status: 'sending', attempts: send.attempts })
    .update({
      status: LEDGER_STATUS[outcome],
      reason: outcome === 'sent' ? null : (reason ?? '').slice(0, 1000),
      claimed_until: null,
      updated_at: now,
      ...(outcome === 'sent' ? { sent_at: now } : {}),
    });
};

/**
 * Records what an attempt came to: first as an event on the send's stream (the audit log, and what a retry is
 * decided on), then on the ledger row the delivery screen reads. A process killed between the two leaves the
 * event, which whoever takes the send over applies (settleStaleSends); the first outcome of an attempt stands.
 */
export const recordOutcome = async (deps: OutcomeDeps, send: Attempt, outcome: SendOutcome, reason: string | null = null) => {
  const { newState } = await deps.run({
    streamId: notificationSendStream(send.id),
    decider: notificationSendDecider,
    command: {
      type: 'RecordSendOutcome',
      data: { sendId: send.id, attempt: send.attempts, outcome, reason, now: deps.clock.now().toISOString() },
    },
  });
  // Another process may have recorded this attempt first (it took the send over): the ledger takes the log's outcome.
  await markLedger(deps, send, newState.outcomes[send.attempts] ?? { outcome, reason });
};

/** The outcome the log holds for an attempt, if any (a process stopped after recording it, before the ledger). */
export const loggedOutcome = async (store: EventStore, send: Attempt): Promise<AttemptOutcome | undefined> => {
  const { state } = await aggregateStream(store, notificationSendStream(send.id), notificationSendDecider);
  return state.outcomes[send.attempts];
};
