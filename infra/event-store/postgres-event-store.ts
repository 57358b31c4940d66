import pg from 'pg';
import type { AllSubscription, AppendResult, EventStore, ExpectedRevision } from '../../domain/ports/event-store';
import {
  formatCheckpoint,
  parseCheckpoint,
  START,
  type Checkpoint,
  type Event,
  type NewEvent,
  type RecordedEvent,
} from '../../domain/shared/event';
import { WrongExpectedVersion } from '../../domain/shared/errors';
import {
  BATCH_MISUSE,
  BATCH_RETRY,
  DEFAULT_EVENT_STORE_SCHEMA,
  ensureEventStoreSchema,
  eventIdConstraint,
  eventStoreNames,
  type EventStoreNames,
} from './postgres-schema';
import { createCommitNotifier } from './postgres-notifier';
import { createGroupCommit } from './group-commit';
import { AppendListener, createAllSubscription } from './postgres-subscription';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './event-rows';
import { createStreamReads } from './stream-reads';

export type BeforeCommit = (append: Readonly<{ streamId: string; events: readonly NewEvent[] }>) => Promise<void>;

export type PostgresEventStoreOptions = Readonly<{
  /** Schema holding the store's tables and append function; default 'event_store'. */
  schema?: string;
  /** How often a live subscription re-reads without a NOTIFY (aborts and unrelated transactions never notify); default 200 ms. */
  pollIntervalMs?: number;
  /**
   * 'in-transaction' (default): each append NOTIFYs inside its own transaction, so the wake-up exists
   * exactly when the events commit, but concurrent appends then commit one at a time.
   * 'after-commit': one coalesced NOTIFY after appends commit; appends group-commit (docs/benchmarks.md).
   */
  notify?: 'in-transaction' | 'after-commit';
  /** Page size of subscribeToAll when the caller gives none; default 500. */
  defaultBatchSize?: number;
  /**
   * Runs inside the append transaction after the rows are written, before COMMIT; throwing rolls the
   * append back. For tests that hold a writer's transaction open while later ones commit.
   */
  beforeCommit?: BeforeCommit;
  /**
   * Concurrent appends share a transaction, so a commit flush is paid per batch rather than per append
   * (docs/event-store.md "Group commit"); default off. With `beforeCommit`, the hook runs for every
   * append of a batch before the batch commits, and throwing rolls back the whole batch.
   */
  groupCommit?: boolean;
}>;

export type PostgresEventStore = EventStore & Readonly<{ names: EventStoreNames }>;

/** How the platform runs the store (infra/platform.ts); the API's tests and the benches use the same. */
export const PLATFORM_STORE_OPTIONS = { notify: 'after-commit', groupCommit: true } as const satisfies PostgresEventStoreOptions;

type AppendRow = {
  outcome: 'appended' | 'duplicate' | 'wrong_expected_version';
  last_revision: string | null;
  last_position: string | null;
  last_transaction_id: string | null;
};
/** What append_many answers per append: append_to_stream's row, or why the append must run again alone. */
type BatchRow = AppendRow | Readonly<{ outcome: typeof BATCH_RETRY | typeof BATCH_MISUSE | 'deadlock'; message: string }>;
type PendingAppend = Readonly<{ streamId: string; events: readonly NewEvent[]; expected: ExpectedRevision }>;

// A batch's subtransactions stay under the 64 a backend caches (postgres-schema.ts, append_many). Two
// batches in flight keep the next one filling while one commits; a third lets a test hold two open.
const GROUP_COMMIT = { maxInFlight: 3, maxBatch: 32 } as const;
const DEADLOCK_DETECTED = '40P01';

const expectedArguments = (expected: ExpectedRevision): [string, string | null] =>
  typeof expected === 'bigint' ? ['revision', expected.toString()] : [expected, null];

/**
 * The Postgres event store (ARCHITECTURE.md, event store contract). The global order is
 * (transaction_id, position) and readers only see events of transactions older than the oldest one
 * still running, so a transaction that commits late can never land behind a subscriber's checkpoint.
 * The pool stays the caller's: close() ends subscriptions and the LISTEN connection only.
 */
export const createPostgresEventStore = async (pool: pg.Pool, options: PostgresEventStoreOptions = {}): Promise<PostgresEventStore> => {
  const names = eventStoreNames(options.schema ?? DEFAULT_EVENT_STORE_SCHEMA);
  const pollIntervalMs = options.pollIntervalMs ?? 200;
  const defaultBatchSize = options.defaultBatchSize ?? 500;
  await ensureEventStoreSchema(pool, names);

  const listener = new AppendListener(pool.options, names.channel);
  const subscriptions = new Set<AllSubscription>();
  const notifyInTransaction = (options.notify ?? 'in-transaction') === 'in-transaction';
  const notifier = createCommitNotifier(pool, names.channel);
  const appendSql = `SELECT outcome, last_revision, last_position, last_transaction_id FROM ${names.append}($1, $2, $3, $4, $5)`;

  const appendManySql = `SELECT ordinal, outcome, last_revision, last_position, last_transaction_id, message FROM ${names.appendMany}($1, $2)`;
  const eventPayload = (events: readonly NewEvent[]) => events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }));

  /** Runs `statement` in an explicit transaction, calling the test hook for each append it wrote before COMMIT. */
  const withBeforeCommit = async <Row>(
    statement: (client: pg.PoolClient) => Promise<Row[]>,
    appended: (rows: Row[]) => readonly PendingAppend[],
  ): Promise<Row[]> => {
    const beforeCommit = options.beforeCommit!;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const rows = await statement(client);
      for (const { streamId, events } of appended(rows)) await beforeCommit({ streamId, events });
      await client.query('COMMIT');
      return rows;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };

  const runAppendOnce = async (streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendRow> => {
    const parameters = [streamId, ...expectedArguments(expected), JSON.stringify(eventPayload(events)), notifyInTransaction];
    // A single statement is its own transaction; the hook needs an explicit one around the same call.
    if (!options.beforeCommit) return (await pool.query<AppendRow>(appendSql, parameters)).rows[0]!;
    const rows = await withBeforeCommit(
      async (client) => (await client.query<AppendRow>(appendSql, parameters)).rows,
      ([row]) => (row!.outcome === 'appended' ? [{ streamId, events, expected }] : []),
    );
    return rows[0]!;
  };

  // Two copies of one append racing: the loser hits the id index after waiting; run again to answer as a retry.
  const runAppend = async (streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendRow> => {
    try {
      return await runAppendOnce(streamId, events, expected);
    } catch (error) {
      if (!(error instanceof pg.DatabaseError && error.code === '23505' && error.constraint === eventIdConstraint)) throw error;
      return runAppendOnce(streamId, events, expected);
    }
  };

  const isDeadlock = (error: unknown): error is pg.DatabaseError => error instanceof pg.DatabaseError && error.code === DEADLOCK_DETECTED;

  /** An append alone in its batch runs as append_to_stream itself: append_many's loop would add a subtransaction for nothing. */
  const commitAlone = async ({ streamId, events, expected }: PendingAppend): Promise<BatchRow> => {
    try {
      return await runAppend(streamId, events, expected);
    } catch (error) {
      if (!isDeadlock(error)) throw error;
      return { outcome: 'deadlock', message: error.message };
    }
  };

  const commitBatch = async (appends: readonly PendingAppend[]): Promise<BatchRow[]> => {
    if (appends.length === 1) return [await commitAlone(appends[0]!)];
    // Stream rows are locked in one order (by id, arrival within a stream), so two batches cannot deadlock on them.
    const order = appends
      .map((_, index) => index)
      .sort((a, b) => (appends[a]!.streamId < appends[b]!.streamId ? -1 : appends[a]!.streamId > appends[b]!.streamId ? 1 : a - b));
    const payload = order.map((index) => {
      const { streamId, events, expected } = appends[index]!;
      const [mode, revision] = expectedArguments(expected);
      return { stream_id: streamId, expected: mode, revision, events: eventPayload(events) };
    });
    const query = { name: `append-many:${names.schema}`, text: appendManySql, values: [JSON.stringify(payload), notifyInTransaction] };
    type Row = AppendRow & { ordinal: number; message: string | null };
    let rows: Row[];
    try {
      rows = options.beforeCommit
        ? await withBeforeCommit(
            async (client) => (await client.query<Row>(query)).rows,
            (written) => written.filter((row) => row.outcome === 'appended').map((row) => appends[order[row.ordinal - 1]!]!),
          )
        : (await pool.query<Row>(query)).rows;
    } catch (error) {
      // Locks on the id index are not ordered; the rare deadlock victim's appends each run again alone.
      if (!isDeadlock(error)) throw error;
      return appends.map(() => ({ outcome: 'deadlock', message: error.message }));
    }
    const results: BatchRow[] = new Array<BatchRow>(appends.length);
    for (const { ordinal, message, ...row } of rows)
      results[order[ordinal - 1]!] = message === null ? row : { outcome: row.outcome as typeof BATCH_RETRY | typeof BATCH_MISUSE, message };
    return results;
  };
  const appendInBatch = createGroupCommit(commitBatch, GROUP_COMMIT);

  const decideAppend = async (streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendRow> => {
    if (!options.groupCommit) return runAppend(streamId, events, expected);
    const row = await appendInBatch({ streamId, events, expected });
    if (!('message' in row)) return row;
    if (row.outcome === BATCH_MISUSE) throw new Error(row.message);
    // A concurrent copy won the id index (alone, this answers as a retry) or the batch was a deadlock victim.
    return runAppend(streamId, events, expected);
  };

  const append = async (
    streamId: string,
    events: readonly NewEvent[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> => {
    if (events.length === 0) throw new Error(`Nothing to append to stream ${streamId}`);
    const row = await decideAppend(streamId, events, expectedRevision);
    if (row.outcome === 'wrong_expected_version') {
      throw new WrongExpectedVersion(streamId, String(expectedRevision), row.last_revision === null ? null : BigInt(row.last_revision));
    }
    if (row.outcome === 'appended' && !notifyInTransaction) notifier.notify();
    const lastPosition = BigInt(row.last_position!);
    return {
      nextExpectedRevision: BigInt(row.last_revision!),
      lastPosition,
      lastCheckpoint: formatCheckpoint(BigInt(row.last_transaction_id!), lastPosition),
    };
  };

  // Reads asked together (side by side in one job) share one statement (stream-reads.ts).
  const readStream = createStreamReads(pool, names);

  const readEventsByIds = async <E extends Event = Event>(streamId: string, ids: readonly string[]): Promise<RecordedEvent<E>[]> => {
    const { rows } = await pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM ${names.events} WHERE id = ANY($1::uuid[]) AND stream_id = $2 ORDER BY revision`,
      [ids, streamId],
    );
    return rows.map((row) => toRecordedEvent<E>(row));
  };

  // Every transaction below the snapshot's xmin has ended, so this prefix of the log can never grow.
  const readAll = async ({ after, limit }: { after: Checkpoint; limit: number }): Promise<RecordedEvent[]> => {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`limit must be a positive integer, got ${limit}`);
    const [transactionId, position] = parseCheckpoint(after);
    const { rows } = await pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM ${names.events}
       WHERE (transaction_id, position) > ($1::xid8, $2::bigint)
         AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id, position
       LIMIT $3`,
      [transactionId.toString(), position.toString(), limit],
    );
    return rows.map((row) => toRecordedEvent(row));
  };

  const headCheckpoint = async (): Promise<Checkpoint> => {
    const { rows } = await pool.query<{ transaction_id: string; position: string }>(
      `SELECT transaction_id, position FROM ${names.events}
       WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id DESC, position DESC
       LIMIT 1`,
    );
    const head = rows[0];
    return head ? formatCheckpoint(BigInt(head.transaction_id), BigInt(head.position)) : START;
  };

  const subscribeToAll: EventStore['subscribeToAll'] = ({ fromCheckpoint, batchSize }) => {
    parseCheckpoint(fromCheckpoint);
    let subscription: AllSubscription | null = null;
    subscription = createAllSubscription({ readAll, listener, pollIntervalMs }, fromCheckpoint, batchSize ?? defaultBatchSize, () => {
      if (subscription) subscriptions.delete(subscription);
    });
    subscriptions.add(subscription);
    return subscription;
  };

  const close = async (): Promise<void> => {
    await Promise.all([...subscriptions].map((subscription) => subscription.close()));
    await listener.close();
    await notifier.flush();
  };

  return { names, append, readStream, readEventsByIds, readAll, subscribeToAll, headCheckpoint, close };
};
