import type { EventStore } from '../../domain/ports/event-store';
import type { Checkpoint } from '../../domain/shared/event';
import type { Projector } from '../projector';
import type { ApplyToAll, BatchTransaction } from './apply-batch';
import { batches } from './batches';
import type { RunnerLogger } from './logger';
import { later, RETRY_DELAY_MS } from './waiting';

/** How one batch went, for measuring the read side (the fair benchmark); times in ms. */
export type BatchTiming = Readonly<{
  events: number;
  first: Checkpoint;
  last: Checkpoint;
  /** From the end of the previous batch until this one was in hand (waiting for the log). */
  waitedMs: number;
  /** From having the batch until every projector committed it. */
  applyMs: number;
  /** Projectors that opened a transaction for it. */
  transactions: readonly BatchTransaction[];
}>;

export type FollowOptions = Readonly<{
  store: EventStore;
  projectors: readonly Projector[];
  applyToAll: ApplyToAll;
  /** Where to subscribe from: the lowest checkpoint any projector committed. */
  lowest: () => Checkpoint;
  batchSize: number;
  minBatchIntervalMs: number;
  logger: RunnerLogger;
  observed: (timing: BatchTiming) => void;
}>;

export type Following = Readonly<{ done: Promise<void>; halt: () => void }>;

/**
 * Subscribes to the log and applies it batch by batch until halted. After a failed batch it waits and
 * subscribes again from the last committed checkpoints, so nothing applied is applied twice.
 */
export const followLog = (options: FollowOptions): Following => {
  const { store, projectors, applyToAll, batchSize, minBatchIntervalMs, logger } = options;
  let halt!: () => void;
  let isHalted = false;
  const halted = new Promise<void>((resolve) => (halt = resolve)).then(() => void (isHalted = true));

  const follow = async () => {
    while (!isHalted) {
      const subscription = store.subscribeToAll({ fromCheckpoint: options.lowest(), batchSize });
      try {
        let since = performance.now();
        for await (const batch of batches(subscription, batchSize, halted)) {
          const started = performance.now();
          const results = await applyToAll(projectors, batch);
          const ended = performance.now();
          options.observed({
            events: batch.length,
            first: batch[0]!.checkpoint,
            last: batch.at(-1)!.checkpoint,
            waitedMs: started - since,
            applyMs: ended - started,
            transactions: results.flatMap((result) => (result.transaction ? [result.transaction] : [])),
          });
          // Under load a longer gap gathers more events per batch: fewer transactions and change notices.
          const gather = minBatchIntervalMs - (performance.now() - started);
          if (gather > 0) await Promise.race([later(gather), halted]);
          since = performance.now();
        }
      } catch (error) {
        if (isHalted) break;
        logger.error({ err: error }, 'projection batch failed; retrying from the last committed checkpoints');
        await Promise.race([later(RETRY_DELAY_MS), halted]);
      } finally {
        await subscription.close();
      }
    }
  };

  return { done: follow(), halt };
};
