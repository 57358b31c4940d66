import { AUTH_MESSAGES, SIGN_IN_LOCKOUT } from '../../../../domain/auth/auth-messages';

// spec 1 §4.7: after 5 failed authentications the form locks for 15 minutes, then the counter resets;
// '{n} attempts remaining before temporary lockout.' shows after 1 to 4 failures. Kept in localStorage
// so a reload does not reset it; the server enforces the same lock, so clearing storage does not help.

export type LockoutState = Readonly<{ failures: number; lockedUntil: number | null }>;

export const LOCKOUT_STORAGE_KEY = 'jobfair.signInLockout';
export const NO_FAILURES: LockoutState = { failures: 0, lockedUntil: null };

export const LOCKOUT_TEXTS = {
  remaining: (n: number) => `${n} attempts remaining before temporary lockout.`,
  lockedBanner: 'Account temporarily locked due to multiple failed login attempts. Please try again in 15 minutes.',
  lockedError: AUTH_MESSAGES.locked,
} as const;

/** The state as it stands at `now`: an expired lock is over and the counter starts again. */
export const current = (state: LockoutState, now: number): LockoutState =>
  state.lockedUntil !== null && state.lockedUntil <= now ? NO_FAILURES : state;

export const isLocked = (state: LockoutState, now: number): boolean => {
  const live = current(state, now);
  return live.lockedUntil !== null;
};

/** One more failed authentication; the fifth locks. */
export const recordFailure = (state: LockoutState, now: number): LockoutState => {
  const live = current(state, now);
  if (live.lockedUntil !== null) return live;
  const failures = live.failures + 1;
  return failures >= SIGN_IN_LOCKOUT.maxFailures
    ? { failures, lockedUntil: now + SIGN_IN_LOCKOUT.durationMs }
    : { failures, lockedUntil: null };
};

/** The warning line while there have been 1 to 4 failures, else null. */
export const warningLine = (state: LockoutState, now: number): string | null => {
  const live = current(state, now);
  if (live.lockedUntil !== null || live.failures < 1) return null;
  return LOCKOUT_TEXTS.remaining(SIGN_IN_LOCKOUT.maxFailures - live.failures);
};

export const readLockout = (storage: Pick<Storage, 'getItem'> | undefined): LockoutState => {
  try {
    const parsed = JSON.parse(storage?.getItem(LOCKOUT_STORAGE_KEY) ?? 'null') as Partial<LockoutState> | null;
    if (!parsed || typeof parsed.failures !== 'number') return NO_FAILURES;
    return { failures: parsed.failures, lockedUntil: typeof parsed.lockedUntil === 'number' ? parsed.lockedUntil : null };
  } catch {
    return NO_FAILURES;
  }
};

export const writeLockout = (storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, state: LockoutState): void => {
  try {
    if (state.failures === 0 && state.lockedUntil === null) storage?.removeItem(LOCKOUT_STORAGE_KEY);
    else storage?.setItem(LOCKOUT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode may refuse storage; the server still enforces the lock.
  }
};
