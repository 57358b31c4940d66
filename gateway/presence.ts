import type { ParsedClientMessage } from './client-message';

// spec 1 §4.9: setUserId, loginCount and ping carry who is where; the latest report per connection is
// kept here. Presence itself (online, away, disconnected) is the PresenceTracker's (infra/presence).
export type PresenceRecord = Readonly<{
  userId: string | null;
  jobFairId: string | null;
  organizationId: string | null;
  role: string | null;
  boothId: string | null;
  /** When the client last reported (ping, loginCount or setUserId). */
  lastSeenAt: string | null;
}>;

export const emptyPresence = (): PresenceRecord => ({
  userId: null,
  jobFairId: null,
  organizationId: null,
  role: null,
  boothId: null,
  lastSeenAt: null,
});

type PresenceMessage = Extract<ParsedClientMessage, { action: 'setUserId' | 'ping' | 'loginCount' }>;

export const recordPresence = (previous: PresenceRecord, message: PresenceMessage, at: string): PresenceRecord => {
  switch (message.action) {
    case 'setUserId':
      return { ...previous, userId: message.userId, jobFairId: message.jobFairId, organizationId: message.organizationId, lastSeenAt: at };
    case 'loginCount':
    case 'ping':
      return {
        ...previous,
        userId: message.userId,
        jobFairId: message.jobFairId,
        role: message.role,
        boothId: message.boothId ?? null,
        lastSeenAt: at,
      };
    default: {
      const unhandled: never = message;
      return unhandled;
    }
  }
};
