import { describe, expect, it } from 'vitest';
import type { MyQueueEntryView } from '../../domain/queue/queue-view';
import { markLeft, withoutLeft } from '../../web/src/features/queue/api/left-entries';

const entry = (id: string) => ({ id, boothId: `booth-${id}`, position: 1 }) as unknown as MyQueueEntryView;

describe('entries the seeker left from this browser', () => {
  it('are dropped from every later list, however stale the push that brings them; other entries stay', () => {
    const before = [entry('a')];
    expect(withoutLeft(before)).toBe(before);

    markLeft('a');
    // A push read before the leave was applied still lists it: the seeker never sees it come back.
    expect(withoutLeft([entry('a')])).toEqual([]);
    // The next enter is a new entry (a new id), shown as soon as it arrives.
    expect(withoutLeft([entry('a'), entry('b')]).map((kept) => kept.id)).toEqual(['b']);
  });
});
