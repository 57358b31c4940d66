import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict, NotFound, ValidationFailed } from '../shared/errors';

/**
 * One message (spec 1 §3 Message: topicId, message, createdBy) and its receipts (spec 1 §3 Message
 * receipt, spec 3 §3 "recipient records (message id, list of user ids, job fair id)"). A broadcast is
 * one MessageBroadcast naming its topic and the recipients its audience resolved to when it was sent,
 * so 10,000 job seekers cost one append, and a rebuild gives the same receipts as the live run
 * (docs/messages.md). Reading a receipt is the recipient's own stream (domain/message/inbox.ts), so
 * thousands of readers never contend on this one.
 */
export const messageStream = (messageId: string) => `message-${messageId}`;

type MessageFacts = { messageId: string; jobFairId: string; topicId: string; message: string; createdBy: string; postedAt: string };

/** spec 1 §7 POST …/messages: a message with no receipts yet. */
export type MessagePosted = Event<'MessagePosted', MessageFacts>;
/** A message and its receipts at once, for every member of the topic's audience when it was sent. */
export type MessageBroadcast = Event<'MessageBroadcast', MessageFacts & { recipientIds: string[] }>;
/** spec 1 §7 POST …/messages/receipt(s): receipts of a posted message for recipients who held none. */
export type MessageReceiptsIssued = Event<
  'MessageReceiptsIssued',
  { messageId: string; jobFairId: string; recipientIds: string[]; read: boolean; issuedAt: string }
>;
export type MessageEvent = MessagePosted | MessageBroadcast | MessageReceiptsIssued;

type MessageInput = Omit<MessageFacts, 'postedAt'> & { now: string };
export type PostMessage = Command<'PostMessage', MessageInput>;
export type BroadcastMessage = Command<'BroadcastMessage', MessageInput & { recipientIds: readonly string[] }>;
export type IssueMessageReceipts = Command<
  'IssueMessageReceipts',
  { messageId: string; jobFairId: string; recipientIds: readonly string[]; read: boolean; now: string }
>;
export type MessageCommand = PostMessage | BroadcastMessage | IssueMessageReceipts;

export type Message =
  Readonly<{ status: 'none' }> | Readonly<{ status: 'posted'; jobFairId: string; topicId: string; recipients: ReadonlySet<string> }>;

const distinct = (ids: readonly string[]) => [...new Set(ids)];

const post = (command: PostMessage | BroadcastMessage, state: Message): MessageEvent => {
  if (state.status !== 'none') throw new Conflict('This message exists already');
  const { now, ...facts } = command.data;
  if (facts.message.trim() === '') throw new ValidationFailed([{ field: 'message', message: 'Message is required' }]);
  if (command.type === 'PostMessage') return { type: 'MessagePosted', data: { ...facts, postedAt: now } };
  return {
    type: 'MessageBroadcast',
    data: { ...facts, recipientIds: distinct(command.data.recipientIds), postedAt: now },
  };
};

const issue = ({ data }: IssueMessageReceipts, state: Message): MessageEvent[] => {
  if (state.status === 'none' || state.jobFairId !== data.jobFairId) throw new NotFound('Message');
  // A recipient holds one receipt per message: asking again is answered, not repeated.
  const fresh = distinct(data.recipientIds).filter((id) => !state.recipients.has(id));
  if (fresh.length === 0) return [];
  return [
    {
      type: 'MessageReceiptsIssued',
      data: { messageId: data.messageId, jobFairId: data.jobFairId, recipientIds: fresh, read: data.read, issuedAt: data.now },
    },
  ];
};

export const messageDecider: Decider<Message, MessageCommand, MessageEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'MessagePosted':
        return { status: 'posted', jobFairId: event.data.jobFairId, topicId: event.data.topicId, recipients: new Set() };
      case 'MessageBroadcast':
        return {
          status: 'posted',
          jobFairId: event.data.jobFairId,
          topicId: event.data.topicId,
          recipients: new Set(event.data.recipientIds),
        };
      case 'MessageReceiptsIssued':
        if (state.status === 'none') return state;
        return { ...state, recipients: new Set([...state.recipients, ...event.data.recipientIds]) };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'PostMessage':
      case 'BroadcastMessage':
        return post(command, state);
      case 'IssueMessageReceipts':
        return issue(command, state);
      default:
        return assertNever(command);
    }
  },
};
