import { beforeEach, describe, expect, it } from 'vitest';
import type { EnteredQueueView, MyQueueEntryView } from '../../domain/queue/queue-view';
import {
  enteredVersion,
  entriesListed,
  markEntered,
  socketOpened,
  subscribeEntered,
  withEntered,
} from '../../web/src/features/queue/api/entered-entries';

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
const listed = (id: string) => ({ id, jobFairId: fair.jobFairId, vjfpUserId: fair.seekerId, position: 2 }) as unknown as MyQueueEntryView;
const ids = (entries: MyQueueEntryView[]) => entries.map((entry) => entry.id);

/** The socket opens again and brings the fair's list: whatever was kept before is left to the server. */
const reconnected = () => {
  socketOpened();
  entriesListed(fair);
};
beforeEach(reconnected);

describe('entries the seeker entered from this browser, answered before the read models apply them', () => {
  it('are shown beside a list read before them, only in their own fair and for their own seeker', () => {
    markEntered(answer('a', '100:5'));
    // A push read before the entry was applied (the tab has seen changes up to 100:4) does not list it yet.
    expect(ids(withEntered([], { ...fair, pushedUpTo: '100:4' }))).toEqual(['a']);
    expect(ids(withEntered([listed('b')], { ...fair, pushedUpTo: null }))).toEqual(['b', 'a']);
    expect(withEntered([], { jobFairId: 'fair-2', seekerId: fair.seekerId, pushedUpTo: '100:4' })).toEqual([]);
    expect(withEntered([], { jobFairId: fair.jobFairId, seekerId: 'seeker-2', pushedUpTo: '100:4' })).toEqual([]);
  });

  it('are left to the server once its list holds them: a later list without them means they are gone', () => {
    markEntered(answer('a', '100:5'));
    const held = [listed('a')];
    expect(withEntered(held, { ...fair, pushedUpTo: '100:4' })).toBe(held);
    // Called, removed or left since: not brought back, however old the tab's checkpoint.
    expect(withEntered([], { ...fair, pushedUpTo: '100:4' })).toEqual([]);
  });

  it('are left to the server once the pushes have passed their checkpoint', () => {
    markEntered(answer('a', '100:5'));
    expect(withEntered([], { ...fair, pushedUpTo: '100:5' })).toEqual([]);
    expect(withEntered([], { ...fair, pushedUpTo: '99:9' })).toEqual([]);
  });

  it("stay while the socket opens again, and are left to the server once their fair's list arrives on it", () => {
    markEntered(answer('b', '200:1'));
    socketOpened();
    // The new socket's frames may claim an older checkpoint; until its list arrives the entry stays shown.
    expect(ids(withEntered([], { ...fair, pushedUpTo: '100:0' }))).toEqual(['b']);
    entriesListed({ jobFairId: 'fair-2', seekerId: fair.seekerId });
    entriesListed({ jobFairId: fair.jobFairId, seekerId: 'seeker-2' });
    expect(ids(withEntered([], { ...fair, pushedUpTo: '100:0' }))).toEqual(['b']);
    // Entered after the open: a list read on this socket may predate it, so it stays.
    markEntered(answer('c', '200:2'));
    entriesListed(fair);
    expect(ids(withEntered([], { ...fair, pushedUpTo: '100:0' }))).toEqual(['c']);
  });

  it('tell their readers when what is kept changes, and keep nothing of a pending answer', () => {
    const heard: number[] = [];
    const stop = subscribeEntered(() => heard.push(enteredVersion()));
    markEntered(answer('c', null));
    markEntered(answer('d', '300:1', null));
    expect(heard).toEqual([]);
    markEntered(answer('e', '300:2'));
    reconnected();
    stop();
    markEntered(answer('f', '300:3'));
    expect(heard).toHaveLength(2);
    expect(heard[1]).toBeGreaterThan(heard[0]!);
  });
});
