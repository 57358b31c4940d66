import { describe, expect, it } from 'vitest';
import type { EnteredQueueView, MyQueueEntryView } from '../../domain/queue/queue-view';
import { markEntered, withEntered } from '../../web/src/features/queue/api/entered-entries';

const fair = { jobFairId: 'fair-1', seekerId: 'seeker-1' };
const answer = (id: string, checkpoint: string | null, position: number | null = 1): EnteredQueueView =>
  ({
    id,
    jobFairId: fair.jobFairId,
    vjfpUserId: fair.seekerId,
    boothId: `booth-${id}`,
    position,
    checkpoint,
  }) as unknown as EnteredQueueView;
const pushed = (id: string) => ({ id, jobFairId: fair.jobFairId, vjfpUserId: fair.seekerId, position: 2 }) as unknown as MyQueueEntryView;

describe('entries the seeker entered from this browser, answered before the read models apply them', () => {
  it('stay listed until the pushes pass their checkpoint; from then on the pushes say all', () => {
    markEntered(answer('a', '100:5'));
    // A push read before the entry was applied (the tab has seen changes up to 100:4) does not list it yet.
    expect(withEntered([], { ...fair, pushedUpTo: '100:4' }).map((entry) => entry.id)).toEqual(['a']);
    expect(withEntered([], { ...fair, pushedUpTo: null }).map((entry) => entry.id)).toEqual(['a']);
    // Another fair's or another seeker's list is not touched.
    expect(withEntered([], { jobFairId: 'fair-2', seekerId: fair.seekerId, pushedUpTo: '100:4' })).toEqual([]);
    expect(withEntered([], { jobFairId: fair.jobFairId, seekerId: 'seeker-2', pushedUpTo: '100:4' })).toEqual([]);
    // A push that lists it wins: its row, not the answer's, is shown.
    const listed = [pushed('a')];
    expect(withEntered(listed, { ...fair, pushedUpTo: '100:4' })).toBe(listed);
    // Once the pushes have passed the entry, a list without it means it is gone (called, removed): not brought back.
    expect(withEntered([], { ...fair, pushedUpTo: '100:5' })).toEqual([]);
    expect(withEntered([], { ...fair, pushedUpTo: '99:9' })).toEqual([]);
  });

  it('keeps nothing of a pending answer, which has no place for the pushes to be behind', () => {
    markEntered(answer('b', '200:1', null));
    markEntered(answer('c', null));
    expect(withEntered([], { ...fair, pushedUpTo: '100:0' })).toEqual([]);
  });
});
