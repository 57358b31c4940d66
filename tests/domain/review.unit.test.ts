import { describe, it } from 'vitest';
import { REVIEW_TEXTS, reviewDecider, type ReviewEvent, type ReviewSubject } from '../../domain/interview/review';
import { Conflict, Forbidden, ValidationFailed } from '../../domain/shared/errors';
import { deciderSpec } from '../support/decider-spec';

// spec 1 §3 Review of a user, §7 reviewUsers: rating out of 5 and notes, one review per session and rater.
const subject: ReviewSubject = {
  interviewSessionId: 's1',
  jobFairId: 'f1',
  organizationId: 'o1',
  boothId: 'b1',
  boothName: 'Acme',
  candidateId: 'c1',
  recruiterId: 'r1',
  status: 'IN_PROGRESS',
};
const { candidateId: _c, recruiterId: _r, status: _s, ...where } = subject;
const now = '2026-11-22T16:30:00.000Z';
const saved = (ratedBy: string, vjfpUserId: string, rating: number | null, notes: string): ReviewEvent => ({
  type: 'ReviewSaved',
  data: { ...where, ratedBy, vjfpUserId, rating, notes, savedAt: now },
});
const save = (actorId: string, changes: Record<string, unknown>, status: ReviewSubject['status'] = 'IN_PROGRESS') => ({
  type: 'SaveReview' as const,
  data: { subject: { ...subject, status }, actorId, changes, now },
});

describe('review decider', () => {
  const spec = deciderSpec(reviewDecider);

  it('the recruiter rates the candidate; the candidate rates the company (the other participant is the rated user)', () => {
    spec
      .given([])
      .when(save('r1', { rating: 4, notes: 'Strong' }))
      .then([saved('r1', 'c1', 4, 'Strong')]);
    spec
      .given([])
      .when(save('c1', { rating: 5 }, 'ENDED'))
      .then([saved('c1', 'r1', 5, '')]);
  });

  it('PUT {rating} or {notes} keeps the other part; an autosave that changes nothing appends nothing', () => {
    spec
      .given([saved('r1', 'c1', 4, 'Strong')])
      .when(save('r1', { notes: 'Strong, curious' }))
      .then([saved('r1', 'c1', 4, 'Strong, curious')]);
    spec
      .given([saved('r1', 'c1', 4, 'Strong')])
      .when(save('r1', { rating: 2 }))
      .then([saved('r1', 'c1', 2, 'Strong')]);
    spec
      .given([saved('r1', 'c1', 4, 'Strong')])
      .when(save('r1', { notes: 'Strong' }))
      .then([]);
    spec
      .given([])
      .when(save('r1', { notes: 'typing...' }))
      .then([saved('r1', 'c1', null, 'typing...')]);
  });

  it('refuses ratings outside 1..5, over-long notes, outsiders and interviews that never started', () => {
    for (const rating of [0, 6, 2.5, '3'])
      spec
        .given([])
        .when(save('r1', { rating }))
        .thenThrows((e) => e instanceof ValidationFailed && e.fields[0]?.message === REVIEW_TEXTS.ratingRange);
    spec
      .given([])
      .when(save('r1', { notes: 'x'.repeat(2001) }))
      .thenThrows((e) => e instanceof ValidationFailed && e.fields[0]?.message === REVIEW_TEXTS.notesTooLong);
    spec
      .given([])
      .when(save('someone', { rating: 3 }))
      .thenThrows((e) => e instanceof Forbidden);
    spec
      .given([])
      .when(save('r1', { rating: 3 }, 'AWAITING'))
      .thenThrows((e) => e instanceof Conflict);
  });
});
