import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict } from '../shared/errors';

/**
 * An admin's retry of a failed notification send (the delivery screen, docs/notifications.md). The send itself is the delivery process
 * manager's record (`notification_sends`, keyed template × recipient × occurrence); what an admin decides about
 * it is an event on the send's own stream, which the process manager acts on (it puts the send back in the
 * queue under the same key) and the audit log records with who asked.
 */
export const notificationSendStream = (sendId: string) => `notificationsend-${sendId}`;

export const RETRY_ONLY_FAILED = 'Only a failed send can be retried';

/** The failed attempt (the send's attempt count when it failed) is the one sent again. */
export type NotificationSendRetried = Event<
  'NotificationSendRetried',
  { sendId: string; failedAttempt: number; retriedBy: string; retriedAt: string }
>;
export type NotificationSendEvent = NotificationSendRetried;

/** What the admin saw of the send: its status and attempt count, read from the process manager's record. */
export type RetryNotificationSend = Command<
  'RetryNotificationSend',
  { sendId: string; status: 'queued' | 'sending' | 'sent' | 'failed'; attempts: number; actorId: string; now: string }
>;
export type NotificationSendCommand = RetryNotificationSend;

/** The failed attempts already sent again: two admins retrying the same failure retry it once. */
export type NotificationSend = Readonly<{ retriedAttempts: readonly number[] }>;

export const notificationSendDecider: Decider<NotificationSend, NotificationSendCommand, NotificationSendEvent> = {
  initialState: () => ({ retriedAttempts: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'NotificationSendRetried':
        return { retriedAttempts: [...state.retriedAttempts, event.data.failedAttempt] };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RetryNotificationSend': {
        const { sendId, status, attempts, actorId, now } = command.data;
        if (status !== 'failed' || state.retriedAttempts.includes(attempts)) throw new Conflict(RETRY_ONLY_FAILED);
        return { type: 'NotificationSendRetried', data: { sendId, failedAttempt: attempts, retriedBy: actorId, retriedAt: now } };
      }
      default:
        return assertNever(command.type);
    }
  },
};
