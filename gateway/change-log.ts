import { compareCheckpoints, type Checkpoint } from '../domain/shared/event';

/**
 * Bounded memory of recent change notices: the newest checkpoint per change key. `floor` is the
 * checkpoint up to which the log may have forgotten things; a client that saw less than the floor
 * cannot be told precisely what it missed.
 */
export type ChangeLog = Readonly<{
  record(key: string, checkpoint: Checkpoint): void;
  /** Whether `key` changed after `since`; null when the log cannot tell (since is below the floor). */
  changedSince(key: string, since: Checkpoint): boolean | null;
  /** The floor is unknown until the gateway has read the head checkpoint at start. */
  setFloor(checkpoint: Checkpoint): void;
  size(): number;
}>;

export const createChangeLog = (maxKeys: number): ChangeLog => {
  const newest = new Map<string, Checkpoint>();
  let floor: Checkpoint | null = null;

  const raiseFloor = (checkpoint: Checkpoint) => {
    if (floor === null || compareCheckpoints(checkpoint, floor) > 0) floor = checkpoint;
  };

  return {
    record(key, checkpoint) {
      const known = newest.get(key);
      if (known !== undefined && compareCheckpoints(known, checkpoint) >= 0) return;
      // Re-inserting keeps the Map in update order, so the first entry is the stalest one to evict.
      newest.delete(key);
      newest.set(key, checkpoint);
      while (newest.size > maxKeys) {
        const [oldestKey, oldestCheckpoint] = newest.entries().next().value as [string, Checkpoint];
        newest.delete(oldestKey);
        raiseFloor(oldestCheckpoint);
      }
    },
    changedSince(key, since) {
      if (floor === null || compareCheckpoints(since, floor) < 0) return null;
      const known = newest.get(key);
      return known !== undefined && compareCheckpoints(known, since) > 0;
    },
    setFloor: raiseFloor,
    size: () => newest.size,
  };
};
