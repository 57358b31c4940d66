import pg from 'pg';

export type ListenerLogger = Readonly<{ warn(details: object, message: string): void; error(details: object, message: string): void }>;

export type ChannelListenerOptions = Readonly<{
  /** First wait before reconnecting a lost LISTEN connection, doubled up to 10 s; default 500 ms. */
  reconnectDelayMs?: number;
  logger?: ListenerLogger;
}>;

const MAX_RECONNECT_DELAY_MS = 10_000;

/** NOTIFY channels are identifiers, not parameters, so only plain names are accepted. */
export const assertChannelName = (channel: string): void => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid notification channel '${channel}'`);
};

/**
 * Holds one dedicated LISTEN connection built from the pool's settings and hands every payload on the
 * channel to `onPayload`, in the order Postgres delivers them (commit order). A lost connection is
 * re-established; what was notified while it was down is not replayed, so callers must tolerate gaps.
 */
export const listenToChannel = async (
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string | undefined) => void,
  options: ChannelListenerOptions = {},
): Promise<{ close(): Promise<void> }> => {
  assertChannelName(channel);
  const firstDelayMs = options.reconnectDelayMs ?? 500;
  let client: pg.Client | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let closed = false;

  const listen = async (): Promise<void> => {
    const candidate = new pg.Client({ ...pool.options, keepAlive: true });
    let ready = false;
    let gone = false;
    const lost = (error?: Error) => {
      if (!ready || gone) return;
      gone = true;
      if (client === candidate) client = null;
      candidate.end().catch(() => {});
      if (closed) return;
      options.logger?.warn({ channel, err: error }, 'LISTEN connection lost; reconnecting');
      scheduleReconnect(firstDelayMs);
    };
    // Errors before `ready` reject connect() or the LISTEN query and are handled by the caller.
    candidate.on('error', lost);
    candidate.on('end', () => lost());
    candidate.on('notification', (message) => message.channel === channel && onPayload(message.payload));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${channel}`);
    } catch (error) {
      await candidate.end().catch(() => {});
      throw error;
    }
    if (closed) return void candidate.end().catch(() => {});
    ready = true;
    client = candidate;
  };

  const scheduleReconnect = (delayMs: number) => {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      listen().catch((error: unknown) => {
        options.logger?.warn({ channel, err: error }, 'LISTEN reconnect failed');
        scheduleReconnect(Math.min(delayMs * 2, MAX_RECONNECT_DELAY_MS));
      });
    }, delayMs);
  };

  await listen();

  return {
    close: async () => {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
};
