/**
 * How long a test's command answers wait for their read models: a loaded machine lags far longer than the
 * platform's 5 s, and an answer read from a read model not yet caught up would fail the test, not the product.
 */
export const TEST_READ_YOUR_WRITES_MS = 60_000;

/** How long a wait for a state may last before the test fails: set for a slow day, only a failure reaches it. */
export const SLOW_DAY_MS = 60_000;

/** Waits for a condition (events become visible only after older transactions end: wait, never assume). */
export const until = async (check: () => Promise<boolean>, what: string, { tries = 1_200, everyMs = 50 } = {}): Promise<void> => {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`timed out waiting for ${what}`);
};
