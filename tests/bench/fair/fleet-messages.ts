import type { SubscriptionName } from '../../../domain/realtime/protocol';
import type { TimedNotice } from './instrument';

// What the bench process and its websocket client process tell each other over the IPC channel.

export type FleetSubscription = Readonly<{ name: SubscriptionName; props: Record<string, string>; keys: readonly string[] }>;
export type FleetClient = Readonly<{ userId: string; token: string; subscriptions: readonly FleetSubscription[] }>;
/** The latency sample over every subscription, beside one per subscription name. */
export const ALL = 'all subscriptions';

/** `heapTotal`: the V8 heap the process holds, used or not; `external`: memory of Buffers and other objects held outside the V8 heap (socket frames, pg rows). */
export type Memory = Readonly<{ rss: number; heapUsed: number; heapTotal: number; external: number }>;

export type ToFleet =
  | { type: 'connect'; wsUrl: string; clients: readonly FleetClient[]; width: number }
  | { type: 'notice'; notice: TimedNotice }
  /** Latencies are kept for notices announced from `from` on (the load phase). */
  | { type: 'measureFrom'; from: number }
  | { type: 'progress' }
  | { type: 'results' }
  | { type: 'close' };

export type FleetProgress = Readonly<{
  /** (client subscription, change) pairs announced but not yet covered by a frame's checkpoint. */
  undelivered: number;
  undeliveredByName: Record<string, number>;
  /** Client subscriptions that never received their first rows. */
  withoutRows: number;
  openSockets: number;
}>;

export type FleetResults = Readonly<{
  /** Per subscription name: a uniform sample of notice-to-frame latencies, and how many there were. */
  latencies: Record<string, { sampleMs: number[]; count: number }>;
  framesByName: Record<string, number>;
  /** Frames per subscription name by the ten seconds of the load they arrived in (index 0: its first ten). */
  framesByWindow: Record<string, number[]>;
  bytesByName: Record<string, number>;
  closedByServer: number;
  errorFrames: number;
  /** Clients whose every subscription received rows. */
  clientsWithFrames: number;
  clients: number;
}>;

export type FromFleet =
  | { type: 'connected'; opened: number; failed: number; seconds: number; before: Memory; after: Memory }
  /** A candidate's call frame arrived (`at` on the machine clock). */
  | { type: 'offer'; candidateId: string; sessionId: string; at: number }
  | ({ type: 'progress' } & FleetProgress)
  | ({ type: 'results' } & FleetResults);
