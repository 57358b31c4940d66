import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict } from '../shared/errors';

/**
 * One notification send's history (the delivery screen, docs/notifications.md "Delivery"). The send itself is the
 * delivery process manager's record (`notification_sends`, keyed template × recipient × occurrence); what each
 * attempt came to (the provider's answer, or that nobody knows) and what an admin decides about it are events on
 * the send's own stream: the audit log shows them, and a retry is decided on them.
 */
export const notificationSendStream = (sendId: string) => `notificationsend-${sendId}`;

export const RETRY_ONLY_FAILED = 'Only a failed send can be retried';

/** The provider accepted attempt `attempt` (SMTP 250, Twilio 201, or the local outbox stored it). */
export type NotificationSendSent = Event<'NotificationSendSent', { sendId: string; attempt: number; sentAt: string }>;
/** The provider refused attempt `attempt`, or could not be reached: nothing was delivered, so it may be retried. */
export type NotificationSendFailed = Event<'NotificationSendFailed', { sendId: string; attempt: number; reason: string; failedAt: string }>;
/**
 * Attempt `attempt` was handed to a provider that keeps no idempotency key, and its answer was never recorded (the
 * process stopped, or the connection broke after the message was sent). It may have been delivered, so it is never
 * sent again: at most once, rather than twice.
 */
export type NotificationSendOutcomeUnknown = Event<
  'NotificationSendOutcomeUnknown',
  { sendId: string; attempt: number; reason: string; settledAt: string }
>;
/** The failed attempt (the send's attempt count when it failed) is the one sent again. */
export type NotificationSendRetried = Event<
  'NotificationSendRetried',
  { sendId: string; failedAttempt: number; retriedBy: string; retriedAt: string }
>;
export type NotificationSendEvent =
  NotificationSendSent | NotificationSendFailed | NotificationSendOutcomeUnknown | NotificationSendRetried;

export type SendOutcome = 'sent' | 'failed' | 'unknown';

/** The delivery process manager records what one attempt came to; a second record of the same attempt changes nothing. */
export type RecordSendOutcome = Command<
  'RecordSendOutcome',
  { sendId: string; attempt: number; outcome: SendOutcome; reason: string | null; now: string }
>;
/** What the admin saw of the send: its status and attempt count, read from the process manager's record. */
export type RetryNotificationSend = Command<
  'RetryNotificationSend',
  { sendId: string; status: 'queued' | 'sending' | 'sent' | 'failed' | 'unknown'; attempts: number; actorId: string; now: string }
>;
export type NotificationSendCommand = RecordSendOutcome | RetryNotificationSend;

/** What one attempt came to, with the provider's reason (failed) or why nobody knows (unknown). */
export type AttemptOutcome = Readonly<{ outcome: SendOutcome; reason: string | null }>;

/** What each attempt came to, and the failed attempts already sent again (two admins retrying one failure retry it once). */
export type NotificationSend = Readonly<{ outcomes: Readonly<Record<number, AttemptOutcome>>; retriedAttempts: readonly number[] }>;

const outcomeEvent = ({ sendId, attempt, outcome, reason, now }: RecordSendOutcome['data']): NotificationSendEvent => {
  switch (outcome) {
    case 'sent':
      return { type: 'NotificationSendSent', data: { sendId, attempt, sentAt: now } };
    case 'failed':
      return { type: 'NotificationSendFailed', data: { sendId, attempt, reason: reason ?? '', failedAt: now } };
    case 'unknown':
      return { type: 'NotificationSendOutcomeUnknown', data: { sendId, attempt, reason: reason ?? '', settledAt: now } };
    default:
      return assertNever(outcome);
  }
};

export const notificationSendDecider: Decider<NotificationSend, NotificationSendCommand, NotificationSendEvent> = {
  initialState: () => ({ outcomes: {}, retriedAttempts: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'NotificationSendSent':
        return { ...state, outcomes: { ...state.outcomes, [event.data.attempt]: { outcome: 'sent', reason: null } } };
      case 'NotificationSendFailed':
        return { ...state, outcomes: { ...state.outcomes, [event.data.attempt]: { outcome: 'failed', reason: event.data.reason } } };
      case 'NotificationSendOutcomeUnknown':
        return { ...state, outcomes: { ...state.outcomes, [event.data.attempt]: { outcome: 'unknown', reason: event.data.reason } } };
      case 'NotificationSendRetried':
        return { ...state, retriedAttempts: [...state.retriedAttempts, event.data.failedAttempt] };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RecordSendOutcome':
        // An attempt has one outcome: the first record stands (a process that took over a send records it again).
        return state.outcomes[command.data.attempt] === undefined ? outcomeEvent(command.data) : [];
      case 'RetryNotificationSend': {
        const { sendId, status, attempts, actorId, now } = command.data;
        // The log, not only the record, must say the attempt failed: one the provider accepted, or may have, is never sent again.
        const logged = state.outcomes[attempts]?.outcome;
        if (status !== 'failed' || (logged !== undefined && logged !== 'failed') || state.retriedAttempts.includes(attempts))
          throw new Conflict(RETRY_ONLY_FAILED);
        return { type: 'NotificationSendRetried', data: { sendId, failedAttempt: attempts, retriedBy: actorId, retriedAt: now } };
      }
      default:
        return assertNever(command);
    }
  },
};
