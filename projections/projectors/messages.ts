import type { Knex } from 'knex';
import { assertNever } from '../../domain/shared/decider';
import { messageTopicKey } from '../queries/change-keys';
import { defineProjector } from '../projector';

/** A receipt's id, derived from its message and recipient so a rebuild gives every receipt the id it had. */
const RECEIPT_ID = `md5(message_id::text || ':' || recipient_id::text)::uuid`;

/** Receipts for `recipientIds` (a JSON array), set-wise: one statement for a broadcast to ten thousand. */
const insertReceipts = (
  trx: Knex.Transaction,
  receipt: Readonly<{ messageId: string; jobFairId: string; topicId: string; read: boolean; at: string }>,
  recipientIds: readonly string[],
) =>
  trx.raw(
    `INSERT INTO message_receipts (id, message_id, recipient_id, job_fair_id, topic_id, read, created_at, updated_at)
     SELECT ${RECEIPT_ID}, message_id, recipient_id, ?, ?, ?, ?, ?
       FROM (SELECT ?::uuid AS message_id, value::uuid AS recipient_id FROM jsonb_array_elements_text(?::jsonb)) AS recipients
     ON CONFLICT (message_id, recipient_id) DO NOTHING`,
    [receipt.jobFairId, receipt.topicId, receipt.read, receipt.at, receipt.at, receipt.messageId, JSON.stringify(recipientIds)],
  );

/**
 * Messages and their receipts (spec 1 §3). Change keys are per topic, never per recipient: a broadcast
 * to ten thousand is one notice with one key, and the gateway pushes the topic once to all its readers.
 * Read marks touch one recipient's rows and push nothing (the reader's own answer carries them).
 */
export const messagesProjector = defineProjector({
  name: 'messages',
  handles: [
    'MessagePosted',
    'MessageBroadcast',
    'MessageReceiptsIssued',
    'MessageReceiptRead',
    'MessageReceiptsAllRead',
    'MessageReceiptsCleared',
  ],
  tables: ['message_receipts', 'messages'],
  apply: async (trx, event) => {
    switch (event.type) {
      case 'MessagePosted':
      case 'MessageBroadcast': {
        const { messageId, jobFairId, topicId, message, createdBy, postedAt } = event.data;
        await trx('messages')
          .insert({ id: messageId, job_fair_id: jobFairId, topic_id: topicId, message, created_by: createdBy, created_at: postedAt })
          .onConflict('id')
          .ignore();
        if (event.type === 'MessageBroadcast')
          await insertReceipts(trx, { messageId, jobFairId, topicId, read: false, at: postedAt }, event.data.recipientIds);
        return [messageTopicKey(topicId)];
      }
      case 'MessageReceiptsIssued': {
        const { messageId, jobFairId, recipientIds, read, issuedAt } = event.data;
        const message = await trx('messages').where({ id: messageId }).first<{ topic_id: string } | undefined>('topic_id');
        if (!message) return [];
        await insertReceipts(trx, { messageId, jobFairId, topicId: message.topic_id, read, at: issuedAt }, recipientIds);
        return [messageTopicKey(message.topic_id)];
      }
      case 'MessageReceiptRead':
      case 'MessageReceiptsAllRead': {
        const { jobFairId, recipientId, readAt } = event.data;
        const messageIds = event.type === 'MessageReceiptRead' ? [event.data.messageId] : event.data.messageIds;
        await trx('message_receipts')
          .update({ read: true, updated_at: readAt })
          .where({ job_fair_id: jobFairId, recipient_id: recipientId, read: false })
          .whereIn('message_id', messageIds);
        return [];
      }
      case 'MessageReceiptsCleared': {
        const { jobFairId, clearedAt } = event.data;
        await trx('message_receipts').where({ job_fair_id: jobFairId }).delete();
        const cleared = await trx('messages')
          .update({ cleared_at: clearedAt })
          .where({ job_fair_id: jobFairId })
          .whereNull('cleared_at')
          .returning<{ topic_id: string }[]>('topic_id');
        return [...new Set(cleared.map((row) => messageTopicKey(row.topic_id)))];
      }
      default:
        return assertNever(event);
    }
  },
});
