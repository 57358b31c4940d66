import { parseCheckpoint, type Checkpoint } from '../domain/shared/event';

export class ProjectionTimeout extends Error {
  constructor(checkpoint: Checkpoint, timeoutMs: number) {
    super(`Read models did not reach checkpoint ${checkpoint} within ${timeoutMs} ms`);
    this.name = 'ProjectionTimeout';
  }
}

/**
 * Read-your-writes waits: each resolves once `passed(target)` holds when `settle()` is called, or
 * fails with ProjectionTimeout. `onWait` runs whenever a wait begins (e.g. to start polling).
 */
export const createCheckpointWaiters = (passed: (target: Checkpoint) => boolean, onWait: () => void = () => {}) => {
  const waiters = new Set<{ target: Checkpoint; resolve: () => void }>();
  return {
    get size() {
      return waiters.size;
    },
    settle: () => waiters.forEach((waiter) => passed(waiter.target) && waiter.resolve()),
    waitFor: async (checkpoint: Checkpoint, timeoutMs: number): Promise<void> => {
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
        onWait();
      });
    },
  };
};
