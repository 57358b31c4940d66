import { describe, expect, it } from 'vitest';
import { boothQueueDecider, type BoothQueueEvent } from '../../domain/queue/booth-queue';
import {
  presenceDecider,
  presenceRank,
  type ChangePresence,
  type PresenceStatus,
  type UserPresenceChanged,
} from '../../domain/presence/presence';
import { deciderSpec } from '../support/decider-spec';

const now = '2026-11-22T10:00:00.000Z';
const change = (cause: ChangePresence['data']['cause'], extra: Partial<ChangePresence['data']> = {}): ChangePresence => ({
  type: 'ChangePresence',
  data: { userId: 'u1', cause, jobFairId: null, now, ...extra },
});
const was = (presenceStatus: PresenceStatus, lastPresenceJobFairId: string | null = null): UserPresenceChanged => ({
  type: 'UserPresenceChanged',
  data: { userId: 'u1', presenceStatus, previousStatus: null, lastPresenceJobFairId, cause: 'Connected', changedAt: now },
});
const became = (
  presenceStatus: PresenceStatus,
  previousStatus: PresenceStatus | null,
  cause: ChangePresence['data']['cause'],
  lastPresenceJobFairId: string | null = null,
): UserPresenceChanged => ({
  type: 'UserPresenceChanged',
  data: { userId: 'u1', presenceStatus, previousStatus, lastPresenceJobFairId, cause, changedAt: now },
});

describe('presence (spec 1 §4.4)', () => {
  const spec = deciderSpec(presenceDecider);

  it('a first connection or sign-in is LOGGED_IN; AWAY and LOGGED_IN are kept, anything else becomes LOGGED_IN', () => {
    spec
      .given([])
      .when(change('Connected'))
      .then([became('LOGGED_IN', null, 'Connected')]);
    spec
      .given([was('AWAY')])
      .when(change('SignedIn'))
      .then([]);
    spec
      .given([was('LOGGED_IN')])
      .when(change('Connected'))
      .then([]);
    spec
      .given([was('DISCONNECTED')])
      .when(change('Connected'))
      .then([became('LOGGED_IN', 'DISCONNECTED', 'Connected')]);
    spec
      .given([was('LOGGED_OUT')])
      .when(change('SignedIn'))
      .then([became('LOGGED_IN', 'LOGGED_OUT', 'SignedIn')]);
  });

  it('the last connection closing is DISCONNECTED, but a signed-out user stays LOGGED_OUT', () => {
    spec
      .given([was('AWAY')])
      .when(change('Disconnected'))
      .then([became('DISCONNECTED', 'AWAY', 'Disconnected')]);
    spec
      .given([was('LOGGED_OUT')])
      .when(change('Disconnected'))
      .then([]);
    spec
      .given([was('LOGGED_IN')])
      .when(change('SignedOut'))
      .then([became('LOGGED_OUT', 'LOGGED_IN', 'SignedOut')]);
  });

  it('records the fair the user looks at, and keeps it when none is named', () => {
    spec
      .given([was('LOGGED_IN')])
      .when(change('Connected', { jobFairId: 'f1' }))
      .then([became('LOGGED_IN', 'LOGGED_IN', 'Connected', 'f1')]);
    spec
      .given([was('LOGGED_IN', 'f1')])
      .when(change('Disconnected'))
      .then([became('DISCONNECTED', 'LOGGED_IN', 'Disconnected', 'f1')]);
  });

  it('a user who chose AWAY comes back AWAY after a reload or a network drop, but not after signing out', () => {
    const chose = became('AWAY', 'LOGGED_IN', 'Chosen');
    const dropped = became('DISCONNECTED', 'AWAY', 'Disconnected');
    spec
      .given([was('LOGGED_IN'), chose, dropped])
      .when(change('Connected'))
      .then([became('AWAY', 'DISCONNECTED', 'Connected')]);
    spec
      .given([was('LOGGED_IN'), chose, dropped])
      .when(change('SignedIn'))
      .then([became('AWAY', 'DISCONNECTED', 'SignedIn')]);
    spec
      .given([was('LOGGED_IN'), chose, became('LOGGED_OUT', 'AWAY', 'SignedOut')])
      .when(change('SignedIn'))
      .then([became('LOGGED_IN', 'LOGGED_OUT', 'SignedIn')]);
    spec
      .given([was('LOGGED_IN'), chose, became('LOGGED_IN', 'AWAY', 'Chosen'), became('DISCONNECTED', 'LOGGED_IN', 'Disconnected')])
      .when(change('Connected'))
      .then([became('LOGGED_IN', 'DISCONNECTED', 'Connected')]);
  });

  it('a user chooses AWAY or LOGGED_IN', () => {
    spec
      .given([was('LOGGED_IN')])
      .when(change('Chosen', { chosen: 'AWAY' }))
      .then([became('AWAY', 'LOGGED_IN', 'Chosen')]);
    spec
      .given([was('AWAY')])
      .when(change('Chosen', { chosen: 'AWAY' }))
      .then([]);
  });

  it('lists sort LOGGED_IN, NEXT_IN_QUEUE, IN_INTERVIEW, AWAY, DISCONNECTED, LOGGED_OUT, unknown last (spec 2 §3)', () => {
    const statuses = [null, 'LOGGED_OUT', 'BUSY', 'AWAY', 'DISCONNECTED', 'IN_INTERVIEW', 'NEXT_IN_QUEUE', 'LOGGED_IN'] as const;
    const sorted = [...statuses].sort((a, b) => presenceRank(a) - presenceRank(b));
    expect(sorted.slice(0, 6)).toEqual(['LOGGED_IN', 'NEXT_IN_QUEUE', 'IN_INTERVIEW', 'AWAY', 'DISCONNECTED', 'LOGGED_OUT']);
    expect(new Set(sorted.slice(6))).toEqual(new Set([null, 'BUSY']));
  });
});

describe('the server removes a candidate (lost connection, sign-out)', () => {
  const spec = deciderSpec(boothQueueDecider);
  const ids = { queueId: 'b1', boothId: 'b1', jobFairId: 'f1', organizationId: 'o1' };
  const entered = (seekerId: string, minute: number): BoothQueueEvent => ({
    type: 'QueueEntered',
    data: {
      ...ids,
      entryId: `e-${seekerId}`,
      seekerId,
      score: 1,
      maxScore: 1,
      priority: 2,
      answers: [],
      enteredAt: `2026-11-22T10:0${minute}:00.000Z`,
    },
  });
  const next = (seekerId: string): BoothQueueEvent => ({
    type: 'NextInQueueChosen',
    data: { ...ids, entryId: `e-${seekerId}`, seekerId, chosenAt: now },
  });
  const assigned: BoothQueueEvent = {
    type: 'InterviewAssigned',
    data: { ...ids, entryId: 'e-ann', seekerId: 'ann', score: 1, maxScore: 1, recruiterId: 'r1', sessionId: 's1', assignedAt: now },
  };
  const remove = (seekerId: string, reason: 'ConnectionLost' | 'SignedOut', onlyWaiting: boolean) => ({
    type: 'RemoveCandidate' as const,
    data: { ...ids, actorId: 'server', now, seekerId, reason, onlyWaiting },
  });

  it('takes a waiting candidate out with the reason, and the one behind becomes next', () => {
    spec
      .given([entered('ann', 1), next('ann'), entered('bob', 2)])
      .when(remove('ann', 'ConnectionLost', true))
      .then([
        { type: 'QueueLeft', data: { ...ids, entryId: 'e-ann', seekerId: 'ann', reason: 'ConnectionLost', leftBy: 'server', leftAt: now } },
        { type: 'NextInQueueChosen', data: { ...ids, entryId: 'e-bob', seekerId: 'bob', chosenAt: now } },
      ]);
  });

  it('leaves a called candidate alone when only waiting ones may go, and appends nothing for someone not in the queue', () => {
    spec
      .given([entered('ann', 1), next('ann'), assigned])
      .when(remove('ann', 'ConnectionLost', true))
      .then([]);
    spec
      .given([entered('ann', 1)])
      .when(remove('zoe', 'SignedOut', false))
      .then([]);
  });

  it('sign-out takes out even a called candidate', () => {
    spec
      .given([entered('ann', 1), next('ann'), assigned])
      .when(remove('ann', 'SignedOut', false))
      .then([
        { type: 'QueueLeft', data: { ...ids, entryId: 'e-ann', seekerId: 'ann', reason: 'SignedOut', leftBy: 'server', leftAt: now } },
      ]);
  });

  it('calls the first waiting candidate who is not passed over; the one passed over keeps their place', () => {
    spec
      .given([entered('ann', 1), next('ann'), entered('bob', 2)])
      .when({ type: 'AssignInterview', data: { ...ids, actorId: 'server', now, recruiterId: 'r1', sessionId: 's1', passOver: ['ann'] } })
      .then([
        {
          type: 'InterviewAssigned',
          data: { ...ids, entryId: 'e-bob', seekerId: 'bob', score: 1, maxScore: 1, recruiterId: 'r1', sessionId: 's1', assignedAt: now },
        },
      ]);
    spec
      .given([entered('ann', 1), next('ann')])
      .when({ type: 'AssignInterview', data: { ...ids, actorId: 'server', now, recruiterId: 'r1', sessionId: 's1', passOver: ['ann'] } })
      .then([]);
  });
});
