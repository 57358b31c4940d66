import { describe, expect, it } from 'vitest';
import { formatClockTime, formatTimeRange, shortMonthDay } from '../../web/src/lib/fair-schedule';

// spec 3 §2.5: a sponsor's fair card shows the short month and day and the time from start to start plus duration, en-US.
describe('fair schedule', () => {
  it('writes a clock time en-US', () => {
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime('14:30')).toBe('2:30 PM');
  });

  it('ends the range at start plus duration, across midnight too', () => {
    expect(formatTimeRange('10:00', 3, 30, 'EST')).toBe('10:00 AM - 1:30 PM EST');
    expect(formatTimeRange('23:00', 2, 0, 'PST')).toBe('11:00 PM - 1:00 AM PST');
  });

  it('reads the calendar date as written, whatever the local timezone', () => {
    expect(shortMonthDay('2026-12-03')).toEqual({ month: 'Dec', day: '3' });
    expect(shortMonthDay('2027-01-31')).toEqual({ month: 'Jan', day: '31' });
  });
});
