import { describe, expect, it } from 'vitest';
import {
  current,
  isLocked,
  NO_FAILURES,
  readLockout,
  recordFailure,
  warningLine,
  writeLockout,
  type LockoutState,
} from '../../web/src/features/auth/sign-in-lockout';

// spec 1 §4.7: 5 failures lock the form for 15 minutes; the warning shows after 1 to 4.
const MINUTE = 60_000;

const failTimes = (n: number, at = 0): LockoutState => {
  let state = NO_FAILURES;
  for (let i = 0; i < n; i += 1) state = recordFailure(state, at);
  return state;
};

describe('sign-in lockout', () => {
  it('warns with the attempts left after 1 to 4 failures', () => {
    expect(warningLine(NO_FAILURES, 0)).toBeNull();
    expect([1, 2, 3, 4].map((n) => warningLine(failTimes(n), 0))).toEqual([
      '4 attempts remaining before temporary lockout.',
      '3 attempts remaining before temporary lockout.',
      '2 attempts remaining before temporary lockout.',
      '1 attempts remaining before temporary lockout.',
    ]);
  });

  it('locks at the fifth failure for 15 minutes, without a warning, then starts again', () => {
    const locked = failTimes(5, 1000);
    expect(isLocked(locked, 1000)).toBe(true);
    expect(warningLine(locked, 1000)).toBeNull();
    expect(isLocked(locked, 1000 + 15 * MINUTE - 1)).toBe(true);
    expect(isLocked(locked, 1000 + 15 * MINUTE)).toBe(false);
    expect(current(locked, 1000 + 15 * MINUTE)).toEqual(NO_FAILURES);
    expect(recordFailure(locked, 2000)).toEqual(locked);
  });

  it('survives a reload through storage, and tolerates garbage', () => {
    const memory = new Map<string, string>();
    const storage = {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
      removeItem: (k: string) => void memory.delete(k),
    };
    writeLockout(storage, failTimes(3));
    expect(readLockout(storage)).toEqual({ failures: 3, lockedUntil: null });
    writeLockout(storage, NO_FAILURES);
    expect(memory.size).toBe(0);
    memory.set('jobfair.signInLockout', '{not json');
    expect(readLockout(storage)).toEqual(NO_FAILURES);
  });
});
