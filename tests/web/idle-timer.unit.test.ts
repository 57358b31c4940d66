import { describe, expect, it } from 'vitest';
import {
  activity,
  idleSettingsFrom,
  IDLE_DEFAULTS,
  pause,
  phaseOf,
  resume,
  startIdle,
  tick,
  unpause,
} from '../../web/src/features/idle-timeout/idle-timer';

// spec 3 §4 "Idle session", §9: 20 minutes, warning 2 minutes before, per-second countdown, paused while hidden.
const MIN = 60_000;

describe('idle timer', () => {
  it('warns 2 minutes before 20 idle minutes, counting seconds, then expires', () => {
    const start = startIdle(0);
    expect(phaseOf(tick(start, 18 * MIN - 1))).toEqual({ kind: 'active' });
    expect(phaseOf(tick(start, 18 * MIN))).toEqual({ kind: 'warning', secondsLeft: 120 });
    expect(phaseOf(tick(start, 19 * MIN + 59_500))).toEqual({ kind: 'warning', secondsLeft: 1 });
    expect(phaseOf(tick(start, 20 * MIN))).toEqual({ kind: 'expired' });
  });

  it('activity resets the time, at most once a second, and not once the warning shows', () => {
    let clock = tick(startIdle(0), 10 * MIN);
    clock = activity(clock, 10 * MIN);
    expect(phaseOf(tick(clock, 27 * MIN))).toEqual({ kind: 'active' });
    const debounced = activity(tick(clock, 10 * MIN + 500), 10 * MIN + 500);
    expect(debounced.idleMs).toBe(500);
    const warned = tick(clock, 28 * MIN + 1000);
    expect(phaseOf(activity(warned, 28 * MIN + 1000)).kind).toBe('warning');
    expect(phaseOf(tick(resume(warned, 28 * MIN + 1000), 46 * MIN))).toEqual({ kind: 'active' });
  });

  it('stands still while the tab is hidden or the window has lost focus', () => {
    let clock = tick(startIdle(0), 5 * MIN);
    clock = pause(clock, 5 * MIN);
    clock = tick(clock, 60 * MIN);
    expect(clock.idleMs).toBe(5 * MIN);
    clock = unpause(clock, 90 * MIN);
    expect(phaseOf(tick(clock, 90 * MIN + 12 * MIN))).toEqual({ kind: 'active' });
    expect(phaseOf(tick(clock, 90 * MIN + 15 * MIN))).toEqual({ kind: 'expired' });
  });

  it('takes shorter limits from storage for tests, the spec defaults otherwise', () => {
    expect(idleSettingsFrom(undefined)).toEqual(IDLE_DEFAULTS);
    const storage = { getItem: (key: string) => ({ 'jobfair.idleTimeoutMs': '8000', 'jobfair.idleWarningMs': '5000' })[key] ?? null };
    expect(idleSettingsFrom(storage)).toMatchObject({ timeoutMs: 8000, warningMs: 5000 });
    expect(idleSettingsFrom({ getItem: () => 'nonsense' })).toEqual(IDLE_DEFAULTS);
  });
});
