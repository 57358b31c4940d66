import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';

/**
 * One recipient's read marks in one fair (spec 1 §2.4: mark one read, mark all read). Kept apart from
 * the messages so that thousands of readers of one broadcast each append to their own stream.
 */
export const inboxStream = (jobFairId: string, recipientId: string) => `inbox-${jobFairId}-${recipientId}`;

type InboxIds = { jobFairId: string; recipientId: string };
export type MessageReceiptRead = Event<'MessageReceiptRead', InboxIds & { messageId: string; readAt: string }>;
export type MessageReceiptsAllRead = Event<'MessageReceiptsAllRead', InboxIds & { messageIds: string[]; readAt: string }>;
export type InboxEvent = MessageReceiptRead | MessageReceiptsAllRead;

/** `unread` says whether the read model shows the receipt unread: a receipt issued read needs no mark. */
export type MarkMessageRead = Command<'MarkMessageRead', InboxIds & { messageId: string; unread: boolean; now: string }>;
/** `unreadMessageIds` are the recipient's unread receipts as the read model shows them now. */
export type MarkAllMessagesRead = Command<'MarkAllMessagesRead', InboxIds & { unreadMessageIds: readonly string[]; now: string }>;
export type InboxCommand = MarkMessageRead | MarkAllMessagesRead;

export type Inbox = Readonly<{ read: ReadonlySet<string> }>;

export const inboxDecider: Decider<Inbox, InboxCommand, InboxEvent> = {
  initialState: () => ({ read: new Set() }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'MessageReceiptRead':
        return { read: new Set([...state.read, event.data.messageId]) };
      case 'MessageReceiptsAllRead':
        return { read: new Set([...state.read, ...event.data.messageIds]) };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    const { jobFairId, recipientId, now } = command.data;
    switch (command.type) {
      case 'MarkMessageRead':
        if (!command.data.unread || state.read.has(command.data.messageId)) return [];
        return { type: 'MessageReceiptRead', data: { jobFairId, recipientId, messageId: command.data.messageId, readAt: now } };
      case 'MarkAllMessagesRead': {
        const messageIds = [...new Set(command.data.unreadMessageIds)].filter((id) => !state.read.has(id));
        if (messageIds.length === 0) return [];
        return { type: 'MessageReceiptsAllRead', data: { jobFairId, recipientId, messageIds, readAt: now } };
      }
      default:
        return assertNever(command);
    }
  },
};
