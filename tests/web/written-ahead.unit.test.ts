import { beforeEach, describe, expect, it } from 'vitest';
import type { QueueEntryView } from '../../domain/queue/queue-view';
import type { WithCheckpoint } from '../../domain/http/read-your-writes';
import { liveQueryKey } from '../../web/src/lib/socket-client';
import { createWrittenAhead, writtenAhead, type WrittenRow } from '../../web/src/lib/written-ahead';
import { keepEntered } from '../../web/src/features/queue/api/enter-queue';
import { myQueueEntriesQueryKey } from '../../web/src/features/queue/api/get-my-queue-entries';

// The queue's use (a seeker's own entries) first: the rules were found there; then the same for any live list.
const fair = { jobFairId: 'fair-1', seekerId: 'seeker-1' };
const mine = myQueueEntriesQueryKey(fair.jobFairId, fair.seekerId);
const answer = (id: string, checkpoint: string | null, position: number | null = 1): WithCheckpoint<QueueEntryView> =>
  ({
    id,
    jobFairId: fair.jobFairId,
    vjfpUserId: fair.seekerId,
    boothId: `booth-${id}`,
    position,
    checkpoint,
  }) as unknown as WithCheckpoint<QueueEntryView>;
const listed = (id: string) => ({ id, jobFairId: fair.jobFairId, vjfpUserId: fair.seekerId, position: 2 }) as unknown as QueueEntryView;
const ids = (entries: readonly WrittenRow[]) => entries.map((entry) => entry.id);
const merged = (entries: QueueEntryView[], pushedUpTo: string | null, key = mine) => writtenAhead.merge(key, entries, pushedUpTo);

/** A socket opens, brings the fair's list and passes every checkpoint the tests use: nothing stays kept. */
const caughtUp = () => {
  writtenAhead.socketOpened();
  writtenAhead.listArrived(mine);
  writtenAhead.socketAdvanced('999999:0');
};
beforeEach(caughtUp);

describe('entries the seeker entered from this browser, answered before the read models apply them', () => {
  it('are shown beside a list read before them, only in their own fair and for their own seeker', () => {
    keepEntered(answer('a', '100:5'));
    // A push read before the entry was applied (the tab has seen changes up to 100:4) does not list it yet.
    expect(ids(merged([], '100:4'))).toEqual(['a']);
    expect(ids(merged([listed('b')], null))).toEqual(['b', 'a']);
    expect(merged([], '100:4', myQueueEntriesQueryKey('fair-2', fair.seekerId))).toEqual([]);
    expect(merged([], '100:4', myQueueEntriesQueryKey(fair.jobFairId, 'seeker-2'))).toEqual([]);
  });

  it('are left to the server once its list holds them: a later list without them means they are gone', () => {
    keepEntered(answer('a', '100:5'));
    const held = [listed('a')];
    expect(merged(held, '100:4')).toBe(held);
    // Called, removed or left since: not brought back, however old the tab's checkpoint.
    expect(merged([], '100:4')).toEqual([]);
  });

  it('are left to the server once the pushes have passed their checkpoint', () => {
    keepEntered(answer('a', '100:5'));
    expect(merged([], '100:5')).toEqual([]);
    expect(merged([], '99:9')).toEqual([]);
  });

  it("stay across a reconnect until their fair's list has come on the new socket and the socket has passed them", () => {
    keepEntered(answer('b', '200:1'));
    writtenAhead.socketOpened();
    // A frame of another subscription passes the entry before the list is read again: the cached list is the old socket's.
    writtenAhead.socketAdvanced('200:1');
    expect(ids(merged([], '200:1'))).toEqual(['b']);
    // The fresh list, read before the entry was applied (a reconnect quicker than the read models), still shows it.
    writtenAhead.listArrived(myQueueEntriesQueryKey('fair-2', fair.seekerId));
    writtenAhead.listArrived(mine);
    expect(ids(merged([], '200:0'))).toEqual(['b']);
    // Its checkpoint passed on this socket, the server's list says all (here: the entry was removed meanwhile).
    expect(merged([], '200:1')).toEqual([]);
  });

  it('are merged again when a frame of any subscription passes them', () => {
    const heard: number[] = [];
    const stop = writtenAhead.subscribe(() => heard.push(writtenAhead.version()));
    keepEntered(answer('c', '300:1'));
    writtenAhead.socketAdvanced('300:0');
    expect(heard).toHaveLength(1);
    writtenAhead.socketAdvanced('300:1');
    stop();
    expect(heard).toHaveLength(2);
    expect(merged([], '300:0')).toEqual([]);
  });

  it('tell their readers when what is kept changes, and keep nothing of a pending answer', () => {
    const heard: number[] = [];
    const stop = writtenAhead.subscribe(() => heard.push(writtenAhead.version()));
    keepEntered(answer('c', null));
    keepEntered(answer('d', '300:1', null));
    expect(heard).toEqual([]);
    keepEntered(answer('e', '300:2'));
    writtenAhead.socketAdvanced('300:2');
    stop();
    keepEntered(answer('f', '300:3'));
    expect(heard).toHaveLength(2);
    expect(heard[1]).toBeGreaterThan(heard[0]!);
  });
});

describe('rows removed from a live list by this browser', () => {
  const list = liveQueryKey('myInvitations', { jobFairId: 'fair-1', seekerId: 'seeker-1' });
  const row = (id: string) => ({ id, note: `row ${id}` });

  it('are dropped from every list read before the removal, however stale the push that brings them; other rows stay', () => {
    const rows = createWrittenAhead();
    const before = [row('a')];
    expect(rows.merge(list, before, null)).toBe(before);
    // Without a checkpoint (ids never written again), for the tab's life.
    rows.removed(list, 'a', null);
    rows.listArrived(list);
    rows.socketAdvanced('999999:0');
    expect(rows.merge(list, [row('a')], '999999:0')).toEqual([]);
    expect(ids(rows.merge(list, [row('a'), row('b')], '999999:0'))).toEqual(['b']);
  });

  it('stay dropped across a reconnect until the list has come on the new socket and the socket has passed the removal', () => {
    const rows = createWrittenAhead();
    rows.removed(list, 'a', '50:2');
    // A list read before the removal was applied lists it, and one read before the row was even written does not.
    expect(rows.merge(list, [row('a')], '50:1')).toEqual([]);
    expect(rows.merge(list, [], '50:1')).toEqual([]);
    expect(rows.merge(list, [row('a')], '50:1')).toEqual([]);
    rows.socketOpened();
    rows.socketAdvanced('50:2');
    expect(rows.merge(list, [row('a')], '50:2')).toEqual([]);
    rows.listArrived(list);
    rows.socketAdvanced('50:2');
    // Released: the server's list says all (here someone wrote the row again since).
    expect(ids(rows.merge(list, [row('a')], '50:2'))).toEqual(['a']);
  });

  it('are kept per list: the same id in another list is left alone, and a later add of the same row replaces the removal', () => {
    const rows = createWrittenAhead();
    const other = liveQueryKey('myInvitations', { jobFairId: 'fair-2', seekerId: 'seeker-1' });
    rows.removed(list, 'a', '60:1');
    expect(ids(rows.merge(other, [row('a')], null))).toEqual(['a']);
    rows.added(list, row('a'), '60:2');
    expect(ids(rows.merge(list, [], '60:1'))).toEqual(['a']);
  });
});
