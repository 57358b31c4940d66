import { setFlagsFromString } from 'node:v8';
import { StartFailure } from './start-failure';

/** How far past what the last full collection kept V8 may grow the heap before collecting again, in percent. */
export const DEFAULT_HEAP_GROWING_PERCENT = 30;

/**
 * The percent HEAP_GROWING_PERCENT asks for, or the default; 0 leaves V8's own factor.
 *
 * V8 lets the old generation grow to up to four times what survived its last full collection before it
 * collects again (the factor follows how cheap collection is beside the program, and on a server mostly
 * waiting on sockets it is the highest). At a fair's opening, 10,000 websockets that keep 11.5 KiB of live
 * heap each left 50-57 KiB of RSS each behind, most of it garbage of the connection phase that no full
 * collection had reached yet (docs/benchmarks.md "Memory per idle connection").
 */
export const heapGrowingPercent = (env: NodeJS.ProcessEnv): number => {
  const raw = env.HEAP_GROWING_PERCENT?.trim();
  if (!raw) return DEFAULT_HEAP_GROWING_PERCENT;
  const percent = Number(raw);
  if (!Number.isInteger(percent) || percent < 0 || percent > 1_000)
    throw new StartFailure(`HEAP_GROWING_PERCENT must be a whole number from 0 to 1000 (0 leaves V8's own choice), got '${raw}'.`);
  return percent;
};

/** Sets V8's heap growth for this process (every thread's heap); V8 reads it at each full collection. */
export const limitHeapGrowth = (percent: number): void => {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
};
