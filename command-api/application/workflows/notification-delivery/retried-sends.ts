import type { Knex } from 'knex';
import type { NotificationSendRetried } from '../../../../domain/delivery/notification-send';

/**
 * An admin's retry (NotificationSendRetried): the failure it names goes back to the queue under its key, with
 * its retries counted. Run in the log batch's transaction, so a replay finds the send no longer failed at that
 * attempt and changes nothing.
 */
export const requeueRetriedSend = async (trx: Knex.Transaction, { sendId, failedAttempt }: NotificationSendRetried['data'], now: Date) => {
  await trx('notification_sends')
    .where({ id: sendId, status: 'failed', attempts: failedAttempt })
    .update({ status: 'queued', retries: trx.raw('retries + 1'), updated_at: now });
};
