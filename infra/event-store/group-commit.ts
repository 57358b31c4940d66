export type GroupCommitOptions = Readonly<{
  /** Batches sent at once; an arrival waits only while this many are in flight. */
  maxInFlight: number;
  /** Items per batch at most. */
  maxBatch: number;
}>;

type Waiting<Item, Result> = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };

/**
 * Group commit, as Postgres does it for WAL flushes: nothing waits on purpose. While fewer than
 * `maxInFlight` batches are out, what has arrived goes at once (arrivals of one tick together); once they
 * are all out, arrivals queue and the next free slot takes up to `maxBatch` of them in one `commit` call.
 * Under light load an append is sent alone, as before; under load commits are shared.
 * `commit` answers one result per item, in order; if it throws, every item of its batch rejects.
 */
export const createGroupCommit = <Item, Result>(
  commit: (items: readonly Item[]) => Promise<readonly Result[]>,
  { maxInFlight, maxBatch }: GroupCommitOptions,
) => {
  const queue: Waiting<Item, Result>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const send = async (batch: readonly Waiting<Item, Result>[]) => {
    try {
      const results = await commit(batch.map(({ item }) => item));
      batch.forEach(({ resolve }, index) => resolve(results[index]!));
    } catch (error) {
      batch.forEach(({ reject }) => reject(error));
    }
  };

  const pump = () => {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) {
      // What is waiting is spread over the free slots: each batch runs on its own connection, so the
      // database works on them side by side instead of one long batch on one backend.
      const batch = queue.splice(0, Math.min(maxBatch, Math.ceil(queue.length / (maxInFlight - inFlight))));
      inFlight++;
      void send(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  };

  return (item: Item): Promise<Result> =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(pump);
      }
    });
};
