import type { Knex } from 'knex';
import type { DomainEvent } from '../../domain/events';
import type { ChangeBus } from '../../domain/ports/change-bus';
import { compareCheckpoints, type Checkpoint, type RecordedEvent } from '../../domain/shared/event';
import type { Projector } from '../projector';
import { claimBatch, type Checkpoints } from './checkpoints';
import type { RunnerLogger } from './logger';

/** A projector's transaction for one batch: time to get a connection, whole transaction, events applied; times in ms. */
export type BatchTransaction = Readonly<{ projector: string; connectionMs: number; transactionMs: number; applied: number }>;

export type Applied = Readonly<{ applied: number; transaction?: BatchTransaction }>;

export type BatchApplierOptions = Readonly<{
  db: Knex;
  bus: ChangeBus;
  logger: RunnerLogger;
  projectors: readonly Projector[];
  checkpoints: Checkpoints;
}>;

/**
 * Applies a batch of the log to projectors. A projector's effects and its checkpoint commit in one
 * transaction, so a crash at any point neither loses nor doubles an effect; its change notice goes out
 * only after that commit. Each projector commits on its own; the first failure is rethrown after the
 * others settle.
 */
export const createBatchApplier = ({ db, bus, logger, projectors, checkpoints }: BatchApplierOptions) => {
  const handled = new Map(projectors.map((projector) => [projector.name, new Set<string>(projector.handles)]));
  const handles = (projector: Projector, event: RecordedEvent) => handled.get(projector.name)!.has(event.type);

  const publish = async (projector: Projector, keys: Set<string>, checkpoint: Checkpoint) => {
    if (keys.size === 0) return;
    // The rows are committed: a lost notice only delays a push until the client's next resync.
    await bus
      .publish({ model: projector.name, keys: [...keys], checkpoint })
      .catch((error: unknown) => logger.error({ err: error, projector: projector.name }, 'change notice not published'));
  };

  /** The events of an ordered page past `checkpoint`: a suffix, found without comparing every event (27 projectors × 5,000 events a page). */
  const after = (events: readonly RecordedEvent[], checkpoint: Checkpoint) => {
    const first = events.findIndex((event) => compareCheckpoints(event.checkpoint, checkpoint) > 0);
    return first < 0 ? [] : events.slice(first);
  };

  /** Applies the events past the projector's checkpoint and advances it, in one transaction. */
  const applyBatch = async (projector: Projector, events: readonly RecordedEvent[], rebuilding: boolean): Promise<Applied> => {
    const fresh = after(events, checkpoints.of(projector.name));
    const last = fresh.at(-1)?.checkpoint;
    if (!last) return { applied: 0 };
    if (!fresh.some((event) => handles(projector, event))) {
      checkpoints.passOver(projector.name, last);
      return { applied: 0 };
    }
    const keys = new Set<string>();
    let applied = 0;
    const asked = performance.now();
    let connected = asked;
    const committed = await db.transaction(async (trx) => {
      connected = performance.now();
      // A rebuild is redone from 0 after a crash, so its commits need not wait for the disk.
      if (rebuilding) await trx.raw('SET LOCAL synchronous_commit = off');
      const claim = await claimBatch(trx, projector.name, last);
      if ('committedBefore' in claim) return claim.committedBefore;
      const todo = after(fresh, claim.from).filter((event) => handles(projector, event)) as unknown as RecordedEvent<DomainEvent>[];
      if (projector.applyAll) for (const key of await projector.applyAll(trx, todo)) keys.add(key);
      else for (const event of todo) for (const key of await projector.apply(trx, event)) keys.add(key);
      applied = todo.length;
      return last;
    });
    const transaction = { projector: projector.name, connectionMs: connected - asked, transactionMs: performance.now() - asked, applied };
    checkpoints.committed(projector.name, committed);
    await publish(projector, keys, committed);
    return { applied, transaction };
  };

  /** `rebuilding`: a replay from 0 (runner/rebuild.ts), not the live log. */
  return async (some: readonly Projector[], events: readonly RecordedEvent[], rebuilding = false): Promise<Applied[]> => {
    const results = await Promise.allSettled(some.map((projector) => applyBatch(projector, events, rebuilding)));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    return results.map((result) => (result.status === 'fulfilled' ? result.value : { applied: 0 }));
  };
};

export type ApplyToAll = ReturnType<typeof createBatchApplier>;
