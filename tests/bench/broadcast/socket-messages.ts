/** What broadcast.ts and its socket client process (socket-clients.ts) say to each other over IPC. */
export type ToClients =
  | { type: 'connect'; address: string; topicId: string; userIds: string[] }
  /** Answer once this many pushes after the baseline have arrived (at once if they already have). */
  | { type: 'await'; count: number }
  | { type: 'close' };

export type FromClients =
  | { type: 'connected'; sockets: number; failed: number; ms: number; rss: number }
  /** When each push arrived, on the machine clock (performance.timeOrigin + performance.now()). */
  | { type: 'arrived'; arrivals: number[] };
