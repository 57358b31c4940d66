import pg from 'pg';
import type { RelayedSignal, SignalBus, SignalRecipient } from '../../domain/ports/signal-bus';
import { assertChannelName, listenToChannel, type ChannelListenerOptions } from './postgres-listener';
import { handOverSignal } from './hand-over-signal';

export type PostgresSignalBusOptions = ChannelListenerOptions &
  Readonly<{
    /** This gateway process: it hands its own signals over directly and skips their notifications. */
    processId: string;
    /** NOTIFY channel and table shared by every process of one platform; default 'gateway_signals'. */
    channel?: string;
    /** How long a stored signal is kept for slow readers; default 60 s (a signal is stale long before). */
    keepForMs?: number;
    /** How often this process deletes expired signals; default 30 s. */
    sweepEveryMs?: number;
  }>;

type Notified = Readonly<{ id: string; origin: string; toUserId: string }>;

// An SDP offer can exceed NOTIFY's 8,000-byte limit, so the signal is stored in an UNLOGGED table (no
// WAL: it lives for seconds and a crash may lose it) and the NOTIFY carries only "<id> <origin> <to>".
const parseNotification = (payload: string | undefined): Notified | null => {
  const [id, origin, toUserId, extra] = (payload ?? '').split(' ');
  return id && /^\d+$/.test(id) && origin && toUserId && extra === undefined ? { id, origin, toUserId } : null;
};

const isSignalMessage = (value: unknown): value is RelayedSignal['message'] => {
  const message = value as Partial<RelayedSignal['message']> | null;
  return message?.action === 'signal' && typeof message.sessionId === 'string' && typeof message.fromUserId === 'string';
};

/**
 * Signals between gateway processes sharing one database. Publishing hands the signal to this
 * process's recipients at once, then stores it and notifies in one statement; the other processes
 * fetch the ids they have an addressee for, one batch at a time in notification (= commit) order, so
 * one publisher's signals keep their order and nobody gets a signal twice.
 */
export const createPostgresSignalBus = async (pool: pg.Pool, options: PostgresSignalBusOptions): Promise<SignalBus> => {
  const channel = options.channel ?? 'gateway_signals';
  assertChannelName(channel);
  const table = channel; // the same plain identifier, checked above
  const keepForMs = options.keepForMs ?? 60_000;
  const recipients = new Set<SignalRecipient>();
  const handOver = (signal: RelayedSignal) =>
    handOverSignal(recipients, signal, (error) => options.logger?.error({ err: error, channel }, 'signal recipient failed'));

  // Two processes starting together must not both create the table (CREATE … IF NOT EXISTS can race).
  await pool.query(`DO $$ BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('create ${table}'));
    CREATE UNLOGGED TABLE IF NOT EXISTS ${table} (
      id bigserial PRIMARY KEY, to_user_id text NOT NULL, message text NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
    CREATE INDEX IF NOT EXISTS ${table}_created_at ON ${table} (created_at);
  END $$`);

  const pending: Notified[] = [];
  let draining: Promise<void> = Promise.resolve();
  let busy = false;

  /** Fetches and hands over what was notified, batch after batch, keeping the notification order. */
  const drain = async () => {
    busy = true;
    try {
      while (pending.length > 0) {
        const batch = pending.splice(0);
        try {
          const { rows } = await pool.query<{ id: string; to_user_id: string; message: string }>(
            `SELECT id::text, to_user_id, message FROM ${table} WHERE id = ANY($1::bigint[])`,
            [batch.map((notified) => notified.id)],
          );
          const byId = new Map(rows.map((row) => [row.id, row]));
          for (const { id } of batch) {
            const row = byId.get(id);
            const message: unknown = row ? JSON.parse(row.message) : null;
            if (!row || !isSignalMessage(message)) {
              options.logger?.warn({ channel, id }, 'notified signal missing or malformed; skipped');
              continue;
            }
            handOver({ toUserId: row.to_user_id, message });
          }
        } catch (error) {
          // The peers renegotiate ('ready') when a call does not come up; a lost batch is not retried.
          options.logger?.error({ err: error, channel }, 'signals could not be fetched');
        }
      }
    } finally {
      busy = false;
    }
  };

  const onNotification = (payload: string | undefined) => {
    const notified = parseNotification(payload);
    if (!notified) return options.logger?.warn({ channel, payload }, 'malformed signal notification ignored');
    if (notified.origin === options.processId) return; // handed over locally when published
    if (![...recipients].some((recipient) => recipient.reaches(notified.toUserId))) return;
    pending.push(notified);
    if (!busy) draining = drain();
  };

  const listening = await listenToChannel(pool, channel, onNotification, options);
  const sweep = () =>
    void pool
      .query(`DELETE FROM ${table} WHERE created_at < now() - make_interval(secs => $1)`, [keepForMs / 1000])
      .catch((error: unknown) => options.logger?.warn({ err: error, channel }, 'expired signals not deleted'));
  const sweeper = setInterval(sweep, options.sweepEveryMs ?? 30_000);
  sweeper.unref();

  return {
    publish: async (signal) => {
      handOver(signal);
      await pool.query(
        `WITH stored AS (INSERT INTO ${table} (to_user_id, message) VALUES ($1, $2) RETURNING id)
         SELECT pg_notify($3::text, id || ' ' || $4::text || ' ' || $1::text) FROM stored`,
        [signal.toUserId, JSON.stringify(signal.message), channel, options.processId],
      );
    },
    subscribe: (recipient) => {
      recipients.add(recipient);
      return () => recipients.delete(recipient);
    },
    close: async () => {
      clearInterval(sweeper);
      await listening.close();
      await draining;
      recipients.clear();
    },
  };
};
