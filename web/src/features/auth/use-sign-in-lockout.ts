import { useCallback, useEffect, useState } from 'react';
import {
  current,
  isLocked,
  NO_FAILURES,
  readLockout,
  recordFailure,
  warningLine,
  writeLockout,
  type LockoutState,
} from './sign-in-lockout';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The sign-in lockout of spec 1 §4.7 for the form: the warning, the lock, and when it ends (re-rendered then). */
export const useSignInLockout = () => {
  const [state, setState] = useState<LockoutState>(() => readLockout(storage()));
  const [now, setNow] = useState(() => Date.now());

  const update = useCallback((next: (at: number) => LockoutState) => {
    const at = Date.now();
    const value = next(at);
    writeLockout(storage(), value);
    setNow(at);
    setState(value);
  }, []);

  // Re-render when the lock ends, so the form opens again by itself.
  useEffect(() => {
    if (state.lockedUntil === null) return undefined;
    const timer = setTimeout(() => update((at) => current(state, at)), Math.max(0, state.lockedUntil - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [state, update]);

  return {
    locked: isLocked(state, now),
    failuresSoFar: current(state, now).failures,
    warning: warningLine(state, now),
    failed: () => update((at) => recordFailure(state, at)),
    succeeded: () => update(() => NO_FAILURES),
  };
};
