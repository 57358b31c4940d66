import { describe, expect, it } from 'vitest';
import { defaultJobFair, selectedJobFair, sortByStart } from '../../web/src/features/jobfairs/job-fair-selection';

const fair = (id: string, startDate: string, startTime = '10:00', timezone = 'EST') => ({
  id,
  startDate,
  startTime,
  timezone,
  durationHours: 3,
  durationMinutes: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const now = new Date('2026-06-10T12:00:00-04:00');

describe('job fair selector default (spec 1 §2.4)', () => {
  it('picks the earliest fair that starts in the future', () => {
    const fairs = [fair('past', '2026-05-01'), fair('later', '2026-09-01'), fair('sooner', '2026-07-01')];
    expect(defaultJobFair(fairs, now)?.id).toBe('sooner');
  });

  it('compares start instants, timezones included', () => {
    // 11:30 EDT is 15:30Z; 10:45 EST is 15:45Z, so the EDT fair starts first.
    const fairs = [fair('est', '2026-07-01', '10:45', 'EST'), fair('edt', '2026-07-01', '11:30', 'EDT')];
    expect(defaultJobFair(fairs, now)?.id).toBe('edt');
  });

  it('counts a running fair as not yet past, so it wins over a later one', () => {
    const fairs = [fair('later', '2026-07-01'), fair('running', '2026-06-10', '11:00', 'EDT')];
    expect(defaultJobFair(fairs, now)?.id).toBe('running');
  });

  it('falls back to the first by start date when every fair has ended', () => {
    const fairs = [fair('b', '2026-05-02'), fair('a', '2026-05-01')];
    expect(defaultJobFair(fairs, now)?.id).toBe('a');
  });

  it('has no default without fairs', () => {
    expect(defaultJobFair([], now)).toBeNull();
  });

  it("keeps the user's pick while it exists", () => {
    const fairs = [fair('past', '2026-05-01'), fair('future', '2026-07-01')];
    expect(selectedJobFair(fairs, 'past', now)?.id).toBe('past');
    expect(selectedJobFair(fairs, 'deleted', now)?.id).toBe('future');
  });

  it('orders cards by start date and time ascending (spec 1 §9)', () => {
    const fairs = [fair('c', '2026-07-02', '09:00'), fair('b', '2026-07-01', '13:00'), fair('a', '2026-07-01', '09:30')];
    expect(sortByStart(fairs).map(({ id }) => id)).toEqual(['a', 'b', 'c']);
  });
});
