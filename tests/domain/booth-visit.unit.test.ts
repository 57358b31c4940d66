import { describe, it } from 'vitest';
import { boothVisitDecider, type BoothVisited, type RecordBoothVisit } from '../../domain/report/booth-visit';
import { deciderSpec } from '../support/decider-spec';

// 'Unique booth visitors' (spec 2 §2.1 report): a seeker's first visit to a booth is an event, later ones are not.
const ids = { boothId: 'b1', jobFairId: 'f1', organizationId: 'o1', jobSeekerId: 's1' };
const visit = (now: string): RecordBoothVisit => ({ type: 'RecordBoothVisit', data: { ...ids, now } });
const visited = (at: string): BoothVisited => ({ type: 'BoothVisited', data: { ...ids, visitedAt: at } });
const spec = deciderSpec(boothVisitDecider);

describe('booth visit', () => {
  it('records the first visit with its time', () =>
    spec
      .given([])
      .when(visit('2026-11-22T16:00:00.000Z'))
      .then([visited('2026-11-22T16:00:00.000Z')]));
  it('records nothing for a later visit, so a person counts once', () =>
    spec
      .given([visited('2026-11-22T16:00:00.000Z')])
      .when(visit('2026-11-22T16:05:00.000Z'))
      .then([]));
});
