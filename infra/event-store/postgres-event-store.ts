import pg from 'pg';
import type {
  AllSubscription,
  AppendResult,
  EventStore,
  ExpectedRevision,
  ReadStreamOptions,
  ReadStreamResult,
} from '../../domain/ports/event-store';
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
import { ensureEventStoreSchema, eventIdConstraint, eventStoreNames, type EventStoreNames } from './postgres-schema';
import { createCommitNotifier } from './postgres-notifier';
import { AppendListener, createAllSubscription } from './postgres-subscription';

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
}>;

export type PostgresEventStore = EventStore & Readonly<{ names: EventStoreNames }>;

type AppendRow = {
  outcome: 'appended' | 'duplicate' | 'wrong_expected_version';
  last_revision: string | null;
  last_position: string | null;
  last_transaction_id: string | null;
};
type EventRow = {
  id: string;
  stream_id: string;
  revision: string;
  position: string;
  transaction_id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: RecordedEvent['metadata'];
};

const EVENT_COLUMNS = 'id, stream_id, revision, position, transaction_id, type, data, metadata';
const EVENT_COLUMNS_OF_E = EVENT_COLUMNS.split(', ')
  .map((column) => `e.${column}`)
  .join(', ');

const toRecordedEvent = <E extends Event>(row: EventRow): RecordedEvent<E> =>
  ({
    id: row.id,
    type: row.type,
    streamId: row.stream_id,
    revision: BigInt(row.revision),
    position: BigInt(row.position),
    checkpoint: formatCheckpoint(BigInt(row.transaction_id), BigInt(row.position)),
    data: row.data,
    metadata: row.metadata,
  }) as unknown as RecordedEvent<E>;

const expectedArguments = (expected: ExpectedRevision): [string, string | null] =>
  typeof expected === 'bigint' ? ['revision', expected.toString()] : [expected, null];

/**
 * The Postgres event store (ARCHITECTURE.md, event store contract). The global order is
 * (transaction_id, position) and readers only see events of transactions older than the oldest one
 * still running, so a transaction that commits late can never land behind a subscriber's checkpoint.
 * The pool stays the caller's: close() ends subscriptions and the LISTEN connection only.
 */
export const createPostgresEventStore = async (pool: pg.Pool, options: PostgresEventStoreOptions = {}): Promise<PostgresEventStore> => {
  const names = eventStoreNames(options.schema ?? 'event_store');
  const pollIntervalMs = options.pollIntervalMs ?? 200;
  const defaultBatchSize = options.defaultBatchSize ?? 500;
  await ensureEventStoreSchema(pool, names);

  const listener = new AppendListener(pool.options, names.channel);
  const subscriptions = new Set<AllSubscription>();
  const notifyInTransaction = (options.notify ?? 'in-transaction') === 'in-transaction';
  const notifier = createCommitNotifier(pool, names.channel);
  const appendSql = `SELECT outcome, last_revision, last_position, last_transaction_id FROM ${names.append}($1, $2, $3, $4, $5)`;

  const runAppendOnce = async (streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendRow> => {
    const payload = JSON.stringify(events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })));
    const parameters = [streamId, ...expectedArguments(expected), payload, notifyInTransaction];
    // A single statement is its own transaction; the hook needs an explicit one around the same call.
    if (!options.beforeCommit) return (await pool.query<AppendRow>(appendSql, parameters)).rows[0]!;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const row = (await client.query<AppendRow>(appendSql, parameters)).rows[0]!;
      if (row.outcome === 'appended') await options.beforeCommit({ streamId, events });
      await client.query('COMMIT');
      return row;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
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

  const append = async (
    streamId: string,
    events: readonly NewEvent[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> => {
    if (events.length === 0) throw new Error(`Nothing to append to stream ${streamId}`);
    const row = await runAppend(streamId, events, expectedRevision);
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

  // The stream row and its events come from one statement's snapshot, so the revision matches the events read.
  const readStream = async <E extends Event = Event>(
    streamId: string,
    { fromRevision = 0n }: ReadStreamOptions = {},
  ): Promise<ReadStreamResult<E>> => {
    // Every command reads its stream: a named statement is planned once per connection, not on each read.
    const { rows } = await pool.query<EventRow & { current_revision: string }>({
      name: `read-stream:${names.schema}`,
      text: `SELECT s.revision AS current_revision, ${EVENT_COLUMNS_OF_E}
       FROM ${names.streams} s LEFT JOIN ${names.events} e ON e.stream_id = s.stream_id AND e.revision >= $2
       WHERE s.stream_id = $1 ORDER BY e.revision`,
      values: [streamId, fromRevision.toString()],
    });
    if (rows.length === 0) return { events: [], currentRevision: null };
    const events = rows.flatMap((row) => (row.id === null ? [] : [toRecordedEvent<E>(row)]));
    return { events, currentRevision: BigInt(rows[0]!.current_revision) };
  };

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
