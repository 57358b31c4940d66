/**
 * How long a wait for a state may last before the test fails: set for a slow day, only a failure reaches it. Test
 * platforms also let a command's answer wait this long for its read models (the platform's 5 s answers from a
 * lagging read model on a loaded machine, and the test would fail, not the product).
 */
export const SLOW_DAY_MS = 60_000;

/** Waits for a condition (events become visible only after older transactions end: wait, never assume). */
export const until = async (check: () => Promise<boolean>, what: string, { tries = 1_200, everyMs = 50 } = {}): Promise<void> => {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`timed out waiting for ${what}`);
};
