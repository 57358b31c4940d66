import { SLOW_DAY_MS } from './wait';

/**
 * Re-reads until the value satisfies the check, for state that becomes true asynchronously (a
 * projection, a sweep, a close handled on another process). Fails with the last value seen.
 */
export const eventually = async <T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = SLOW_DAY_MS,
  what = 'condition',
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let last: T;
  for (;;) {
    last = await read();
    if (check(last)) return last;
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms; last value: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
