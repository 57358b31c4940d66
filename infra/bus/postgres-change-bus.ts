import pg from 'pg';
import type { ChangeBus, ChangeNotice } from '../../domain/ports/change-bus';
import { listenToChannel, type ChannelListenerOptions } from './postgres-listener';

export type PostgresChangeBusOptions = ChannelListenerOptions &
  Readonly<{
    /** NOTIFY channel shared by every process of one platform; default 'read_model_changes'. */
    channel?: string;
  }>;

// Postgres refuses NOTIFY payloads of 8000 bytes or more; a notice with many keys goes out in parts.
const MAX_PAYLOAD_BYTES = 7_500;

const payloadsOf = (notice: ChangeNotice): string[] => {
  const whole = JSON.stringify(notice);
  if (Buffer.byteLength(whole) <= MAX_PAYLOAD_BYTES || notice.keys.length <= 1) return [whole];
  const half = Math.ceil(notice.keys.length / 2);
  return [...payloadsOf({ ...notice, keys: notice.keys.slice(0, half) }), ...payloadsOf({ ...notice, keys: notice.keys.slice(half) })];
};

const isChangeNotice = (value: unknown): value is ChangeNotice => {
  const notice = value as Partial<ChangeNotice> | null;
  return (
    typeof notice?.model === 'string' &&
    typeof notice.checkpoint === 'string' &&
    Array.isArray(notice.keys) &&
    notice.keys.every((key) => typeof key === 'string')
  );
};

/**
 * Change notices through Postgres LISTEN/NOTIFY, for several processes sharing one database.
 * Publishing uses the caller's pool; listening holds one dedicated connection (postgres-listener.ts),
 * re-established after a loss. Notices sent while it was down are not replayed: clients catch up
 * through their resync with the last checkpoint they saw (ARCHITECTURE.md "Realtime").
 */
export const createPostgresChangeBus = async (pool: pg.Pool, options: PostgresChangeBusOptions = {}): Promise<ChangeBus> => {
  const channel = options.channel ?? 'read_model_changes';
  const listeners = new Set<(notice: ChangeNotice) => void>();

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

  const listening = await listenToChannel(pool, channel, dispatch, options);

  return {
    publish: async (notice) => {
      for (const payload of payloadsOf(notice)) await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      await listening.close();
    },
  };
};
