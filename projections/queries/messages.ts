import type { Knex } from 'knex';
import type { MessageReceiptView, TopicMessageView } from '../../domain/message/message-view';
import type { MessageReceiptRow, MessageRow } from './rows';

/** The notifications menu never shows more (spec 1 §2.4 lists at most 325 px of them); unread come first, so none is cut. */
export const RECEIPTS_LIMIT = 200;
/** The newest messages of a topic a push carries: enough for a reader to spot the new ones. */
export const TOPIC_MESSAGES_LIMIT = 20;

type ReceiptWithText = MessageReceiptRow & Pick<MessageRow, 'message'>;

const toReceiptView = (row: ReceiptWithText): MessageReceiptView => ({
  id: row.id,
  messageId: row.message_id,
  message: { id: row.message_id, message: row.message },
  recipientId: row.recipient_id,
  read: row.read,
  jobFairId: row.job_fair_id,
  topicId: row.topic_id,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const receipts = (db: Knex) =>
  db<ReceiptWithText>('message_receipts as r').join('messages as m', 'm.id', 'r.message_id').select<ReceiptWithText[]>('r.*', 'm.message');

/** spec 1 §2.4: a recipient's receipts in a fair, unread first, then newest first. */
export const receiptsOf = async (db: Knex, jobFairId: string, recipientId: string): Promise<MessageReceiptView[]> => {
  const rows = await receipts(db)
    .where({ 'r.job_fair_id': jobFairId, 'r.recipient_id': recipientId })
    .orderBy([{ column: 'r.read' }, { column: 'r.created_at', order: 'desc' }, { column: 'r.id' }])
    .limit(RECEIPTS_LIMIT);
  return rows.map(toReceiptView);
};

export const findReceipt = async (db: Knex, receiptId: string): Promise<MessageReceiptView | null> => {
  const row = await receipts(db).where('r.id', receiptId).first();
  return row ? toReceiptView(row) : null;
};

export const receiptOf = async (db: Knex, messageId: string, recipientId: string): Promise<MessageReceiptView | null> => {
  const row = await receipts(db).where({ 'r.message_id': messageId, 'r.recipient_id': recipientId }).first();
  return row ? toReceiptView(row) : null;
};

/** Every unread receipt's message of a recipient in a fair (mark all read). */
export const unreadMessageIds = async (db: Knex, jobFairId: string, recipientId: string): Promise<string[]> =>
  (
    await db<MessageReceiptRow>('message_receipts')
      .where({ job_fair_id: jobFairId, recipient_id: recipientId, read: false })
      .select('message_id')
  ).map((row) => row.message_id);

export const findMessage = async (db: Knex, messageId: string): Promise<TopicMessageView | null> => {
  const row = await db<MessageRow>('messages').where({ id: messageId }).first();
  return row ? toTopicMessageView(row) : null;
};

const toTopicMessageView = (row: MessageRow): TopicMessageView => ({
  messageId: row.id,
  topicId: row.topic_id,
  jobFairId: row.job_fair_id,
  message: row.message,
  createdBy: row.created_by,
  createdAt: new Date(row.created_at).toISOString(),
});

/** spec 1 §7 "messages by topic": a topic's newest messages not cleared, newest first. */
export const topicMessages = async (db: Knex, topicId: string): Promise<TopicMessageView[]> =>
  (
    await db<MessageRow>('messages')
      .where({ topic_id: topicId })
      .whereNull('cleared_at')
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }])
      .limit(TOPIC_MESSAGES_LIMIT)
  ).map(toTopicMessageView);
