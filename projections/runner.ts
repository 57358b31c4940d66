import type { Knex } from 'knex';
import type { ChangeBus } from '../domain/ports/change-bus';
import type { EventStore } from '../domain/ports/event-store';
import { compareCheckpoints, parseCheckpoint, START, type Checkpoint } from '../domain/shared/event';
import type { Projector } from './projector';
import { createBatchApplier } from './runner/apply-batch';
import { createCheckpoints } from './runner/checkpoints';
import { followLog, type BatchTiming, type Following } from './runner/follow';
import { silentLogger, type RunnerLogger } from './runner/logger';
import { replayFromStart } from './runner/rebuild';
import { restoreDeferredIndexes } from './runner/deferred-indexes';
import { createCheckpointWaiters, createCommittedPoll } from './runner/waiting';

export { ProjectionTimeout } from './runner/waiting';
export type { BatchTiming } from './runner/follow';
export type { RunnerLogger } from './runner/logger';

export type ProjectionRunnerOptions = Readonly<{
  db: Knex;
  store: EventStore;
  bus: ChangeBus;
  projectors: readonly Projector[];
  /** Most events applied per transaction; default 500. */
  batchSize?: number;
  /**
   * Events read and applied per transaction by a rebuild; default 5,000. Nobody waits on a rebuild's
   * first events, so its pages are larger: fewer round trips and transactions per event.
   */
  rebuildBatchSize?: number;
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
/** `events`: how many events the projector applied during the replay; `ms`: its batch transactions' time in all. */
export type RebuildResult = Readonly<{ projector: string; events: number; ms: number; checkpoint: Checkpoint }>;

export type ProjectionRunner = Readonly<{
  start(): Promise<void>;
  /** Lets the batch in flight commit, then stops following the log. */
  stop(): Promise<void>;
  /** Empties the named projector's tables (all projectors when no name) and replays from position 0. */
  rebuild(name?: string): Promise<RebuildResult[]>;
  /**
   * Resolves once every projector, or each one named in `only`, has applied the log up to `checkpoint`
   * (read-your-writes). An unknown name is refused at once: it would otherwise wait for nothing.
   */
  waitFor(checkpoint: Checkpoint, timeoutMs: number, only?: readonly string[]): Promise<void>;
  status(): ProjectorStatus[];
  /** Calls `listener` after every live batch; returns the unsubscribe. */
  observe(listener: (timing: BatchTiming) => void): () => void;
}>;

const latest = (a: Checkpoint, b: Checkpoint) => (compareCheckpoints(a, b) >= 0 ? a : b);

/**
 * Follows the event log and keeps every projector's read model current (ARCHITECTURE.md "Read side").
 * The parts: checkpoints (runner/checkpoints.ts), one batch in one transaction per projector
 * (runner/apply-batch.ts), the follow loop (runner/follow.ts), the rebuild (runner/rebuild.ts) and
 * read-your-writes waits (runner/waiting.ts).
 */
export const createProjectionRunner = (options: ProjectionRunnerOptions): ProjectionRunner => {
  const { db, store, bus, projectors } = options;
  const batchSize = options.batchSize ?? 500;
  const logger = options.logger ?? silentLogger;
  const names = projectors.map((projector) => projector.name);
  if (names.length === 0) throw new Error('A projection runner needs at least one projector');
  if (new Set(names).size !== names.length) throw new Error(`Projector names must be unique: ${names.join(', ')}`);

  const checkpoints = createCheckpoints({
    db,
    names,
    logger,
    saveSkippedAfterMs: options.saveSkippedAfterMs ?? 250,
    moved: () => waiters.settle(),
  });
  const poll = createCommittedPoll(
    () => waiters.size > 0,
    () => following !== null,
    checkpoints.readCommitted,
  );
  const waiters = createCheckpointWaiters(checkpoints.passed, () => void poll());
  const applyToAll = createBatchApplier({ db, bus, logger, projectors, checkpoints });

  const observers = new Set<(timing: BatchTiming) => void>();
  const observe = (listener: (timing: BatchTiming) => void) => {
    observers.add(listener);
    return () => void observers.delete(listener);
  };

  let head: Checkpoint = START;
  const refreshHead = async () => {
    head = latest(head, await store.headCheckpoint().catch(() => head));
  };

  let following: Following | null = null;

  const start = async () => {
    if (following) return;
    // A rebuild that crashed left its read models without their plain indexes.
    await restoreDeferredIndexes(db);
    await checkpoints.load();
    await refreshHead();
    const headTimer = setInterval(() => void refreshHead(), options.headIntervalMs ?? 1_000);
    headTimer.unref();
    const { done, halt } = followLog({
      store,
      projectors,
      applyToAll,
      lowest: () => checkpoints.lowest(names),
      batchSize,
      minBatchIntervalMs: options.minBatchIntervalMs ?? 0,
      logger,
      observed: (timing) => observers.forEach((listener) => listener(timing)),
    });
    following = { done: done.finally(() => clearInterval(headTimer)), halt };
    logger.info({ projectors: status() }, 'projection runner started');
  };

  const stop = async () => {
    const current = following;
    if (!current) return;
    current.halt();
    await current.done;
    following = null;
    await checkpoints.saveSkipped();
  };

  const rebuild = async (name?: string): Promise<RebuildResult[]> => {
    const selected = name === undefined ? projectors : projectors.filter((projector) => projector.name === name);
    if (selected.length === 0) throw new Error(`Unknown projector '${name}'; known: ${names.join(', ')}`);
    const wasFollowing = following !== null;
    await stop();
    const applied = await replayFromStart({ db, store, checkpoints, applyToAll, batchSize: options.rebuildBatchSize ?? 5_000 }, selected);
    await refreshHead();
    logger.info({ rebuilt: selected.map((projector) => projector.name) }, 'projections rebuilt');
    if (wasFollowing) await start();
    return selected.map((projector, index) => ({
      projector: projector.name,
      events: applied[index]!.applied,
      ms: applied[index]!.ms,
      checkpoint: checkpoints.of(projector.name),
    }));
  };

  // Positions of the global log are numbered one per event, so their difference is the lag in events.
  const lagOf = (checkpoint: Checkpoint) =>
    compareCheckpoints(checkpoint, head) >= 0 ? 0 : Math.max(0, Number(parseCheckpoint(head)[1] - parseCheckpoint(checkpoint)[1]));

  const status = (): ProjectorStatus[] =>
    names.map((projector) => ({ projector, checkpoint: checkpoints.of(projector), lag: lagOf(checkpoints.of(projector)) }));

  const waitFor = (checkpoint: Checkpoint, timeoutMs: number, only?: readonly string[]) => {
    const unknown = only?.filter((name) => !names.includes(name)) ?? [];
    if (unknown.length > 0) return Promise.reject(new Error(`Unknown projector(s) ${unknown.join(', ')}; known: ${names.join(', ')}`));
    return waiters.waitFor(checkpoint, timeoutMs, only);
  };

  return { start, stop, rebuild, waitFor, status, observe };
};
