/** A writer parked just before COMMIT: its rows are written (and its transaction id taken) but not visible. */
export type HeldAppend = Readonly<{
  /** Resolves once the held append has written its rows and waits to commit. */
  reached: Promise<void>;
  /** Lets it commit, or roll back (the append then rejects). */
  release: (outcome?: 'commit' | 'abort') => void;
}>;

/** Holds the next append to `streamId` open inside its transaction until released. */
export type HoldOpen = (streamId: string) => HeldAppend;

export class HeldAppendAborted extends Error {
  constructor(streamId: string) {
    super(`Append to ${streamId} aborted by the test`);
  }
}

/**
 * Bridges an adapter's before-commit hook to holdOpen, so tests hold transactions open through the
 * real append code path rather than a hand-written transaction.
 */
export const createCommitGate = () => {
  const gates = new Map<string, { reached: () => void; released: Promise<'commit' | 'abort'> }>();

  const holdOpen: HoldOpen = (streamId) => {
    let reached!: () => void;
    let release!: (outcome: 'commit' | 'abort') => void;
    const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
    const released = new Promise<'commit' | 'abort'>((resolve) => (release = resolve));
    gates.set(streamId, { reached, released });
    return { reached: reachedPromise, release: (outcome = 'commit') => release(outcome) };
  };

  const beforeCommit = async ({ streamId }: { streamId: string }): Promise<void> => {
    const gate = gates.get(streamId);
    if (!gate) return;
    gates.delete(streamId);
    gate.reached();
    if ((await gate.released) === 'abort') throw new HeldAppendAborted(streamId);
  };

  return { holdOpen, beforeCommit };
};
