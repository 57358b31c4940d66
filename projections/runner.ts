import type { Knex } from 'knex';
import type { DomainEvent } from '../domain/events';
import type { ChangeBus } from '../domain/ports/change-bus';
import type { EventStore } from '../domain/ports/event-store';
import { compareCheckpoints, parseCheckpoint, START, type Checkpoint, type RecordedEvent } from '../domain/shared/event';
import { batches } from './batches';
import type { Projector } from './projector';

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
  /** How often the store head is re-read for the lag metric; default 1000 ms. */
  headIntervalMs?: number;
}>;

export type ProjectorStatus = Readonly<{ projector: string; checkpoint: Checkpoint; lag: number }>;
/** `events`: how many events the projector applied during the replay. */
export type RebuildResult = Readonly<{ projector: string; events: number; checkpoint: Checkpoint }>;

export type ProjectionRunner = Readonly<{
  start(): Promise<void>;
  /** Lets the batch in flight commit, then stops following the log. */
  stop(): Promise<void>;
  /** Empties the named projector's tables (all projectors when no name) and replays from position 0. */
  rebuild(name?: string): Promise<RebuildResult[]>;
  /** Resolves once every projector has applied the log up to `checkpoint` (read-your-writes). */
  waitFor(checkpoint: Checkpoint, timeoutMs: number): Promise<void>;
  status(): ProjectorStatus[];
}>;

export class ProjectionTimeout extends Error {
  constructor(checkpoint: Checkpoint, timeoutMs: number) {
    super(`Read models did not reach checkpoint ${checkpoint} within ${timeoutMs} ms`);
    this.name = 'ProjectionTimeout';
  }
}

const CHECKPOINTS = 'projection_checkpoints';
const RETRY_DELAY_MS = 1_000;
const WAIT_POLL_MS = 50;
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
  const logger = options.logger ?? silent;
  const names = projectors.map((projector) => projector.name);
  if (names.length === 0) throw new Error('A projection runner needs at least one projector');
  if (new Set(names).size !== names.length) throw new Error(`Projector names must be unique: ${names.join(', ')}`);
  const handled = new Map(projectors.map((projector) => [projector.name, new Set<string>(projector.handles)]));
  const checkpoints = new Map<string, Checkpoint>(names.map((name) => [name, START]));
  const checkpointOf = (name: string) => checkpoints.get(name) ?? START;
  const lowest = (some: readonly Projector[]) =>
    some.map((projector) => checkpointOf(projector.name)).reduce((low, checkpoint) => (compareCheckpoints(checkpoint, low) < 0 ? checkpoint : low));
  let head: Checkpoint = START;

  const waiters = new Set<{ target: Checkpoint; resolve: () => void }>();
  const passed = (target: Checkpoint) => names.every((name) => compareCheckpoints(checkpointOf(name), target) >= 0);
  const settleWaiters = () => waiters.forEach((waiter) => passed(waiter.target) && waiter.resolve());

  const loadCheckpoints = async () => {
    await db(CHECKPOINTS).insert(names.map((projector) => ({ projector, checkpoint: START }))).onConflict('projector').ignore();
    const rows: { projector: string; checkpoint: Checkpoint }[] = await db(CHECKPOINTS).whereIn('projector', names).select('projector', 'checkpoint');
    for (const row of rows) checkpoints.set(row.projector, row.checkpoint);
  };

  const publish = async (projector: Projector, keys: Set<string>, checkpoint: Checkpoint) => {
    if (keys.size === 0) return;
    // The rows are committed: a lost notice only delays a push until the client's next resync.
    await bus.publish({ model: projector.name, keys: [...keys], checkpoint }).catch((error) => logger.error({ err: error, projector: projector.name }, 'change notice not published'));
  };

  /** Applies the events past the projector's checkpoint and advances it, in one transaction; returns how many it applied. */
  const applyBatch = async (projector: Projector, events: readonly RecordedEvent[]): Promise<number> => {
    const fresh = events.filter((event) => compareCheckpoints(event.checkpoint, checkpointOf(projector.name)) > 0);
    const last = fresh.at(-1)?.checkpoint;
    if (!last) return 0;
    const keys = new Set<string>();
    let applied = 0;
    const committed = await db.transaction(async (trx) => {
      // Locked so two runner processes never apply the same events; the later one skips what the first applied.
      const row: { checkpoint: Checkpoint } | undefined = await trx(CHECKPOINTS).where({ projector: projector.name }).forUpdate().first('checkpoint');
      const from = row?.checkpoint ?? START;
      if (compareCheckpoints(last, from) <= 0) return from;
      for (const event of fresh) {
        if (compareCheckpoints(event.checkpoint, from) <= 0 || !handled.get(projector.name)!.has(event.type)) continue;
        for (const key of await projector.apply(trx, event as unknown as RecordedEvent<DomainEvent>)) keys.add(key);
        applied++;
      }
      await trx(CHECKPOINTS).insert({ projector: projector.name, checkpoint: last, updated_at: trx.fn.now() }).onConflict('projector').merge();
      return last;
    });
    checkpoints.set(projector.name, committed);
    settleWaiters();
    await publish(projector, keys, committed);
    return applied;
  };

  /** Each projector commits on its own; the first failure is rethrown after the others settle. */
  const applyToAll = async (some: readonly Projector[], events: readonly RecordedEvent[]): Promise<number[]> => {
    const results = await Promise.allSettled(some.map((projector) => applyBatch(projector, events)));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return results.map((result) => (result.status === 'fulfilled' ? result.value : 0));
  };

  let following: { done: Promise<void>; halt: () => void } | null = null;

  const follow = async (halted: Promise<void>, isHalted: () => boolean) => {
    while (!isHalted()) {
      const subscription = store.subscribeToAll({ fromCheckpoint: lowest(projectors), batchSize });
      try {
        for await (const batch of batches(subscription, batchSize, halted)) await applyToAll(projectors, batch);
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
  };

  const rebuild = async (name?: string): Promise<RebuildResult[]> => {
    const selected = name === undefined ? projectors : projectors.filter((projector) => projector.name === name);
    if (selected.length === 0) throw new Error(`Unknown projector '${name}'; known: ${names.join(', ')}`);
    const wasFollowing = following !== null;
    await stop();
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
      (await applyToAll(selected, page)).forEach((count, index) => (applied[index]! += count));
    }
    await refreshHead();
    logger.info({ rebuilt: selected.map((projector) => projector.name) }, 'projections rebuilt');
    if (wasFollowing) await start();
    return selected.map((projector, index) => ({ projector: projector.name, events: applied[index]!, checkpoint: checkpointOf(projector.name) }));
  };

  // Without a local runner (another process projects), the committed checkpoints are read back.
  let polling = false;
  const pollCommitted = async () => {
    if (polling) return;
    polling = true;
    try {
      while (waiters.size > 0) {
        if (!following) {
          const rows: { projector: string; checkpoint: Checkpoint }[] = await db(CHECKPOINTS).whereIn('projector', names).select('projector', 'checkpoint').catch(() => []);
          for (const row of rows) checkpoints.set(row.projector, latest(checkpointOf(row.projector), row.checkpoint));
          settleWaiters();
        }
        await later(WAIT_POLL_MS);
      }
    } finally {
      polling = false;
    }
  };

  const waitFor = async (checkpoint: Checkpoint, timeoutMs: number) => {
    parseCheckpoint(checkpoint);
    if (passed(checkpoint)) return;
    await new Promise<void>((resolve, reject) => {
      const waiter = {
        target: checkpoint,
        resolve: () => {
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new ProjectionTimeout(checkpoint, timeoutMs));
      }, timeoutMs);
      waiters.add(waiter);
      void pollCommitted();
    });
  };

  // Positions of the global log are numbered one per event, so their difference is the lag in events.
  const lagOf = (checkpoint: Checkpoint) =>
    compareCheckpoints(checkpoint, head) >= 0 ? 0 : Math.max(0, Number(parseCheckpoint(head)[1] - parseCheckpoint(checkpoint)[1]));

  const status = (): ProjectorStatus[] => names.map((projector) => ({ projector, checkpoint: checkpointOf(projector), lag: lagOf(checkpointOf(projector)) }));

  return { start, stop, rebuild, waitFor, status };
};
