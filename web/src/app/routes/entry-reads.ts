/**
 * An entry route's loader waits for the reads its page opens with (the query options the page itself
 * reads), so the page renders with its data. A failed read is left for the page to show in its own words.
 * The interview routes have none on purpose: Join must close the incoming-call modal at once (spec 1 §4.5),
 * so the room opens before its session is read and shows its own waiting state.
 */
export const awaitEntryReads = async (reads: ReadonlyArray<Promise<unknown>>): Promise<void> => {
  await Promise.allSettled(reads);
};
