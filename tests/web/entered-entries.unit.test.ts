import { beforeEach, describe, expect, it } from 'vitest';
import type { EnteredQueueView, MyQueueEntryView } from '../../domain/queue/queue-view';
import {
  enteredVersion,
  entriesListed,
  markEntered,
  socketAdvanced,
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

/** A socket opens, brings the fair's list and passes every checkpoint the tests use: nothing stays kept. */
const caughtUp = () => {
  socketOpened();
  entriesListed(fair);
  socketAdvanced('999999:0');
};
beforeEach(caughtUp);

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

  it("stay across a reconnect until their fair's list has come on the new socket and the socket has passed them", () => {
    markEntered(answer('b', '200:1'));
    socketOpened();
    // A frame of another subscription passes the entry before the list is read again: the cached list is the old socket's.
    socketAdvanced('200:1');
    expect(ids(withEntered([], { ...fair, pushedUpTo: '200:1' }))).toEqual(['b']);
    // The fresh list, read before the entry was applied (a reconnect quicker than the read models), still shows it.
    entriesListed({ jobFairId: 'fair-2', seekerId: fair.seekerId });
    entriesListed(fair);
    expect(ids(withEntered([], { ...fair, pushedUpTo: '200:0' }))).toEqual(['b']);
    // Its checkpoint passed on this socket, the server's list says all (here: the entry was removed meanwhile).
    expect(withEntered([], { ...fair, pushedUpTo: '200:1' })).toEqual([]);
  });

  it('are combined again when a frame of any subscription passes them', () => {
    const heard: number[] = [];
    const stop = subscribeEntered(() => heard.push(enteredVersion()));
    markEntered(answer('c', '300:1'));
    socketAdvanced('300:0');
    expect(heard).toHaveLength(1);
    socketAdvanced('300:1');
    stop();
    expect(heard).toHaveLength(2);
    expect(withEntered([], { ...fair, pushedUpTo: '300:0' })).toEqual([]);
  });

  it('tell their readers when what is kept changes, and keep nothing of a pending answer', () => {
    const heard: number[] = [];
    const stop = subscribeEntered(() => heard.push(enteredVersion()));
    markEntered(answer('c', null));
    markEntered(answer('d', '300:1', null));
    expect(heard).toEqual([]);
    markEntered(answer('e', '300:2'));
    socketAdvanced('300:2');
    stop();
    markEntered(answer('f', '300:3'));
    expect(heard).toHaveLength(2);
    expect(heard[1]).toBeGreaterThan(heard[0]!);
  });
});
