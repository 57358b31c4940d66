import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long the self-service answers that must not tell a known address from an unknown one take at least
 * (forgot password, resend the confirmation code): longer than issuing a code and handing a mail to the
 * outbox or a mail relay usually takes, short beside a form a person submits once. Wall time, not the
 * platform clock: it is about what a stopwatch outside can see.
 */
export const SELF_SERVICE_ANSWER_MS = 500;

/** Runs `work` and settles (either way) no sooner than `floorMs` after it began. */
export const atEvenPace = async <T>(floorMs: number, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
};
