import { describe, expect, it } from 'vitest';
import { currentTime, readTestClockOverride, serverClockOffset } from '../../web/src/lib/clock';

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('platform clock (spec 1 §4.1)', () => {
  it('uses the stored test date and time when both are present', () => {
    const override = readTestClockOverride(storage({ currentDate: '2026-06-10', currentTime: '09:30' }));
    expect(override?.getFullYear()).toBe(2026);
    expect(override?.getHours()).toBe(9);
    expect(override?.getMinutes()).toBe(30);
    expect(currentTime(override, 5_000, 0)).toBe(override);
  });

  it('ignores the override when one value is missing or unreadable', () => {
    expect(readTestClockOverride(storage({ currentDate: '2026-06-10' }))).toBeNull();
    expect(readTestClockOverride(storage({ currentDate: 'soon', currentTime: 'later' }))).toBeNull();
    expect(readTestClockOverride(null)).toBeNull();
  });

  it('otherwise follows the server clock through the measured offset', () => {
    // Sent at 1000, answered at 1200 (midway: 1100); the server said 6100 → 5000 ahead.
    const offset = serverClockOffset(1000, 1200, new Date(6100).toISOString());
    expect(offset).toBe(5000);
    expect(currentTime(null, offset, 10_000).getTime()).toBe(15_000);
  });
});
