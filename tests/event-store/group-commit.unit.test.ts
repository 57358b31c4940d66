import { describe, expect, it } from 'vitest';
import { createGroupCommit } from '../../infra/event-store/group-commit';

/** A commit the test finishes by hand, recording the batches it was given. */
const manualCommit = () => {
  const batches: number[][] = [];
  const finish: (() => void)[] = [];
  const commit = (items: readonly number[]) => {
    batches.push([...items]);
    return new Promise<number[]>((resolve, reject) =>
      finish.push(() => (items.includes(-1) ? reject(new Error('batch failed')) : resolve(items.map((item) => item * 10)))),
    );
  };
  const settle = async () => {
    while (finish.length > 0) finish.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { batches, commit, settle };
};

describe('group commit', () => {
  it('spreads what waits over the free slots, at most maxBatch at a time, and queues while every slot is out', async () => {
    const { batches, commit, settle } = manualCommit();
    const append = createGroupCommit(commit, { maxInFlight: 2, maxBatch: 2 });
    const first = [append(1), append(2)];
    await new Promise((resolve) => setTimeout(resolve, 0));
    const queued = [3, 4, 5, 6, 7].map(append);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Two slots, two arrivals: one each, side by side. 3–7 wait for a slot.
    expect(batches).toEqual([[1], [2]]);
    await settle();
    expect(batches).toEqual([[1], [2], [3, 4], [5, 6]]);
    await settle();
    expect(batches).toEqual([[1], [2], [3, 4], [5, 6], [7]]);
    await settle();
    expect(await Promise.all([...first, ...queued])).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it('sends what arrives in one tick as one batch when one slot is free', async () => {
    const { batches, commit, settle } = manualCommit();
    const append = createGroupCommit(commit, { maxInFlight: 1, maxBatch: 32 });
    const all = [append(1), append(2), append(3)];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(batches).toEqual([[1, 2, 3]]);
    await settle();
    expect(await Promise.all(all)).toEqual([10, 20, 30]);
  });

  it('rejects every item of a failed batch and only those', async () => {
    const { commit, settle } = manualCommit();
    const append = createGroupCommit(commit, { maxInFlight: 1, maxBatch: 10 });
    const failing = [append(-1), append(2)];
    await new Promise((resolve) => setTimeout(resolve, 0));
    const later = append(3);
    const outcomes = Promise.allSettled([...failing, later]);
    await settle();
    await settle();
    expect((await outcomes).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(await later).toBe(30);
  });
});
