import type { Checkpoint } from '../shared/event';

// The websocket contract between gateway/ and web/ (spec 1 §4.9, §7). JSON, one object per frame,
// every message carries an `action`. The socket is opened at /ws?token=<access token>.

/** Subscriptions the gateway serves, by name, with the props that select their rows. */
export type SubscriptionProps = {
  /** Job fairs of one organization (JobFairView rows). */
  jobFairs: { organizationId: string };
  /** A booth's queue in order, with positions and waits (QueueEntryView rows; the fair's staff only). */
  boothQueue: { jobFairId: string; boothId: string };
  /** One row { boothId, count }: candidates waiting in a booth queue. */
  boothQueueCount: { jobFairId: string; boothId: string };
  /** A candidate's own queue entries in a fair (QueueEntryView rows). */
  myQueueEntries: { jobFairId: string; seekerId: string };
  /** The booth queues a platform admin took a candidate out of, until they enter again (QueueAdminRemovalView rows). */
  myQueueRemovals: { jobFairId: string; seekerId: string };
  /** The lobby's booth cards of a fair (BoothView rows): pushed on booth changes only, never on queue changes. */
  fairBooths: { jobFairId: string };
  /** The same booths as the job seeker's lobby cards (BoothCardView rows): every seeker gets the first list, so it carries only what the cards and booth page show. */
  fairBoothCards: { jobFairId: string };
  /** A candidate's interview sessions, newest first (InterviewSessionView rows). */
  candidateSessions: { jobFairId: string; candidateId: string };
  /** A recruiter's interview sessions, newest first (InterviewSessionView rows). */
  recruiterSessions: { jobFairId: string; recruiterId: string };
  /** One interview session (an InterviewSessionView row), re-sent on every change; with boothId, also on that booth's queue changes (waitingToChat). */
  interviewSession: { jobFairId: string; sessionId: string; boothId?: string };
  /** A booth's recruiters sorted by presence (PresenceView rows): Booth Representatives, Team Members. */
  boothPresence: { jobFairId: string; boothId: string };
  /** Everyone present in a fair, sorted by presence (PresenceView rows; the fair's staff only). */
  fairPresence: { jobFairId: string };
  /**
   * The number in queue of every booth of a fair, one row { boothId, count } per booth (the fair's
   * staff only: admins' lobby cards). Coalesced: at most one push per second per fair, the last state always sent.
   */
  fairQueueCounts: { jobFairId: string };
  /** One row { presenceStatus }: the user's own stored presence (Online / Away in the profile menu); that user only. */
  myPresence: { userId: string };
  /** A job seeker's invitations in a fair, one per booth (InvitationView rows; that seeker only, spec 3 §7 invite changes by candidate). */
  myInvitations: { jobFairId: string; seekerId: string };
  /**
   * The fair-wide report's staffing view: one BoothStaffingView row per booth (candidates waiting,
   * recruiters available); the fair's employer admins and platform admins only. Coalesced like fairQueueCounts.
   */
  fairStaffing: { jobFairId: string };
  /**
   * The newest messages of one topic (TopicMessageView rows, newest first; spec 1 §7 "messages by topic"),
   * for users the topic addresses now (domain/message/message-topic.ts). One instance for all its readers.
   */
  messagesByTopic: { topicId: string };
  /**
   * The audit console's live tail (AuditEventView rows, the newest AUDIT_TAIL_SIZE matching the filter, newest
   * first): platform admins and auditors; an organization's auditor must name their organizationId. Coalesced.
   */
  auditTail: Partial<
    Record<'stream' | 'streamPrefix' | 'type' | 'actorId' | 'organizationId' | 'jobFairId' | 'correlationId' | 'from' | 'to', string>
  >;
};
export type SubscriptionName = keyof SubscriptionProps;

export type ClientMessage =
  | { action: 'subscribe'; subscriptionName: SubscriptionName; props: Record<string, string> }
  | { action: 'unsubscribe'; subscriptionName: SubscriptionName; props: Record<string, string> }
  /** Sent after a reconnect with the newest checkpoint the client saw: the gateway re-sends every subscription that changed since. */
  | { action: 'resync'; lastCheckpoint: Checkpoint }
  | { action: 'setUserId'; userId: string; jobFairId: string | null; organizationId: string | null }
  | { action: 'ping'; userId: string; jobFairId: string | null; role: string; boothId?: string }
  /** spec 1 §4.9: sent on open while the fair is Started or ClosingSession (boothId for recruiters). */
  | { action: 'loginCount'; userId: string; jobFairId: string; role: string; boothId?: string | null }
  /** WebRTC signalling (SDP or ICE, opaque to the gateway), relayed to the session's other participant. */
  | { action: 'signal'; jobFairId: string; sessionId: string; payload: unknown }
  /** A refreshed access token of the same session: the socket stays open past the first token's expiry. */
  | { action: 'authenticate'; token: string };

export type ServerMessage =
  /**
   * Fresh rows of one subscription. `checkpoint` is the position up to which this client has been
   * sent every change of all its subscriptions; it never goes back, so resync with the newest one seen.
   */
  | { action: 'data'; subscriptionName: SubscriptionName; props: Record<string, string>; rows: unknown[]; checkpoint: Checkpoint }
  | { action: 'subscribed'; subscriptionName: SubscriptionName; props: Record<string, string> }
  | { action: 'error'; subscriptionName?: SubscriptionName; message: string; status: number }
  | { action: 'pong'; at: string }
  /** The answer to 'authenticate': the socket now lasts until the new token expires. */
  | { action: 'authenticated'; expiresAt: string }
  /** spec 1 §4.9: the fair's booth list changed when this differs from the version the client holds. */
  | { action: 'boothListVersion'; jobFairId: string; value: number }
  /** spec 1 §4.9: one booth of the fair changed (details, recruiters, questions, groups): refresh its view when this differs. */
  | { action: 'boothViewNeedRefreshCounter'; jobFairId: string; boothId: string; value: number }
  /** The answer to loginCount while the fair is Started or ClosingSession: the applicants signed in to it so far. */
  | { action: 'loginCount'; jobFairId: string; value: number }
  /** A signal from the other participant of an interview session. */
  | { action: 'signal'; sessionId: string; fromUserId: string; payload: unknown };

/** Canonical key of a subscription instance, e.g. jobFairs?organizationId=… (props sorted). */
export const subscriptionKey = (name: string, props: Record<string, string>): string =>
  `${name}?${Object.keys(props)
    .sort()
    .map((key) => `${key}=${props[key]}`)
    .join('&')}`;

export const PING_INTERVAL_MS = 10_000; // spec 1 §9

/** The gateway closes a socket whose access token expired with this code; the client reconnects with a fresh token. */
export const TOKEN_EXPIRED_CLOSE_CODE = 4001;
