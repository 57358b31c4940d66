// spec 1 §7 and §9: failing HTTP requests are retried up to 3 times with exponential delay on network
// errors, retryable errors and status 429.
export const MAX_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 400;
const MAX_RETRY_AFTER_MS = 10_000;

/** 429 is named by the spec; 502/503/504 are the gateway answers that mean "try again". */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

export type AttemptOutcome = Readonly<{ kind: 'network' }> | Readonly<{ kind: 'status'; status: number; retryAfter?: string | null }>;

/** Whether to try again after `retriesDone` retries have already failed. */
export const shouldRetry = (outcome: AttemptOutcome, retriesDone: number): boolean =>
  retriesDone < MAX_RETRIES && (outcome.kind === 'network' || RETRYABLE_STATUSES.has(outcome.status));

/** Delay before retry number `retryIndex` (0-based): base, 2×base, 4×base; a short Retry-After wins when longer. */
export const retryDelayMs = (retryIndex: number, outcome: AttemptOutcome, baseMs: number = RETRY_BASE_DELAY_MS): number => {
  const exponential = baseMs * 2 ** retryIndex;
  const retryAfterSeconds = outcome.kind === 'status' && outcome.retryAfter ? Number(outcome.retryAfter) : Number.NaN;
  if (Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0) {
    return Math.max(exponential, Math.min(retryAfterSeconds * 1000, MAX_RETRY_AFTER_MS));
  }
  return exponential;
};
