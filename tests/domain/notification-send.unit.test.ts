import { describe, it } from 'vitest';
import {
  notificationSendDecider,
  RETRY_ONLY_FAILED,
  type NotificationSendEvent,
  type NotificationSendRetried,
  type RecordSendOutcome,
  type RetryNotificationSend,
  type SendOutcome,
} from '../../domain/delivery/notification-send';
import { Conflict } from '../../domain/shared/errors';
import { deciderSpec } from '../support/decider-spec';

const now = '2026-11-23T12:00:00.000Z';
const retry = (status: RetryNotificationSend['data']['status'], attempts: number): RetryNotificationSend => ({
  type: 'RetryNotificationSend',
  data: { sendId: 's1', status, attempts, actorId: 'admin-1', now },
});
const retried = (failedAttempt: number): NotificationSendRetried => ({
  type: 'NotificationSendRetried',
  data: { sendId: 's1', failedAttempt, retriedBy: 'admin-1', retriedAt: now },
});
const record = (attempt: number, outcome: SendOutcome, reason: string | null = null): RecordSendOutcome => ({
  type: 'RecordSendOutcome',
  data: { sendId: 's1', attempt, outcome, reason, now },
});
const failed = (attempt: number, reason: string): NotificationSendEvent => ({
  type: 'NotificationSendFailed',
  data: { sendId: 's1', attempt, reason, failedAt: now },
});
const sent = (attempt: number): NotificationSendEvent => ({ type: 'NotificationSendSent', data: { sendId: 's1', attempt, sentAt: now } });
const unknown = (attempt: number): NotificationSendEvent => ({
  type: 'NotificationSendOutcomeUnknown',
  data: { sendId: 's1', attempt, reason: 'lost', settledAt: now },
});
const refusedAsNotFailed = (error: unknown) => error instanceof Conflict && error.message === RETRY_ONLY_FAILED;

describe('retrying a notification send', () => {
  it('a failed send is retried, naming the failed attempt and who asked', () =>
    deciderSpec(notificationSendDecider)
      .given([])
      .when(retry('failed', 1))
      .then([retried(1)]));

  it('a send that is not failed is refused', () => {
    for (const status of ['queued', 'sending', 'sent'] as const)
      deciderSpec(notificationSendDecider).given([]).when(retry(status, 1)).thenThrows(refusedAsNotFailed);
  });

  it('one failure is retried once (two admins at once); a later failure may be retried again', () => {
    deciderSpec(notificationSendDecider)
      .given([retried(1)])
      .when(retry('failed', 1))
      .thenThrows(refusedAsNotFailed);
    deciderSpec(notificationSendDecider)
      .given([retried(1)])
      .when(retry('failed', 2))
      .then([retried(2)]);
  });
});

describe('what an attempt came to (docs/notifications.md "Exactly once")', () => {
  it('each outcome is an event of its own, with the provider’s reason when refused', () => {
    deciderSpec(notificationSendDecider)
      .given([])
      .when(record(1, 'sent'))
      .then([sent(1)]);
    deciderSpec(notificationSendDecider)
      .given([])
      .when(record(1, 'failed', '550 No such mailbox'))
      .then([failed(1, '550 No such mailbox')]);
    deciderSpec(notificationSendDecider)
      .given([])
      .when(record(1, 'unknown', 'lost'))
      .then([unknown(1)]);
  });

  it('the first outcome of an attempt stands: a process that takes the send over records nothing more', () => {
    deciderSpec(notificationSendDecider)
      .given([unknown(1)])
      .when(record(1, 'sent'))
      .then([]);
    deciderSpec(notificationSendDecider)
      .given([failed(1, 'x'), retried(1)])
      .when(record(2, 'sent'))
      .then([sent(2)]);
  });

  it('an attempt the provider accepted, or may have, is never retried, whatever the record says', () => {
    for (const history of [[sent(1)], [unknown(1)]])
      deciderSpec(notificationSendDecider).given(history).when(retry('failed', 1)).thenThrows(refusedAsNotFailed);
    deciderSpec(notificationSendDecider).given([]).when(retry('unknown', 1)).thenThrows(refusedAsNotFailed);
    deciderSpec(notificationSendDecider)
      .given([failed(1, 'x')])
      .when(retry('failed', 1))
      .then([retried(1)]);
  });
});
