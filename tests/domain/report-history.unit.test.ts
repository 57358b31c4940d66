import { describe, expect, it } from 'vitest';
import {
  boothMetricsOf,
  conversationsOf,
  foldReportHistory,
  resumesOf,
  traceOf,
  type ReportTimelineEvent,
} from '../../domain/report/report-history';

// The report's definitions (docs/metrics.md) as a fold: each person or session counts once, by the event
// that first made it count; only the recruiter's own review is the rating; only applicants are logins.
const fair = 'fair-1';
const booth = 'booth-1';
const other = 'booth-2';
let position = 0;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 15, minute)).toISOString();
const event = (type: ReportTimelineEvent['type'], data: Record<string, unknown>, minute: number, actorId: string | null = null) =>
  ({
    type,
    data,
    position: String(++position),
    streamId: `s-${position}`,
    at: at(minute),
    actorId,
    actorRole: null,
  }) as ReportTimelineEvent;
const ids = { jobFairId: fair, boothId: booth, organizationId: 'org', queueId: booth };
const session = (sessionId: string, candidateId: string, recruiterId: string) => ({ ...ids, sessionId, candidateId, recruiterId });

const events: ReportTimelineEvent[] = [
  event('UserPresenceChanged', { userId: 'ann', presenceStatus: 'LOGGED_IN', lastPresenceJobFairId: fair }, 1, 'ann'),
  event('UserPresenceChanged', { userId: 'ann', presenceStatus: 'AWAY', lastPresenceJobFairId: fair }, 2, 'ann'),
  event('UserPresenceChanged', { userId: 'bob', presenceStatus: 'DISCONNECTED', lastPresenceJobFairId: fair }, 2, 'bob'),
  event('UserPresenceChanged', { userId: 'cat', presenceStatus: 'LOGGED_IN', lastPresenceJobFairId: 'another-fair' }, 2, 'cat'),
  event('UserPresenceChanged', { userId: 'rita', presenceStatus: 'LOGGED_IN', lastPresenceJobFairId: fair }, 2, 'rita'),
  event('BoothVisited', { ...ids, jobSeekerId: 'ann', visitedAt: at(3) }, 3, 'ann'),
  event('BoothVisited', { ...ids, boothId: other, jobSeekerId: 'ann', visitedAt: at(3) }, 3, 'ann'),
  event('QueueEntered', { ...ids, seekerId: 'ann', entryId: 'e1', enteredAt: at(4) }, 4, 'ann'),
  event('QueueEntered', { ...ids, seekerId: 'ann', entryId: 'e2', enteredAt: at(9) }, 9, 'ann'),
  event('InterviewOffered', { ...session('s1', 'ann', 'rita'), offeredAt: at(5) }, 5),
  event('InterviewStarted', { ...session('s1', 'ann', 'rita'), interviewStartedAt: at(6) }, 6, 'ann'),
  event('ReviewSaved', { ...ids, interviewSessionId: 's1', ratedBy: 'rita', rating: 4, notes: 'Good', savedAt: at(7) }, 7, 'rita'),
  event('ReviewSaved', { ...ids, interviewSessionId: 's1', ratedBy: 'ann', rating: 1, notes: 'Rushed', savedAt: at(7) }, 7, 'ann'),
  event('ReviewSaved', { ...ids, interviewSessionId: 's1', ratedBy: 'rita', rating: 5, notes: 'Better', savedAt: at(8) }, 8, 'rita'),
  event('InterviewOffered', { ...session('s2', 'ann', 'rita'), offeredAt: at(10) }, 10),
  event(
    'BoothResumeSaved',
    { ...ids, id: 'r1', jobSeekerId: 'ann', fileName: 'a.pdf', jobTitle: 'Dev', notes: 'One', savedAt: at(11) },
    11,
    'ann',
  ),
  event(
    'BoothResumeSaved',
    { ...ids, id: 'r1', jobSeekerId: 'ann', fileName: 'b.pdf', jobTitle: 'Lead', notes: 'Two', savedAt: at(12) },
    12,
    'ann',
  ),
];
const applicants = new Set(['ann', 'bob', 'cat']);
const isApplicant = (userId: string) => applicants.has(userId);

describe('the report as a fold of its events', () => {
  const history = foldReportHistory(fair, events);

  it('counts each person or session once, applicants only for logins, and only joined sessions as interviews', () => {
    expect(boothMetricsOf(history, booth, isApplicant)).toEqual({
      jobSeekerLogins: 1,
      boothVisitors: 1,
      jobSeekersEnteredBooth: 1,
      boothInterviews: 1,
      resumesLeftAtBooth: 1,
      interviewsByRecruiter: { rita: 1 },
    });
    expect(boothMetricsOf(history, other, isApplicant)).toMatchObject({ boothVisitors: 1, boothInterviews: 0 });
  });

  it('traces a figure to the events that made it count, as many as it counts', () => {
    const positions = (list: ReportTimelineEvent[]) => list.map((item) => item.position);
    expect(positions(traceOf(history, booth, 'jobSeekerLogins', {}, isApplicant))).toEqual([events[0]!.position]);
    expect(positions(traceOf(history, booth, 'jobSeekersEnteredBooth', {}, isApplicant))).toEqual([events[7]!.position]);
    expect(positions(traceOf(history, booth, 'boothInterviews', {}, isApplicant))).toEqual([events[10]!.position]);
    expect(traceOf(history, booth, 'interviewsByRecruiter', { recruiterId: 'ravi' }, isApplicant)).toEqual([]);
    expect(positions(traceOf(history, booth, 'resumesLeftAtBooth', {}, isApplicant))).toEqual([events[15]!.position]);
    // A rating: every save of the recruiter's review, not the candidate's review of the recruiter.
    expect(positions(traceOf(history, booth, 'rating', { sessionId: 's1' }, isApplicant))).toEqual([
      events[11]!.position,
      events[13]!.position,
    ]);
  });

  it("shows each conversation with the recruiter's latest rating, and each drop-off as last saved", () => {
    expect(conversationsOf(history, booth)).toEqual([
      { id: 's1', candidateId: 'ann', recruiterId: 'rita', createdAt: at(5), interviewStartedAt: at(6), rating: 5, notes: 'Better' },
    ]);
    expect(resumesOf(history, booth)).toEqual([
      { id: 'r1', jobSeekerId: 'ann', fileName: 'b.pdf', jobTitle: 'Lead', notes: 'Two', createdAt: at(11), updatedAt: at(12) },
    ]);
  });

  it('stands at any moment: the events up to it, and nothing later', () => {
    const early = foldReportHistory(
      fair,
      events.filter((item) => item.at <= at(7)),
    );
    expect(boothMetricsOf(early, booth, isApplicant)).toMatchObject({ boothInterviews: 1, resumesLeftAtBooth: 0 });
    expect(conversationsOf(early, booth)[0]).toMatchObject({ rating: 4, notes: 'Good' });
    expect(boothMetricsOf(foldReportHistory(fair, []), booth, isApplicant)).toEqual({
      jobSeekerLogins: 0,
      boothVisitors: 0,
      jobSeekersEnteredBooth: 0,
      boothInterviews: 0,
      resumesLeftAtBooth: 0,
      interviewsByRecruiter: {},
    });
  });
});
