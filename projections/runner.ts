import type { Knex } from 'knex';
import type { DomainEvent } from '../domain/events';
import type { ChangeBus } from '../domain/ports/change-bus';
import type { EventStore } from '../domain/ports/event-store';
import { compareCheckpoints, parseCheckpoint, START, type Checkpoint, type RecordedEvent } from '../domain/shared/event';
import { batches } from './batches';
import { createCheckpointWaiters } from './checkpoint-waiters';
import type { Projector } from './projector';

export { ProjectionTimeout } from './checkpoint-waiters';

/** The subset of a pino logger the runner uses. */
export type RunnerLogger = Readonly<{
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}>;

export type ProjectionRunnerOptions = Readonly<{
  db: Knex;
  store: EventStore;
  bus: ChangeBus;
  projectors: readonly Projector[];
  /** Most events applied per transaction; default 500. */
  batchSize?: number;
  logger?: RunnerLogger;
  /** How soon a checkpoint moved past events the projector does not handle is written; default 250 ms. */
  saveSkippedAfterMs?: number;
  /** How often the store head is re-read for the lag metric; default 1000 ms. */
  headIntervalMs?: number;
  /**
   * Least time from one batch's start to the next; default 0. Under load a longer gap gathers more
   * events per batch: fewer transactions and change notices, at the price of up to this much latency.
   */
  minBatchIntervalMs?: number;
}>;

export type ProjectorStatus = Readonly<{ projector: string; checkpoint: Checkpoint; lag: number }>;
/** `events`: how many events the projector applied during the replay. */
export type RebuildResult = Readonly<{ projector: string; events: number; checkpoint: Checkpoint }>;

/** How one batch went, for measuring the read side (the fair benchmark); times in ms. */
export type BatchTiming = Readonly<{
  events: number;
  first: Checkpoint;
  last: Checkpoint;
  /** From the end of the previous batch until this one was in hand (waiting for the log). */
  waitedMs: number;
  /** From having the batch until every projector committed it. */
  applyMs: number;
  /** Projectors that opened a transaction for it: time to get a connection, whole transaction, events applied. */
  transactions: readonly Readonly<{ projector: string; connectionMs: number; transactionMs: number; applied: number }>[];
}>;

export type ProjectionRunner = Readonly<{
  start(): Promise<void>;
  /** Lets the batch in flight commit, then stops following the log. */
  stop(): Promise<void>;
  /** Empties the named projector's tables (all projectors when no name) and replays from position 0. */
  rebuild(name?: string): Promise<RebuildResult[]>;
  /** Resolves once every projector has applied the log up to `checkpoint` (read-your-writes). */
  waitFor(checkpoint: Checkpoint, timeoutMs: number): Promise<void>;
  status(): ProjectorStatus[];
  /** Calls `listener` after every live batch; returns the unsubscribe. */
  observe(listener: (timing: BatchTiming) => void): () => void;
}>;

const CHECKPOINTS = 'projection_checkpoints';
const RETRY_DELAY_MS = 1_000;
const WAIT_POLL_MS = 50;
/** SQL: checkpoint `a` comes before `b` (stored as text "<txid>:<position>", so compared as numbers). */
const checkpointBefore = (a: string, b: string) =>
  `(split_part(${a}, ':', 1)::numeric, split_part(${a}, ':', 2)::numeric) < (split_part(${b}, ':', 1)::numeric, split_part(${b}, ':', 2)::numeric)`;
const silent: RunnerLogger = { info: () => {}, error: () => {} };
const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
const latest = (a: Checkpoint, b: Checkpoint) => (compareCheckpoints(a, b) >= 0 ? a : b);

/**
 * Follows the event log and keeps every projector's read model current (ARCHITECTURE.md "Read side").
 * A batch's effects and the projector's checkpoint commit in one transaction, so a crash at any point
 * neither loses nor doubles an effect; a change notice goes out only after that commit.
 */
export const createProjectionRunner = (options: ProjectionRunnerOptions): ProjectionRunner => {
  const { db, store, bus, projectors } = options;
  const batchSize = options.batchSize ?? 500;
  const saveAfterMs = options.saveSkippedAfterMs ?? 250;
  const minBatchIntervalMs = options.minBatchIntervalMs ?? 0;
  const logger = options.logger ?? silent;
  const names = projectors.map((projector) => projector.name);
  if (names.length === 0) throw new Error('A projection runner needs at least one projector');
  if (new Set(names).size !== names.length) throw new Error(`Projector names must be unique: ${names.join(', ')}`);
  const handled = new Map(projectors.map((projector) => [projector.name, new Set<string>(projector.handles)]));
  const checkpoints = new Map<string, Checkpoint>(names.map((name) => [name, START]));
  const checkpointOf = (name: string) => checkpoints.get(name) ?? START;
  const lowest = (some: readonly Projector[]) =>
    some
      .map((projector) => checkpointOf(projector.name))
      .reduce((low, checkpoint) => (compareCheckpoints(checkpoint, low) < 0 ? checkpoint : low));
  let head: Checkpoint = START;

  const passed = (target: Checkpoint) => names.every((name) => compareCheckpoints(checkpointOf(name), target) >= 0);
  const waiters = createCheckpointWaiters(passed, () => void pollCommitted());
  const settleWaiters = waiters.settle;

  const loadCheckpoints = async () => {
    await db(CHECKPOINTS)
      .insert(names.map((projector) => ({ projector, checkpoint: START })))
      .onConflict('projector')
      .ignore();
    const rows: { projector: string; checkpoint: Checkpoint }[] = await db(CHECKPOINTS)
      .whereIn('projector', names)
      .select('projector', 'checkpoint');
    for (const row of rows) checkpoints.set(row.projector, row.checkpoint);
  };

  const publish = async (projector: Projector, keys: Set<string>, checkpoint: Checkpoint) => {
    if (keys.size === 0) return;
    // The rows are committed: a lost notice only delays a push until the client's next resync.
    await bus
      .publish({ model: projector.name, keys: [...keys], checkpoint })
      .catch((error) => logger.error({ err: error, projector: projector.name }, 'change notice not published'));
  };

  /**
   * A batch with nothing a projector handles moves its checkpoint in memory only: no transaction (which
   * would hold every reader's visibility back) and no connection. The row follows within `saveAfterMs`
   * in one statement for all such projectors, and on stop. A crash before that only replays events the
   * projector skips anyway, since every batch it does handle commits its checkpoint with its effects.
   */
  const unsaved = new Map<string, Checkpoint>();
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  let saving: Promise<void> = Promise.resolve();
  const passOver = (name: string, last: Checkpoint) => {
    checkpoints.set(name, last);
    unsaved.set(name, last);
    settleWaiters();
    saveTimer ??= setTimeout(() => void saveSkipped(), saveAfterMs).unref();
  };
  const saveSkipped = (): Promise<void> => {
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = null;
    const batch = [...unsaved];
    if (batch.length === 0) return saving;
    saving = saving.then(async () => {
      try {
        // Only ever forward: a runner in another process may have committed a later checkpoint meanwhile.
        await db.raw(
          `UPDATE ${CHECKPOINTS} AS p SET checkpoint = v.checkpoint, updated_at = now()
           FROM unnest(?::text[], ?::text[]) AS v(projector, checkpoint)
           WHERE p.projector = v.projector AND ${checkpointBefore('p.checkpoint', 'v.checkpoint')}`,
          [batch.map(([name]) => name), batch.map(([, checkpoint]) => checkpoint)],
        );
        for (const [name, checkpoint] of batch) if (unsaved.get(name) === checkpoint) unsaved.delete(name);
      } catch (error) {
        logger.error({ err: error }, 'checkpoints of skipped batches not saved; retrying');
        saveTimer ??= setTimeout(() => void saveSkipped(), RETRY_DELAY_MS).unref();
      }
    });
    return saving;
  };

  type Applied = Readonly<{ applied: number; transaction?: BatchTiming['transactions'][number] }>;

  /** Applies the events past the projector's checkpoint and advances it, in one transaction. */
  const applyBatch = async (projector: Projector, events: readonly RecordedEvent[]): Promise<Applied> => {
    const fresh = events.filter((event) => compareCheckpoints(event.checkpoint, checkpointOf(projector.name)) > 0);
    const last = fresh.at(-1)?.checkpoint;
    if (!last) return { applied: 0 };
    if (!fresh.some((event) => handled.get(projector.name)!.has(event.type))) {
      passOver(projector.name, last);
      return { applied: 0 };
    }
    const keys = new Set<string>();
    let applied = 0;
    const asked = performance.now();
    let connected = asked;
    const committed = await db.transaction(async (trx) => {
      connected = performance.now();
      // Locked so two runner processes never apply the same events; the later one skips what the first applied.
      // Lock and move in one round trip: each one waits for the event loop, which the API and gateway keep busy.
      const moved: { rows: { from: Checkpoint }[] } = await trx.raw(
        `UPDATE ${CHECKPOINTS} AS p SET checkpoint = ?, updated_at = now()
         FROM (SELECT checkpoint FROM ${CHECKPOINTS} WHERE projector = ? FOR UPDATE) AS old
         WHERE p.projector = ? AND ${checkpointBefore('old.checkpoint', '?::text')}
         RETURNING old.checkpoint AS from`,
        [last, projector.name, projector.name, last, last],
      );
      let from = moved.rows[0]?.from;
      if (from === undefined) {
        const row: { checkpoint: Checkpoint } | undefined = await trx(CHECKPOINTS)
          .where({ projector: projector.name })
          .forUpdate()
          .first('checkpoint');
        if (row) return row.checkpoint;
        // The row was deleted under a running runner (tests do): it comes back with this batch.
        await trx(CHECKPOINTS).insert({ projector: projector.name, checkpoint: last, updated_at: trx.fn.now() });
        from = START;
      }
      const todo = fresh.filter(
        (event) => compareCheckpoints(event.checkpoint, from) > 0 && handled.get(projector.name)!.has(event.type),
      ) as unknown as RecordedEvent<DomainEvent>[];
      if (projector.applyAll) for (const key of await projector.applyAll(trx, todo)) keys.add(key);
      else for (const event of todo) for (const key of await projector.apply(trx, event)) keys.add(key);
      applied = todo.length;
      return last;
    });
    const transaction = { projector: projector.name, connectionMs: connected - asked, transactionMs: performance.now() - asked, applied };
    unsaved.delete(projector.name);
    checkpoints.set(projector.name, committed);
    settleWaiters();
    await publish(projector, keys, committed);
    return { applied, transaction };
  };

  /** Each projector commits on its own; the first failure is rethrown after the others settle. */
  const applyToAll = async (some: readonly Projector[], events: readonly RecordedEvent[]): Promise<Applied[]> => {
    const results = await Promise.allSettled(some.map((projector) => applyBatch(projector, events)));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return results.map((result) => (result.status === 'fulfilled' ? result.value : { applied: 0 }));
  };

  const observers = new Set<(timing: BatchTiming) => void>();
  const observe = (listener: (timing: BatchTiming) => void) => {
    observers.add(listener);
    return () => void observers.delete(listener);
  };

  let following: { done: Promise<void>; halt: () => void } | null = null;

  const follow = async (halted: Promise<void>, isHalted: () => boolean) => {
    while (!isHalted()) {
      const subscription = store.subscribeToAll({ fromCheckpoint: lowest(projectors), batchSize });
      try {
        let since = performance.now();
        for await (const batch of batches(subscription, batchSize, halted)) {
          const started = performance.now();
          const results = await applyToAll(projectors, batch);
          const ended = performance.now();
          const transactions = results.flatMap((result) => (result.transaction ? [result.transaction] : []));
          const timing = {
            events: batch.length,
            first: batch[0]!.checkpoint,
            last: batch.at(-1)!.checkpoint,
            waitedMs: started - since,
            applyMs: ended - started,
            transactions,
          };
          observers.forEach((listener) => listener(timing));
          const gather = minBatchIntervalMs - (performance.now() - started);
          if (gather > 0) await Promise.race([later(gather), halted]);
          since = performance.now();
        }
      } catch (error) {
        if (isHalted()) break;
        logger.error({ err: error }, 'projection batch failed; retrying from the last committed checkpoints');
        await Promise.race([later(RETRY_DELAY_MS), halted]);
      } finally {
        await subscription.close();
      }
    }
  };

  const refreshHead = async () => {
    head = latest(head, await store.headCheckpoint().catch(() => head));
  };

  const start = async () => {
    if (following) return;
    await loadCheckpoints();
    await refreshHead();
    let halt!: () => void;
    let isHalted = false;
    const halted = new Promise<void>((resolve) => (halt = resolve)).then(() => void (isHalted = true));
    const headTimer = setInterval(() => void refreshHead(), options.headIntervalMs ?? 1_000);
    headTimer.unref();
    const done = follow(halted, () => isHalted).finally(() => clearInterval(headTimer));
    following = { done, halt };
    logger.info({ projectors: status() }, 'projection runner started');
  };

  const stop = async () => {
    const current = following;
    if (!current) return;
    current.halt();
    await current.done;
    following = null;
    await saveSkipped();
  };

  const rebuild = async (name?: string): Promise<RebuildResult[]> => {
    const selected = name === undefined ? projectors : projectors.filter((projector) => projector.name === name);
    if (selected.length === 0) throw new Error(`Unknown projector '${name}'; known: ${names.join(', ')}`);
    const wasFollowing = following !== null;
    await stop();
    // No save still pending may move a reset checkpoint forward again and skip the replay.
    await saveSkipped();
    for (const projector of selected) unsaved.delete(projector.name);
    await db.transaction(async (trx) => {
      const tables = selected.flatMap((projector) => projector.tables);
      if (tables.length > 0) await trx.raw(`TRUNCATE ${tables.map(() => '??').join(', ')}`, tables);
      await trx(CHECKPOINTS)
        .insert(selected.map((projector) => ({ projector: projector.name, checkpoint: START, updated_at: trx.fn.now() })))
        .onConflict('projector')
        .merge();
    });
    await loadCheckpoints();
    const applied = selected.map(() => 0);
    for (;;) {
      const page = await store.readAll({ after: lowest(selected), limit: batchSize });
      if (page.length === 0) break;
      (await applyToAll(selected, page)).forEach((result, index) => (applied[index]! += result.applied));
    }
    // A rebuild from the command line exits right after: nothing may stay in memory only.
    await saveSkipped();
    await refreshHead();
    logger.info({ rebuilt: selected.map((projector) => projector.name) }, 'projections rebuilt');
    if (wasFollowing) await start();
    return selected.map((projector, index) => ({
      projector: projector.name,
      events: applied[index]!,
      checkpoint: checkpointOf(projector.name),
    }));
  };

  // Without a local runner (another process projects), the committed checkpoints are read back.
  let polling = false;
  const pollCommitted = async () => {
    if (polling) return;
    polling = true;
    try {
      while (waiters.size > 0) {
        if (!following) {
          const rows: { projector: string; checkpoint: Checkpoint }[] = await db(CHECKPOINTS)
            .whereIn('projector', names)
            .select('projector', 'checkpoint')
            .catch(() => []);
          for (const row of rows) checkpoints.set(row.projector, latest(checkpointOf(row.projector), row.checkpoint));
          settleWaiters();
        }
        await later(WAIT_POLL_MS);
      }
    } finally {
      polling = false;
    }
  };

  // Positions of the global log are numbered one per event, so their difference is the lag in events.
  const lagOf = (checkpoint: Checkpoint) =>
    compareCheckpoints(checkpoint, head) >= 0 ? 0 : Math.max(0, Number(parseCheckpoint(head)[1] - parseCheckpoint(checkpoint)[1]));

  const status = (): ProjectorStatus[] =>
    names.map((projector) => ({ projector, checkpoint: checkpointOf(projector), lag: lagOf(checkpointOf(projector)) }));

  return { start, stop, rebuild, waitFor: waiters.waitFor, status, observe };
};
