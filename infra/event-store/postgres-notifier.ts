import type pg from 'pg';

/**
 * Least time between two notifications of one store. The projection runner gathers 100 ms of the log
 * into a batch under load anyway, and every other listener also polls; one NOTIFY per append was a
 * round trip per command (docs/benchmarks.md).
 */
const NOTIFY_SPACING_MS = 10;

/**
 * NOTIFY after commit, coalesced: at most one notifying statement in flight per store, and at most one
 * per `spacingMs`; appends that commit meanwhile share the next. After a quiet spell the first append
 * notifies at once. A transaction that NOTIFYs holds a cluster-wide lock through its commit flush, so
 * NOTIFY inside every append serialises all commits (docs/benchmarks.md); this keeps appends
 * group-committing. A notification lost to a crash is covered by the subscribers' poll.
 */
export const createCommitNotifier = (pool: pg.Pool, channel: string, spacingMs = NOTIFY_SPACING_MS) => {
  let inFlight: Promise<void> | null = null;
  let again = false;
  let sentAt = -Infinity;

  const send = async () => {
    do {
      const wait = sentAt + spacingMs - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // Appends that committed while this waited are covered by the notification about to go.
      again = false;
      sentAt = performance.now();
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
