// spec 3 §4 "Idle session" and §9: 20 minutes without activity signs out; a warning shows 2 minutes
// before, counting down each second; activity (debounced 1 s) resets the time; the time stands still
// while the tab is hidden or the window has lost focus. Pure, with time passed in, so it is tested alone.

export const IDLE_DEFAULTS = { timeoutMs: 1_200_000, warningMs: 120_000, activityDebounceMs: 1_000 } as const;
export type IdleSettings = Readonly<{ timeoutMs: number; warningMs: number; activityDebounceMs: number }>;

export type IdleClock = Readonly<{ idleMs: number; lastAt: number; paused: boolean; lastActivityAt: number }>;
export type IdlePhase = Readonly<{ kind: 'active' } | { kind: 'warning'; secondsLeft: number } | { kind: 'expired' }>;

export const startIdle = (now: number): IdleClock => ({ idleMs: 0, lastAt: now, paused: false, lastActivityAt: now });

/** Time passes; none is counted while paused. */
export const tick = (clock: IdleClock, now: number): IdleClock =>
  clock.paused ? { ...clock, lastAt: now } : { ...clock, idleMs: clock.idleMs + Math.max(0, now - clock.lastAt), lastAt: now };

export const phaseOf = (clock: IdleClock, settings: IdleSettings = IDLE_DEFAULTS): IdlePhase => {
  const left = settings.timeoutMs - clock.idleMs;
  if (left <= 0) return { kind: 'expired' };
  if (left <= settings.warningMs) return { kind: 'warning', secondsLeft: Math.ceil(left / 1000) };
  return { kind: 'active' };
};

/**
 * Mouse, keys, scroll, touch, click, wheel. Ignored within the debounce, and once the warning shows:
 * from then on only 'continue' (Enter or the button) keeps the session.
 */
export const activity = (clock: IdleClock, now: number, settings: IdleSettings = IDLE_DEFAULTS): IdleClock => {
  const counted = tick(clock, now);
  if (phaseOf(counted, settings).kind !== 'active') return counted;
  if (now - clock.lastActivityAt < settings.activityDebounceMs) return counted;
  return { ...counted, idleMs: 0, lastActivityAt: now };
};

/** 'Continue' in the warning: a fresh 20 minutes. */
export const resume = (clock: IdleClock, now: number): IdleClock => ({ ...tick(clock, now), idleMs: 0, lastActivityAt: now });

export const pause = (clock: IdleClock, now: number): IdleClock => (clock.paused ? clock : { ...tick(clock, now), paused: true });
export const unpause = (clock: IdleClock, now: number): IdleClock => (clock.paused ? { ...clock, paused: false, lastAt: now } : clock);

/** Test hooks like the spec's stored currentDate/currentTime: shorter limits from localStorage. */
export const idleSettingsFrom = (storage: Pick<Storage, 'getItem'> | undefined): IdleSettings => {
  const read = (key: string) => {
    const value = Number(storage?.getItem(key) ?? NaN);
    return Number.isFinite(value) && value > 0 ? value : null;
  };
  return {
    timeoutMs: read('jobfair.idleTimeoutMs') ?? IDLE_DEFAULTS.timeoutMs,
    warningMs: read('jobfair.idleWarningMs') ?? IDLE_DEFAULTS.warningMs,
    activityDebounceMs: IDLE_DEFAULTS.activityDebounceMs,
  };
};
