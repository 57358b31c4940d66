import type { Command, Event } from '../shared/event';
import type { Decider } from '../shared/decider';

/**
 * spec 3 §2.2 Clear Notifications, spec 1 §7 DELETE /jobfairs/{jobFairId}/messages/receipts: a platform
 * admin deletes every message receipt of a fair. The messages stay in the log; their receipts go.
 */
export const fairNotificationsStream = (jobFairId: string) => `fairnotifications-${jobFairId}`;

export type MessageReceiptsCleared = Event<'MessageReceiptsCleared', { jobFairId: string; clearedAt: string }>;
export type FairNotificationsEvent = MessageReceiptsCleared;

export type ClearMessageReceipts = Command<'ClearMessageReceipts', { jobFairId: string; now: string }>;

export type FairNotifications = Readonly<{ clears: number }>;

export const fairNotificationsDecider: Decider<FairNotifications, ClearMessageReceipts, FairNotificationsEvent> = {
  initialState: () => ({ clears: 0 }),
  // One event type: no switch to exhaust.
  evolve: (state) => ({ clears: state.clears + 1 }),
  // Every clear is recorded, also of a fair without receipts: the admin asked, and the log says when.
  decide: ({ data }) => ({ type: 'MessageReceiptsCleared', data: { jobFairId: data.jobFairId, clearedAt: data.now } }),
};
