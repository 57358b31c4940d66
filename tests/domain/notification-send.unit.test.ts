import { describe, it } from 'vitest';
import {
  notificationSendDecider,
  RETRY_ONLY_FAILED,
  type NotificationSendRetried,
  type RetryNotificationSend,
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
