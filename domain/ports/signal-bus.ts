import type { ServerMessage } from '../realtime/protocol';

/** A WebRTC signal the sender's gateway has authorised, on its way to every tab of the addressee. */
export type RelayedSignal = Readonly<{
  toUserId: string;
  message: Extract<ServerMessage, { action: 'signal' }>;
}>;

/** One gateway: says which users it holds connections of, and hands them what arrives. */
export type SignalRecipient = Readonly<{
  reaches(userId: string): boolean;
  deliver(signal: RelayedSignal): void;
}>;

/**
 * Carries signals between gateway processes. Every recipient that reaches the addressee gets a
 * published signal exactly once, and one publisher's signals arrive in the order they were published
 * (a publisher awaits each publish before the next). Authorisation happens before publish, once.
 */
export interface SignalBus {
  publish(signal: RelayedSignal): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(recipient: SignalRecipient): () => void;
  close(): Promise<void>;
}
