/**
 * An entry route's loader waits for the reads its page opens with (the query options the page itself
 * reads), so the page renders with its data. A failed read is left for the page to show in its own words.
 */
export const awaitEntryReads = async (reads: ReadonlyArray<Promise<unknown>>): Promise<void> => {
  await Promise.allSettled(reads);
};
