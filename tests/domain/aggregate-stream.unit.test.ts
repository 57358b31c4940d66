import { describe, expect, it } from 'vitest';
import type { EventStore, ReadStreamOptions } from '../../domain/ports/event-store';
import { presenceDecider, presenceStream, type PresenceStatus, type UserPresenceChanged } from '../../domain/presence/presence';
import { aggregateStream } from '../../domain/shared/aggregate-stream';
import type { Event, RecordedEvent } from '../../domain/shared/event';

const changedAt = '2026-11-22T10:00:00.000Z';
const metadata = { correlationId: 'c1', causationId: null, actorId: 'u1', actorRole: 'JobSeeker', at: changedAt };

/** An in-memory store holding the given streams; it answers reads only, as aggregateStream needs no more. */
const storeOf = (streams: Record<string, Event[]>): EventStore => {
  let position = 0n;
  const recorded = new Map(
    Object.entries(streams).map(([streamId, events]) => [
      streamId,
      events.map((event, revision): RecordedEvent => {
        position++;
        return { ...event, id: `e${position}`, streamId, revision: BigInt(revision), position, checkpoint: `1:${position}`, metadata };
      }),
    ]),
  );
  const unused = () => {
    throw new Error('not used by aggregateStream');
  };
  return {
    readStream: async <E extends Event>(streamId: string, { fromRevision = 0n }: ReadStreamOptions = {}) => {
      const events = (recorded.get(streamId) ?? []) as RecordedEvent<E>[];
      return { events: events.filter((event) => event.revision >= fromRevision), currentRevision: events.at(-1)?.revision ?? null };
    },
    append: unused,
    readEventsByIds: unused,
    readAll: unused,
    subscribeToAll: unused,
    headCheckpoint: unused,
    close: async () => {},
  };
};

const became = (presenceStatus: PresenceStatus, lastPresenceJobFairId: string | null = null): UserPresenceChanged => ({
  type: 'UserPresenceChanged',
  data: { userId: 'u1', presenceStatus, previousStatus: null, lastPresenceJobFairId, cause: 'Connected', changedAt },
});

describe('aggregateStream (emmett)', () => {
  it('folds the whole stream in order from the initial state, and tells its last revision and checkpoint', async () => {
    const store = storeOf({
      [presenceStream('u0')]: [became('LOGGED_IN')],
      [presenceStream('u1')]: [became('LOGGED_IN'), became('AWAY', 'fair-1'), became('DISCONNECTED', 'fair-2')],
    });

    expect(await aggregateStream(store, presenceStream('u1'), presenceDecider)).toEqual({
      // Away survives the disconnection only when the AWAY before it was folded first.
      state: { status: 'DISCONNECTED', jobFairId: 'fair-2', away: true },
      currentRevision: 2n,
      checkpoint: '1:4',
    });
  });

  it('answers the initial state, no revision and no checkpoint for a stream that does not exist', async () => {
    const store = storeOf({ [presenceStream('u0')]: [became('AWAY')] });

    expect(await aggregateStream(store, presenceStream('u1'), presenceDecider)).toEqual({
      state: presenceDecider.initialState(),
      currentRevision: null,
      checkpoint: null,
    });
  });
});
