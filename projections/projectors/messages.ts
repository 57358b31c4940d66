import type { Knex } from 'knex';
import { assertNever } from '../../domain/shared/decider';
import { messageTopicKey } from '../queries/change-keys';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector, type EventOf } from '../projector';

/** A receipt's id, derived from its message and recipient so a rebuild gives every receipt the id it had. */
const RECEIPT_ID = `md5(message_id::text || ':' || recipient_id::text)::uuid`;

/**
 * Receipts for `recipientIds` (a JSON array), set-wise: one statement for a broadcast to ten thousand.
 * Answers whether any receipt was new.
 */
const insertReceipts = async (
  trx: Knex.Transaction,
  receipt: Readonly<{ messageId: string; jobFairId: string; topicId: string; read: boolean; at: string }>,
  recipientIds: readonly string[],
) =>
  (
    await trx.raw<{ rowCount: number | null }>(
      `INSERT INTO message_receipts (id, message_id, recipient_id, job_fair_id, topic_id, read, created_at, updated_at)
     SELECT ${RECEIPT_ID}, message_id, recipient_id, ?, ?, ?, ?, ?
       FROM (SELECT ?::uuid AS message_id, value::uuid AS recipient_id FROM jsonb_array_elements_text(?::jsonb)) AS recipients
     ON CONFLICT (message_id, recipient_id) DO NOTHING`,
      [receipt.jobFairId, receipt.topicId, receipt.read, receipt.at, receipt.at, receipt.messageId, JSON.stringify(recipientIds)],
    )
  ).rowCount! > 0;

const HANDLES = [
  'MessagePosted',
  'MessageBroadcast',
  'MessageReceiptsIssued',
  'MessageReceiptRead',
  'MessageReceiptsAllRead',
  'MessageReceiptsCleared',
] as const;
type MessageEventType = (typeof HANDLES)[number];

type Read = RecordedEvent<EventOf<'MessageReceiptRead' | 'MessageReceiptsAllRead'>>;
type Other = RecordedEvent<EventOf<Exclude<MessageEventType, Read['type']>>>;

const isRead = (event: RecordedEvent<EventOf<MessageEventType>>): event is Read =>
  event.type === 'MessageReceiptRead' || event.type === 'MessageReceiptsAllRead';

/**
 * Read marks of a run in one statement: a receipt takes the time of the first mark that finds it unread.
 * They touch one recipient's rows and push nothing (the reader's own answer carries them).
 */
const markRead = async (trx: Knex.Transaction, reads: readonly Read[]) => {
  const marks = reads
    .flatMap(({ type, data }) =>
      (type === 'MessageReceiptRead' ? [data.messageId] : data.messageIds).map((messageId) => ({
        jobFairId: data.jobFairId,
        recipientId: data.recipientId,
        messageId,
        readAt: data.readAt,
      })),
    )
    .map((mark, n) => ({ ...mark, n }));
  if (marks.length === 0) return;
  await trx.raw(
    `UPDATE message_receipts r SET read = true, updated_at = m."readAt"
     FROM (SELECT DISTINCT ON ("jobFairId", "recipientId", "messageId") * FROM json_to_recordset(?::json)
             AS e("jobFairId" uuid, "recipientId" uuid, "messageId" uuid, "readAt" timestamptz, n bigint)
           ORDER BY "jobFairId", "recipientId", "messageId", n) AS m
     WHERE r.job_fair_id = m."jobFairId" AND r.recipient_id = m."recipientId" AND r.message_id = m."messageId" AND NOT r.read`,
    [JSON.stringify(marks)],
  );
};

const applyOther = async (trx: Knex.Transaction, event: Other): Promise<string[]> => {
  switch (event.type) {
    case 'MessagePosted':
    case 'MessageBroadcast': {
      const { messageId, jobFairId, topicId, message, createdBy, postedAt } = event.data;
      const posted = await trx('messages')
        .insert({ id: messageId, job_fair_id: jobFairId, topic_id: topicId, message, created_by: createdBy, created_at: postedAt })
        .onConflict('id')
        .ignore()
        .returning('id');
      const issued =
        event.type === 'MessageBroadcast' &&
        (await insertReceipts(trx, { messageId, jobFairId, topicId, read: false, at: postedAt }, event.data.recipientIds));
      // A replayed message is already there with its receipts: nothing to announce.
      return posted.length > 0 || issued ? [messageTopicKey(topicId)] : [];
    }
    case 'MessageReceiptsIssued': {
      const { messageId, jobFairId, recipientIds, read, issuedAt } = event.data;
      const message = await trx('messages').where({ id: messageId }).first<{ topic_id: string } | undefined>('topic_id');
      if (!message) return [];
      const issued = await insertReceipts(trx, { messageId, jobFairId, topicId: message.topic_id, read, at: issuedAt }, recipientIds);
      return issued ? [messageTopicKey(message.topic_id)] : [];
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
};

/** The run in order; consecutive read marks go together in one statement. */
const applyAll = async (trx: Knex.Transaction, events: readonly RecordedEvent<EventOf<MessageEventType>>[]) => {
  const keys = new Set<string>();
  let reads: Read[] = [];
  for (const event of events) {
    if (isRead(event)) {
      reads.push(event);
      continue;
    }
    await markRead(trx, reads);
    reads = [];
    for (const key of await applyOther(trx, event)) keys.add(key);
  }
  await markRead(trx, reads);
  return [...keys];
};

/**
 * Messages and their receipts (spec 1 §3). Change keys are per topic, never per recipient: a broadcast
 * to ten thousand is one notice with one key, and the gateway pushes the topic once to all its readers.
 * Read marks touch one recipient's rows and push nothing (the reader's own answer carries them).
 */
export const messagesProjector = defineProjector({
  name: 'messages',
  handles: HANDLES,
  tables: ['message_receipts', 'messages'],
  apply: (trx, event) => applyAll(trx, [event]),
  applyAll,
});
