import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';

/** spec 1 §4.4, spec 2 §3 Enumerations. NEXT_IN_QUEUE, IN_INTERVIEW and BUSY are shown, never stored here. */
export const PRESENCE_STATUSES = ['LOGGED_IN', 'LOGGED_OUT', 'AWAY', 'DISCONNECTED', 'NEXT_IN_QUEUE', 'IN_INTERVIEW', 'BUSY'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];
/** What a user may choose for themselves (the "update presence status" call, spec 1 §7). */
export const CHOOSABLE_PRESENCE = ['LOGGED_IN', 'AWAY'] as const;
export type ChosenPresence = (typeof CHOOSABLE_PRESENCE)[number];

/**
 * Why presence changed: the websocket (first connection opened, last one closed, or its gateway
 * process died), the account (sign-in, sign-out) or the user's own choice.
 */
export type PresenceCause = 'Connected' | 'Disconnected' | 'SignedIn' | 'SignedOut' | 'Chosen';

export const presenceStream = (userId: string) => `presence-${userId}`;

/** Appended only when the status or the fair changes, so the log keeps the history that matters. */
export type UserPresenceChanged = Event<
  'UserPresenceChanged',
  {
    userId: string;
    presenceStatus: PresenceStatus;
    previousStatus: PresenceStatus | null;
    lastPresenceJobFairId: string | null;
    cause: PresenceCause;
    changedAt: string;
  }
>;
export type PresenceEvent = UserPresenceChanged;

export type ChangePresence = Command<
  'ChangePresence',
  { userId: string; cause: PresenceCause; chosen?: ChosenPresence; jobFairId: string | null; now: string }
>;

/** `away`: the user chose AWAY and has not signed out or chosen LOGGED_IN since. */
export type Presence = Readonly<{ status: PresenceStatus | null; jobFairId: string | null; away: boolean }>;

/**
 * spec 1 §4.4: on sign-in or session restore, AWAY or LOGGED_IN stays what it was; anything else becomes
 * LOGGED_IN. A reload or a network drop passes through DISCONNECTED, and a user who chose Away expects
 * to come back Away, so the choice outlives the dropped connection (not a sign-out).
 */
const onArrival = (state: Presence): PresenceStatus => {
  if (state.status === 'AWAY' || state.status === 'LOGGED_IN') return state.status;
  return state.status === 'DISCONNECTED' && state.away ? 'AWAY' : 'LOGGED_IN';
};

const nextStatus = (state: Presence, command: ChangePresence['data']): PresenceStatus => {
  switch (command.cause) {
    case 'Connected':
    case 'SignedIn':
      return onArrival(state);
    // A signed-out user whose sockets close afterwards stays LOGGED_OUT.
    case 'Disconnected':
      return state.status === 'LOGGED_OUT' ? 'LOGGED_OUT' : 'DISCONNECTED';
    case 'SignedOut':
      return 'LOGGED_OUT';
    case 'Chosen':
      return command.chosen ?? 'LOGGED_IN';
    default:
      return assertNever(command.cause);
  }
};

export const presenceDecider: Decider<Presence, ChangePresence, PresenceEvent> = {
  initialState: () => ({ status: null, jobFairId: null, away: false }),
  evolve: (state, { data }) => ({
    status: data.presenceStatus,
    jobFairId: data.lastPresenceJobFairId,
    away: data.presenceStatus === 'AWAY' || (data.presenceStatus === 'DISCONNECTED' && state.away),
  }),
  decide: (command, state) => {
    const { userId, cause, jobFairId, now } = command.data;
    const presenceStatus = nextStatus(state, command.data);
    const lastPresenceJobFairId = jobFairId ?? state.jobFairId;
    if (presenceStatus === state.status && lastPresenceJobFairId === state.jobFairId) return [];
    return {
      type: 'UserPresenceChanged',
      data: { userId, presenceStatus, previousStatus: state.status, lastPresenceJobFairId, cause, changedAt: now },
    };
  },
};

/** spec 2 §3: user lists sort LOGGED_IN, NEXT_IN_QUEUE, IN_INTERVIEW, AWAY, DISCONNECTED, LOGGED_OUT, unknown last. */
const ORDER: readonly string[] = ['LOGGED_IN', 'NEXT_IN_QUEUE', 'IN_INTERVIEW', 'AWAY', 'DISCONNECTED', 'LOGGED_OUT'];
export const presenceRank = (status: string | null): number => {
  const rank = status === null ? -1 : ORDER.indexOf(status);
  return rank === -1 ? ORDER.length : rank;
};

/**
 * The user's last connection is gone (closed, or signed out). A user never seen connecting is not
 * counted as gone: nothing says they had a connection to lose.
 */
export const connectionGone = (presence: Presence): boolean => presence.status === 'DISCONNECTED' || presence.status === 'LOGGED_OUT';
