import { describe, expect, it } from 'vitest';
import type { ReportTimelineEvent } from '../../domain/report/report-history';
import { foldStaffingHistory, seriesOf, staffingNow } from '../../domain/report/staffing-history';

// The staffing view and plots as a fold (docs/metrics.md): what the fairStaffing projector writes in rows,
// here in memory with the same evolve (domain/report/fair-staffing-model.ts);
// tests/command-api/fair-report-history.int.test.ts compares the two over HTTP.
const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 10, 23, 15, minute, second)).toISOString();
let position = 0;
const event = (type: ReportTimelineEvent['type'], data: Record<string, unknown>) =>
  ({ type, data, position: String(++position), streamId: 's', at: '', actorId: null, actorRole: null }) as ReportTimelineEvent;
const ids = (boothId: string) => ({ jobFairId: 'fair', boothId, queueId: boothId });
const entered = (entryId: string, boothId: string, minute: number) =>
  event('QueueEntered', { ...ids(boothId), entryId, seekerId: entryId, enteredAt: at(minute) });
const called = (entryId: string, boothId: string, minute: number) =>
  event('InterviewAssigned', { ...ids(boothId), entryId, seekerId: entryId, assignedAt: at(minute) });
const availability = (recruiterId: string, boothId: string, isAvailableForChat: boolean, minute: number) =>
  event('RecruiterAvailabilityChanged', { ...ids(boothId), recruiterId, isAvailableForChat, changedAt: at(minute) });

describe('the staffing fold', () => {
  it('counts waiting until called or gone, and a returned call waits again', () => {
    const history = foldStaffingHistory([
      entered('e1', 'a', 0),
      entered('e2', 'a', 1),
      called('e1', 'a', 3),
      event('CandidateReturnedToFront', {
        ...ids('a'),
        entryId: 'e1',
        seekerId: 'e1',
        sessionId: 's1',
        displaced: null,
        returnedAt: at(4),
      }),
      event('QueueLeft', { ...ids('a'), entryId: 'e2', seekerId: 'e2', reason: 'LEFT', leftBy: 'e2', leftAt: at(6) }),
    ]);
    expect(staffingNow(history, 'a')).toEqual({ waiting: 1, available: 0 });
    // Two buckets: 15:00 (last 2 waiting after the return, peak 2), 15:05 (1 after e2 left).
    expect(seriesOf(history, null).staffing).toEqual([
      { at: at(0), waiting: 2, peakWaiting: 2, available: 0 },
      { at: at(5), waiting: 1, peakWaiting: 1, available: 0 },
    ]);
  });

  it('moves a recruiter between booths, and fills quiet buckets with the last numbers', () => {
    const history = foldStaffingHistory([availability('r1', 'a', true, 0), availability('r1', 'b', true, 11)]);
    expect([staffingNow(history, 'a'), staffingNow(history, 'b'), staffingNow(history, null)]).toEqual([
      { waiting: 0, available: 0 },
      { waiting: 0, available: 1 },
      { waiting: 0, available: 1 },
    ]);
    expect(seriesOf(history, 'a').staffing.map((point) => [point.at, point.available])).toEqual([
      [at(0), 1],
      [at(5), 1],
      [at(10), 0],
    ]);
  });

  it('bins waits from called-at minus entered-at, with the median between the middle two', () => {
    const history = foldStaffingHistory([
      entered('e1', 'a', 0),
      entered('e2', 'a', 0),
      called('e1', 'a', 1),
      called('e2', 'a', 8),
      event('InterviewStarted', { ...ids('a'), sessionId: 's1', candidateId: 'e1', recruiterId: 'r1', interviewStartedAt: at(2) }),
      event('InterviewStarted', { ...ids('a'), sessionId: 's2', candidateId: 'e2', recruiterId: 'r1', interviewStartedAt: at(16) }),
    ]);
    const series = seriesOf(history, 'a');
    expect(series.waits.medianMinutes).toBe(4.5);
    expect(series.waits.called).toBe(2);
    expect(series.waits.bins.filter((bin) => bin.candidates > 0).map((bin) => bin.label)).toEqual(['1–2 min', '5–10 min']);
    expect(series.interviewsPer15Minutes).toEqual([
      { at: at(0), interviews: 1 },
      { at: at(15), interviews: 1 },
    ]);
  });
});
