import { parseCheckpoint, type Checkpoint } from '../../domain/shared/event';

export class ProjectionTimeout extends Error {
  constructor(checkpoint: Checkpoint, timeoutMs: number) {
    super(`Read models did not reach checkpoint ${checkpoint} within ${timeoutMs} ms`);
    this.name = 'ProjectionTimeout';
  }
}

/**
 * Read-your-writes waits: each resolves once `passed(target, only)` holds when `settle()` is called, or
 * fails with ProjectionTimeout. `onWait` runs whenever a wait begins (e.g. to start polling).
 */
export const createCheckpointWaiters = (
  passed: (target: Checkpoint, only?: readonly string[]) => boolean,
  onWait: () => void = () => {},
) => {
  const waiters = new Set<{ target: Checkpoint; only?: readonly string[]; resolve: () => void }>();
  return {
    get size() {
      return waiters.size;
    },
    settle: () => waiters.forEach((waiter) => passed(waiter.target, waiter.only) && waiter.resolve()),
    /** `only`: the projectors to wait for (every one when absent). */
    waitFor: async (checkpoint: Checkpoint, timeoutMs: number, only?: readonly string[]): Promise<void> => {
      parseCheckpoint(checkpoint);
      if (passed(checkpoint, only)) return;
      await new Promise<void>((resolve, reject) => {
        const waiter = {
          target: checkpoint,
          only,
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
        onWait();
      });
    },
  };
};

export const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** How long the runner pauses before trying again after a failed batch or checkpoint save. */
export const RETRY_DELAY_MS = 1_000;
const WAIT_POLL_MS = 50;

/**
 * While anyone waits, reads the committed checkpoints back every 50 ms, but only when `readsLocally()`
 * is false: without a local runner following the log (another process projects), nothing else moves them.
 */
export const createCommittedPoll = (waiting: () => boolean, readsLocally: () => boolean, readCommitted: () => Promise<void>) => {
  let polling = false;
  return async () => {
    if (polling) return;
    polling = true;
    try {
      while (waiting()) {
        if (!readsLocally()) await readCommitted();
        await later(WAIT_POLL_MS);
      }
    } finally {
      polling = false;
    }
  };
};
