import { describe, expect, it } from 'vitest';
import { jobFairBadge, jobFairTimeStatus, jobFairStart } from '../../domain/jobfair/time-status';

const fair = { startDate: '2026-11-20', startTime: '10:00', timezone: 'EST', durationHours: 3, durationMinutes: 30 };
const at = (iso: string) => new Date(iso);

describe('job fair time status (spec 1 §4.1)', () => {
  it('reads EST as -05:00 and any other zone as -04:00', () => {
    expect(jobFairStart(fair).toISOString()).toBe('2026-11-20T15:00:00.000Z');
    expect(jobFairStart({ ...fair, timezone: 'PST' }).toISOString()).toBe('2026-11-20T14:00:00.000Z');
  });

  it.each([
    ['2026-11-20T14:59:59.999Z', 'Upcoming'],
    ['2026-11-20T15:00:00.000Z', 'Started'],
    ['2026-11-20T18:30:00.000Z', 'Started'],
    ['2026-11-20T18:30:00.001Z', 'ClosingSession'],
    ['2026-11-20T20:00:00.000Z', 'ClosingSession'],
    ['2026-11-20T20:00:00.001Z', 'Ended'],
  ])('at %s it is %s (bounds inclusive)', (now, status) => {
    expect(jobFairTimeStatus(fair, at(now))).toBe(status);
  });

  it('shows the countdown badge before the start, and Starting soon in the last minute', () => {
    expect(jobFairBadge(fair, at('2026-11-18T13:58:00Z'))).toEqual({ status: 'Upcoming', text: 'Starts in 2d 1h 2m', intent: 'success' });
    expect(jobFairBadge(fair, at('2026-11-20T14:59:30Z')).text).toBe('Starting soon...');
  });

  it('shows the time left while started, and the end date with the duration after it', () => {
    expect(jobFairBadge(fair, at('2026-11-20T16:00:00Z'))).toEqual({ status: 'Started', text: 'Ends in 2h 30m', intent: 'warning' });
    expect(jobFairBadge(fair, at('2026-11-21T00:00:00Z'))).toEqual({
      status: 'Ended',
      text: 'Ended on 11/20/2026 | Duration: 3h 30m',
      intent: 'danger',
    });
  });
});
