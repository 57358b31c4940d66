import { constants, PerformanceObserver } from 'node:perf_hooks';

const KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

export type GcPauses = Readonly<Record<string, Readonly<{ count: number; totalMs: number; longestMs: number }>>>;

/**
 * The pauses V8's collector made on this thread (the platform's main thread: API, gateway, process managers)
 * from now until `stop`, by kind. They are part of the event loop's delay: a long one holds every request.
 */
export const startGcAccount = () => {
  const pauses: Record<string, { count: number; totalMs: number; longestMs: number }> = {};
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // Node puts the collection's kind in `detail` (its typings leave it out of PerformanceEntry).
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      const kind = KINDS[detail?.kind ?? -1] ?? 'other';
      const account = (pauses[kind] ??= { count: 0, totalMs: 0, longestMs: 0 });
      account.count++;
      account.totalMs += entry.duration;
      account.longestMs = Math.max(account.longestMs, entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    stop: (): GcPauses => {
      observer.disconnect();
      return pauses;
    },
  };
};
