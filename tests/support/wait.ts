/** Waits for a condition (events become visible only after older transactions end: wait, never assume). */
export const until = async (check: () => Promise<boolean>, what: string, { tries = 1_200, everyMs = 50 } = {}): Promise<void> => {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`timed out waiting for ${what}`);
};
