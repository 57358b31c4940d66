import pg from 'pg';
import type { ChangeBus, ChangeNotice } from '../../domain/ports/change-bus';

export type PostgresChangeBusOptions = Readonly<{
  /** NOTIFY channel shared by every process of one platform; default 'read_model_changes'. */
  channel?: string;
  /** First wait before reconnecting a lost LISTEN connection, doubled up to 10 s; default 500 ms. */
  reconnectDelayMs?: number;
  logger?: Readonly<{ warn(details: object, message: string): void; error(details: object, message: string): void }>;
}>;

// Postgres refuses NOTIFY payloads of 8000 bytes or more; a notice with many keys goes out in parts.
const MAX_PAYLOAD_BYTES = 7_500;
const MAX_RECONNECT_DELAY_MS = 10_000;

const payloadsOf = (notice: ChangeNotice): string[] => {
  const whole = JSON.stringify(notice);
  if (Buffer.byteLength(whole) <= MAX_PAYLOAD_BYTES || notice.keys.length <= 1) return [whole];
  const half = Math.ceil(notice.keys.length / 2);
  return [...payloadsOf({ ...notice, keys: notice.keys.slice(0, half) }), ...payloadsOf({ ...notice, keys: notice.keys.slice(half) })];
};

const isChangeNotice = (value: unknown): value is ChangeNotice => {
  const notice = value as Partial<ChangeNotice> | null;
  return typeof notice?.model === 'string' && typeof notice.checkpoint === 'string' && Array.isArray(notice.keys) && notice.keys.every((key) => typeof key === 'string');
};

/**
 * Change notices through Postgres LISTEN/NOTIFY, for several processes sharing one database.
 * Publishing uses the caller's pool; listening holds one dedicated connection built from the pool's
 * settings, re-established after a loss. Notices sent while it was down are not replayed: clients
 * catch up through their resync with the last checkpoint they saw (ARCHITECTURE.md "Realtime").
 */
export const createPostgresChangeBus = async (pool: pg.Pool, options: PostgresChangeBusOptions = {}): Promise<ChangeBus> => {
  const channel = options.channel ?? 'read_model_changes';
  // LISTEN takes an identifier, not a parameter, so only plain names are accepted.
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid change bus channel '${channel}'`);
  const firstDelayMs = options.reconnectDelayMs ?? 500;
  const listeners = new Set<(notice: ChangeNotice) => void>();
  let client: pg.Client | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let closed = false;

  const dispatch = (payload: string | undefined) => {
    let notice: unknown;
    try {
      notice = JSON.parse(payload ?? '');
    } catch {
      notice = null;
    }
    if (!isChangeNotice(notice)) return options.logger?.warn({ channel, payload }, 'malformed change notice ignored');
    for (const listener of listeners) {
      try {
        listener(notice);
      } catch (error) {
        options.logger?.error({ err: error, channel }, 'change listener failed');
      }
    }
  };

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
      options.logger?.warn({ channel, err: error }, 'change bus connection lost; reconnecting');
      scheduleReconnect(firstDelayMs);
    };
    // Errors before `ready` reject connect() or the LISTEN query and are handled by the caller.
    candidate.on('error', lost);
    candidate.on('end', () => lost());
    candidate.on('notification', (message) => message.channel === channel && dispatch(message.payload));
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
      listen().catch((error) => {
        options.logger?.warn({ channel, err: error }, 'change bus reconnect failed');
        scheduleReconnect(Math.min(delayMs * 2, MAX_RECONNECT_DELAY_MS));
      });
    }, delayMs);
  };

  await listen();

  return {
    publish: async (notice) => {
      for (const payload of payloadsOf(notice)) await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      listeners.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
};
