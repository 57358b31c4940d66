import type pg from 'pg';

/**
 * NOTIFY after commit, coalesced: at most one notifying statement in flight per store, and one more
 * if appends committed meanwhile. A transaction that NOTIFYs holds a cluster-wide lock through its
 * commit flush, so NOTIFY inside every append serialises all commits (docs/benchmarks.md); this
 * keeps appends group-committing. A notification lost to a crash is covered by the subscribers' poll.
 */
export const createCommitNotifier = (pool: pg.Pool, channel: string) => {
  let inFlight: Promise<void> | null = null;
  let again = false;

  const send = async () => {
    do {
      again = false;
      await pool.query('SELECT pg_notify($1, $2)', [channel, '']).catch(() => {});
    } while (again);
  };

  return {
    notify(): void {
      if (inFlight) {
        again = true;
        return;
      }
      inFlight = send().finally(() => (inFlight = null));
    },
    /** Waits for the last notification so none runs on a pool the caller is about to end. */
    async flush(): Promise<void> {
      await inFlight;
    },
  };
};
