import { proxy } from 'valtio';
import { CLOCK_REFRESH_MS, currentTime, readTestClockOverride } from '../lib/clock';

// Live client state: the platform clock, refreshed every second (spec 1 §4.1, §9).
export const clockStore = proxy<{ offsetMs: number; now: number }>({ offsetMs: 0, now: Date.now() });

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

const tick = () => {
  clockStore.now = currentTime(readTestClockOverride(storage()), clockStore.offsetMs, Date.now()).getTime();
};

export const setServerClockOffset = (offsetMs: number): void => {
  clockStore.offsetMs = offsetMs;
  tick();
};

/** Starts the one-second ticker; returns the stop function. */
export const startClock = (): (() => void) => {
  tick();
  const timer = setInterval(tick, CLOCK_REFRESH_MS);
  return () => clearInterval(timer);
};
