/** One websocket as the presence tracker knows it: unique within its gateway process. */
export type TrackedConnection = Readonly<{ connectionId: number; userId: string; sessionId: string }>;

/**
 * Presence follows the websocket (spec 1 §4.4, §4.9): the gateway reports every connection it
 * accepts, the fair each one looks at, and every close. The tracker counts a user's connections
 * across every gateway process and changes presence when the first opens or the last closes.
 */
export interface PresenceTracker {
  opened(connection: TrackedConnection): Promise<void>;
  /** setUserId (spec 1 §4.9): the fair the connection looks at becomes the user's lastPresenceJobFairId. */
  lookingAt(connection: TrackedConnection, jobFairId: string | null): Promise<void>;
  closed(connection: TrackedConnection): Promise<void>;
}
