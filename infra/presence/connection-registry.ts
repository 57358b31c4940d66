import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../domain/ports/clock';
import type { EventStore } from '../../domain/ports/event-store';
import type { PresenceTracker, TrackedConnection } from '../../domain/ports/presence-tracker';
import { presenceDecider, presenceStream, type PresenceCause } from '../../domain/presence/presence';
import { systemCommands } from '../../command-api/application/workflows/system-commands';

export type ConnectionRegistryOptions = Readonly<{
  db: Knex;
  store: EventStore;
  clock: Clock;
  newId: () => string;
  logger: Logger;
  /** This gateway process; its connection rows are dropped by the others once its heartbeat stops. */
  processId: string;
  /** How often this process proves it is alive and looks for dead ones. */
  heartbeatMs?: number;
  /** A process silent this long is dead: its connections no longer count. */
  staleAfterMs?: number;
}>;

export type ConnectionRegistry = Readonly<{
  tracker: PresenceTracker;
  /** Registers the process, then heartbeats and sweeps dead processes until stopped. */
  start(): Promise<void>;
  /** Drops the connections of processes whose heartbeat is older than staleAfterMs; returns how many. */
  sweepDeadProcesses(): Promise<number>;
  /** Waits for pending presence changes, then removes this process. */
  stop(): Promise<void>;
}>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ensurePresenceTables = async (db: Knex): Promise<void> => {
  await db.raw(`CREATE TABLE IF NOT EXISTS presence_processes (
    process_id uuid PRIMARY KEY, started_at timestamptz NOT NULL DEFAULT now(), heartbeat_at timestamptz NOT NULL DEFAULT now())`);
  await db.raw(`CREATE TABLE IF NOT EXISTS presence_connections (
    process_id uuid NOT NULL, connection_id integer NOT NULL, user_id uuid NOT NULL, session_id text NOT NULL,
    job_fair_id uuid, opened_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (process_id, connection_id))`);
  await db.raw('CREATE INDEX IF NOT EXISTS presence_connections_user ON presence_connections (user_id)');
};

/**
 * Presence across gateway processes: one row per open websocket in Postgres, tagged with the process
 * that holds it; each process heartbeats its own row, and any process drops the connections of one
 * that stopped heartbeating (crashed). A user's presence changes under a per-user advisory lock, so a
 * tab closing on one process and another opening on a second cannot interleave into a wrong status.
 */
export const createConnectionRegistry = (options: ConnectionRegistryOptions): ConnectionRegistry => {
  const { db, store, clock, newId, logger, processId } = options;
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  const staleAfterMs = options.staleAfterMs ?? 3 * heartbeatMs;
  const live = new Map<number, TrackedConnection & { jobFairId: string | null }>();
  const pending = new Set<Promise<unknown>>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let beating: Promise<unknown> = Promise.resolve();

  const run = systemCommands({ store, clock, newId });
  const changePresence = (userId: string, cause: PresenceCause, jobFairId: string | null) =>
    run({
      streamId: presenceStream(userId),
      decider: presenceDecider,
      command: { type: 'ChangePresence', data: { userId, cause, jobFairId, now: clock.now().toISOString() } },
    });

  /** Runs `work` holding the user's presence lock; `work` answers the change to make, if any. */
  const underUserLock = (
    userId: string,
    work: (trx: Knex.Transaction) => Promise<{ cause: PresenceCause; jobFairId: string | null } | null>,
  ) => {
    const task = db.transaction(async (trx) => {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`presence:${userId}`]);
      const change = await work(trx);
      if (change) await changePresence(userId, change.cause, change.jobFairId);
    });
    pending.add(task);
    return task.finally(() => pending.delete(task));
  };

  const remaining = async (trx: Knex.Transaction, userId: string) =>
    Number((await trx('presence_connections').where({ user_id: userId }).count<{ count: string }[]>('* as count'))[0]!.count);

  const insertRow = (trx: Knex | Knex.Transaction, connection: TrackedConnection, jobFairId: string | null) =>
    trx('presence_connections')
      .insert({
        process_id: processId,
        connection_id: connection.connectionId,
        user_id: connection.userId,
        session_id: connection.sessionId,
        job_fair_id: jobFairId,
      })
      .onConflict(['process_id', 'connection_id'])
      .merge(['job_fair_id']);

  const tracker: PresenceTracker = {
    opened: (connection) => {
      live.set(connection.connectionId, { ...connection, jobFairId: null });
      return underUserLock(connection.userId, async (trx) => {
        await insertRow(trx, connection, null);
        return { cause: 'Connected', jobFairId: null };
      });
    },
    lookingAt: (connection, reported) => {
      // setUserId is the client's word: anything but a fair id counts as no fair.
      const jobFairId = reported && UUID.test(reported) ? reported : null;
      const known = live.get(connection.connectionId);
      if (!known) return Promise.resolve();
      known.jobFairId = jobFairId;
      return underUserLock(connection.userId, async (trx) => {
        await insertRow(trx, connection, jobFairId);
        return { cause: 'Connected', jobFairId };
      });
    },
    closed: (connection) => {
      live.delete(connection.connectionId);
      return underUserLock(connection.userId, async (trx) => {
        await trx('presence_connections').delete().where({ process_id: processId, connection_id: connection.connectionId });
        return (await remaining(trx, connection.userId)) === 0 ? { cause: 'Disconnected', jobFairId: null } : null;
      });
    },
  };

  const sweepDeadProcesses = async (): Promise<number> => {
    // Silent processes, and rows left by a process whose own row is gone.
    const { rows } = await db.raw<{ rows: { process_id: string }[] }>(
      `SELECT process_id FROM presence_processes WHERE process_id <> ? AND heartbeat_at < now() - (? * interval '1 millisecond')
       UNION SELECT DISTINCT c.process_id FROM presence_connections c
       WHERE c.process_id <> ? AND NOT EXISTS (SELECT 1 FROM presence_processes p WHERE p.process_id = c.process_id)`,
      [processId, staleAfterMs, processId],
    );
    const dead = rows.map((row) => row.process_id);
    let dropped = 0;
    for (const deadId of dead) {
      const users = await db<{ process_id: string; user_id: string }>('presence_connections')
        .where({ process_id: deadId })
        .distinct('user_id')
        .pluck('user_id');
      for (const userId of users)
        await underUserLock(userId, async (trx) => {
          dropped += await trx('presence_connections').delete().where({ process_id: deadId, user_id: userId });
          return (await remaining(trx, userId)) === 0 ? { cause: 'Disconnected', jobFairId: null } : null;
        });
      await db('presence_processes').delete().where({ process_id: deadId });
      logger.warn({ deadProcessId: deadId, users: users.length }, 'gateway process stopped heartbeating; its connections no longer count');
    }
    return dropped;
  };

  const heartbeat = async () => {
    const updated = await db('presence_processes').update({ heartbeat_at: db.fn.now() }).where({ process_id: processId });
    if (updated === 0) {
      // Another process took this one for dead (a long pause) and dropped its rows: put back what is still open.
      logger.warn({ processId }, 'presence rows of this process were dropped; registering its open connections again');
      await db('presence_processes').insert({ process_id: processId }).onConflict('process_id').merge(['heartbeat_at']);
      for (const connection of live.values())
        await underUserLock(connection.userId, async (trx) => {
          await insertRow(trx, connection, connection.jobFairId);
          return { cause: 'Connected', jobFairId: connection.jobFairId };
        });
    }
    await sweepDeadProcesses();
  };

  return {
    tracker,
    sweepDeadProcesses,
    async start() {
      await ensurePresenceTables(db);
      await db('presence_processes').insert({ process_id: processId }).onConflict('process_id').merge(['heartbeat_at']);
      await sweepDeadProcesses();
      timer = setInterval(() => {
        beating = beating.then(() => heartbeat().catch((error: unknown) => logger.error({ err: error }, 'presence heartbeat failed')));
      }, heartbeatMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await beating;
      while (pending.size > 0) await Promise.allSettled([...pending]);
      await db('presence_processes').delete().where({ process_id: processId });
    },
  };
};
