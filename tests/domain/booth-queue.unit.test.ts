import { describe, expect, it } from 'vitest';
import {
  boothQueueDecider,
  orderQueue,
  type BoothQueueEvent,
  type EnterQueue,
  type QueueLeaveReason,
} from '../../domain/queue/booth-queue';
import { AlreadyInAQueue, ThresholdNotMet } from '../../domain/queue/queue-errors';
import { estimateWaitMs, queuePriority } from '../../domain/queue/queue-rules';
import { queueSeatDecider } from '../../domain/queue/queue-seat';
import { AVAILABILITY_NEEDS_RUNNING_FAIR, recruiterAvailabilityDecider } from '../../domain/queue/recruiter-availability';
import { QUEUE_TEXTS } from '../../domain/queue/queue-texts';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../domain/shared/errors';
import { deciderSpec } from '../support/decider-spec';

const spec = deciderSpec(boothQueueDecider);
const ids = { queueId: 'b1', boothId: 'b1', jobFairId: 'f1', organizationId: 'o1' };
const questions = [
  { id: 'q1', name: 'Do you hold a degree?', rank: 0 },
  { id: 'q2', name: 'Can you relocate?', rank: 1 },
  { id: 'q3', name: 'Do you know TypeScript?', rank: 2 },
];
const t = (minute: number) => `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`;
const yes = (...ids: string[]) => questions.map((q) => ({ questionId: q.id, answer: ids.includes(q.id) }));

const enter = (
  seekerId: string,
  minute: number,
  answers = yes('q1', 'q2', 'q3'),
  overrides: Partial<EnterQueue['data']> = {},
): EnterQueue => ({
  type: 'EnterQueue',
  data: {
    ...ids,
    actorId: seekerId,
    now: t(minute),
    actorRoles: ['Applicant'],
    fair: { isActivated: true, timeStatus: 'Started' },
    questions,
    answers,
    minimumScore: 0,
    entryId: `e-${seekerId}`,
    seekerId,
    ...overrides,
  },
});
const entered = (seekerId: string, minute: number, score: number, answers = yes('q1', 'q2', 'q3')): BoothQueueEvent => ({
  type: 'QueueEntered',
  data: {
    ...ids,
    entryId: `e-${seekerId}`,
    seekerId,
    score,
    maxScore: 3,
    priority: queuePriority(score, 3),
    answers,
    enteredAt: t(minute),
  },
});
const next = (seekerId: string, minute: number): BoothQueueEvent => ({
  type: 'NextInQueueChosen',
  data: { ...ids, entryId: `e-${seekerId}`, seekerId, chosenAt: t(minute) },
});
const left = (seekerId: string, minute: number, reason: QueueLeaveReason = 'Left', by = seekerId): BoothQueueEvent => ({
  type: 'QueueLeft',
  data: { ...ids, entryId: `e-${seekerId}`, seekerId, reason, leftBy: by, leftAt: t(minute) },
});

describe('booth queue decider', () => {
  it('scores Yes answers, sets priority = maxScore - score + 2, and makes the first candidate next in queue (spec 2 §5, spec 1 §4.6)', () => {
    spec
      .given([])
      .when(enter('s1', 1))
      .then([entered('s1', 1, 3), next('s1', 1)]);
    expect(queuePriority(1, 3)).toBe(4);
  });

  it('a later candidate waits behind the one already next, whatever their score', () => {
    const answers = yes('q1');
    spec
      .given([entered('s1', 1, 3), next('s1', 1)])
      .when(enter('s2', 2, answers))
      .then([entered('s2', 2, 1, answers)]);
  });

  it('orders by priority then entry time, with the next in queue first at priority 0', () => {
    const history = [entered('s1', 1, 0, yes()), next('s1', 1), entered('s2', 2, 1, yes('q1')), entered('s3', 3, 3), entered('s4', 4, 3)];
    const state = history.reduce(boothQueueDecider.evolve, boothQueueDecider.initialState());
    expect(orderQueue(state).map((entry) => [entry.seekerId, entry.priority])).toEqual([
      ['s1', 0],
      ['s3', 2],
      ['s4', 2],
      ['s2', 4],
    ]);
  });

  it('entering twice answers with the place already held (nothing appended)', () => {
    spec
      .given([entered('s1', 1, 3), next('s1', 1)])
      .when(enter('s1', 5))
      .then([]);
  });

  it('admits only Applicants', () => {
    spec
      .given([])
      .when(enter('r1', 1, undefined, { actorRoles: ['Recruiter'] }))
      .thenThrows((e) => e instanceof Forbidden && e.message === QUEUE_TEXTS.onlyApplicants);
  });

  it('admits only while the fair is activated and Started (spec 2 §4 Enabling)', () => {
    spec
      .given([])
      .when(enter('s1', 1, undefined, { fair: { isActivated: false, timeStatus: 'Started' } }))
      .thenThrows((e) => e instanceof Conflict);
    for (const timeStatus of ['Upcoming', 'ClosingSession', 'Ended'] as const)
      spec
        .given([])
        .when(enter('s1', 1, undefined, { fair: { isActivated: true, timeStatus } }))
        .thenThrows((e) => e instanceof Conflict && e.message === QUEUE_TEXTS.fairNotStarted);
  });

  it("refuses an unanswered question with 'You must make a choice.' (spec 2 §5)", () => {
    spec
      .given([])
      .when(enter('s1', 1, [{ questionId: 'q1', answer: true }]))
      .thenThrows(
        (e) => e instanceof ValidationFailed && e.fields[0]?.message === 'You must make a choice.' && e.fields[0]?.field === 'answers.1',
      );
    spec
      .given([])
      .when(enter('s1', 1, [...yes(), { questionId: 'nope', answer: true }]))
      .thenThrows((e) => e instanceof ValidationFailed);
  });

  it('refuses a score below the minimum with THRESHOLD_ERROR and the spec text', () => {
    spec
      .given([])
      .when(enter('s1', 1, yes('q1'), { minimumScore: 2 }))
      .thenThrows(
        (e) =>
          e instanceof ThresholdNotMet &&
          e.code === 'THRESHOLD_ERROR' &&
          e.message === "This company's job opportunities do not appear to be a match with your skills.",
      );
    spec
      .given([])
      .when(enter('s1', 1, yes('q1', 'q2'), { minimumScore: 2 }))
      .then([entered('s1', 1, 2, yes('q1', 'q2')), next('s1', 1)]);
  });

  it('a booth with no questions scores 0 / 0 at priority 2', () => {
    spec
      .given([])
      .when(enter('s1', 1, [], { questions: [] }))
      .then([
        {
          type: 'QueueEntered',
          data: { ...ids, entryId: 'e-s1', seekerId: 's1', score: 0, maxScore: 0, priority: 2, answers: [], enteredAt: t(1) },
        },
        next('s1', 1),
      ]);
  });

  it('when the next in queue leaves, the head of the rest becomes next', () => {
    const history = [entered('s1', 1, 3), next('s1', 1), entered('s2', 2, 1, yes('q1')), entered('s3', 3, 3)];
    spec
      .given(history)
      .when({ type: 'LeaveQueue', data: { ...ids, actorId: 's1', now: t(5), seekerId: 's1', entryId: null } })
      .then([left('s1', 5), next('s3', 5)]);
    spec
      .given(history)
      .when({ type: 'LeaveQueue', data: { ...ids, actorId: 's2', now: t(5), seekerId: 's2', entryId: 'e-s2' } })
      .then([left('s2', 5)]);
  });

  it('leaving a queue one is not in, or another entry, is NotFound', () => {
    spec
      .given([])
      .when({ type: 'LeaveQueue', data: { ...ids, actorId: 's1', now: t(5), seekerId: 's1', entryId: null } })
      .thenThrows((e) => e instanceof NotFound);
    spec
      .given([entered('s1', 1, 3), next('s1', 1)])
      .when({ type: 'LeaveQueue', data: { ...ids, actorId: 's1', now: t(5), seekerId: 's1', entryId: 'e-other' } })
      .thenThrows((e) => e instanceof NotFound);
  });

  it('an admin empties the queue: every waiting entry leaves as EmptiedByAdmin; an empty queue appends nothing', () => {
    spec
      .given([entered('s1', 1, 3), next('s1', 1), entered('s2', 2, 3)])
      .when({ type: 'EmptyQueue', data: { ...ids, actorId: 'admin', now: t(9) } })
      .then([left('s1', 9, 'EmptiedByAdmin', 'admin'), left('s2', 9, 'EmptiedByAdmin', 'admin')]);
    spec
      .given([])
      .when({ type: 'EmptyQueue', data: { ...ids, actorId: 'admin', now: t(9) } })
      .then([]);
  });

  it('emptying leaves a called candidate in their interview; the next waiting one becomes next', () => {
    const assigned: BoothQueueEvent = {
      type: 'InterviewAssigned',
      data: { ...ids, entryId: 'e-s1', seekerId: 's1', score: 3, maxScore: 3, recruiterId: 'r1', sessionId: 'x1', assignedAt: t(3) },
    };
    spec
      .given([entered('s1', 1, 3), next('s1', 1), entered('s2', 2, 3), assigned, next('s2', 3), entered('s3', 4, 3)])
      .when({ type: 'EmptyQueue', data: { ...ids, actorId: 'admin', now: t(9) } })
      .then([left('s2', 9, 'EmptiedByAdmin', 'admin'), left('s3', 9, 'EmptiedByAdmin', 'admin')]);
  });

  it('an admin takes one waiting candidate out with a note; not one called to an interview', () => {
    const remove = (entryId: string) => ({
      type: 'RemoveByAdmin' as const,
      data: { ...ids, actorId: 'admin', now: t(9), entryId, note: 'Duplicate' },
    });
    spec
      .given([entered('s1', 1, 3), next('s1', 1), entered('s2', 2, 3)])
      .when(remove('e-s2'))
      .then([
        {
          type: 'QueueLeft',
          data: { ...ids, entryId: 'e-s2', seekerId: 's2', reason: 'RemovedByAdmin', leftBy: 'admin', leftAt: t(9), note: 'Duplicate' },
        },
      ]);
    spec
      .given([entered('s1', 1, 3)])
      .when(remove('e-nobody'))
      .thenThrows((e) => e instanceof NotFound);
    const assigned: BoothQueueEvent = {
      type: 'InterviewAssigned',
      data: { ...ids, entryId: 'e-s1', seekerId: 's1', score: 3, maxScore: 3, recruiterId: 'r1', sessionId: 'x1', assignedAt: t(3) },
    };
    spec
      .given([entered('s1', 1, 3), next('s1', 1), assigned])
      .when(remove('e-s1'))
      .thenThrows((e) => e instanceof Conflict);
  });

  it('a call that fell through on the recruiter side puts its candidate back at the front; whoever was next moves behind (no ghost recruiters)', () => {
    const assigned: BoothQueueEvent = {
      type: 'InterviewAssigned',
      data: { ...ids, entryId: 'e-s1', seekerId: 's1', score: 3, maxScore: 3, recruiterId: 'r1', sessionId: 'x1', assignedAt: t(3) },
    };
    const history = [entered('s1', 1, 3), next('s1', 1), entered('s2', 2, 1, yes('q1')), assigned, next('s2', 3)];
    const returned: BoothQueueEvent = {
      type: 'CandidateReturnedToFront',
      data: {
        ...ids,
        entryId: 'e-s1',
        seekerId: 's1',
        sessionId: 'x1',
        displaced: { entryId: 'e-s2', seekerId: 's2', priority: 4 },
        returnedAt: t(4),
      },
    };
    const returnToFront = (sessionId: string) => ({
      type: 'ReturnToFront' as const,
      data: { ...ids, actorId: 'server', now: t(4), sessionId },
    });
    spec.given(history).when(returnToFront('x1')).then([returned]);
    spec.given(history).when(returnToFront('other')).then([]);
    const line = orderQueue([...history, returned].reduce(boothQueueDecider.evolve, boothQueueDecider.initialState()));
    expect(line.map((entry) => [entry.seekerId, entry.priority, entry.sessionId])).toEqual([
      ['s1', 0, null],
      ['s2', 4, null],
    ]);
  });
});

describe('queue seat (one queue per fair per seeker)', () => {
  const seat = deciderSpec(queueSeatDecider);
  const seatIds = { jobFairId: 'f1', seekerId: 's1' };
  const taken = (queueId: string) => ({
    type: 'QueueSeatTaken' as const,
    data: { ...seatIds, queueId, boothId: queueId, entryId: `e-${queueId}`, takenAt: t(1) },
  });
  const take = (queueId: string) => ({
    type: 'TakeQueueSeat' as const,
    data: { ...seatIds, queueId, boothId: queueId, entryId: `e-${queueId}`, now: t(1) },
  });

  it('is taken once; the same queue again changes nothing; another queue is refused', () => {
    seat
      .given([])
      .when(take('b1'))
      .then([taken('b1')]);
    seat
      .given([taken('b1')])
      .when(take('b1'))
      .then([]);
    seat
      .given([taken('b1')])
      .when(take('b2'))
      .thenThrows((e) => e instanceof AlreadyInAQueue && e.code === 'ALREADY_IN_QUEUE');
  });

  it('is freed only by the queue holding it', () => {
    const free = (queueId: string) => ({ type: 'FreeQueueSeat' as const, data: { ...seatIds, queueId, now: t(2) } });
    seat
      .given([taken('b1')])
      .when(free('b1'))
      .then([{ type: 'QueueSeatFreed', data: { ...seatIds, queueId: 'b1', entryId: 'e-b1', freedAt: t(2) } }]);
    seat
      .given([taken('b1')])
      .when(free('b2'))
      .then([]);
    seat.given([]).when(free('b1')).then([]);
  });
});

describe('estimated wait', () => {
  const minutes = (n: number) => n * 60_000;

  it('is nothing for the first candidate while a recruiter is available, then whole interviews shared by the recruiters', () => {
    expect(estimateWaitMs(0, [0], minutes(8))).toBe(0);
    expect(estimateWaitMs(1, [0], minutes(8))).toBe(minutes(8));
    expect(estimateWaitMs(3, [0, 0], minutes(8))).toBe(minutes(8));
    expect(estimateWaitMs(4, [0, 0], minutes(8))).toBe(minutes(16));
  });

  it('counts the time left of interviews in progress', () => {
    // One recruiter free in 3 min, one in 6: the first ahead goes at 3, the second at 6, our turn at 3 + 8.
    expect(estimateWaitMs(0, [minutes(3), minutes(6)], minutes(8))).toBe(minutes(3));
    expect(estimateWaitMs(2, [minutes(3), minutes(6)], minutes(8))).toBe(minutes(11));
  });

  it('says nothing when no recruiter serves the queue', () => {
    expect(estimateWaitMs(0, [], minutes(8))).toBeNull();
    expect(estimateWaitMs(5, [], minutes(8))).toBeNull();
  });
});

describe('recruiter availability', () => {
  const availability = deciderSpec(recruiterAvailabilityDecider);
  const base = { jobFairId: 'f1', recruiterId: 'r1', boothId: 'b1', now: t(1) };
  const set = (isAvailableForChat: boolean, timeStatus: 'Upcoming' | 'Started' | 'ClosingSession' | 'Ended' = 'Started') => ({
    type: 'SetAvailability' as const,
    data: { ...base, isAvailableForChat, timeStatus },
  });
  const changed = (isAvailableForChat: boolean) => ({
    type: 'RecruiterAvailabilityChanged' as const,
    data: { jobFairId: 'f1', recruiterId: 'r1', boothId: 'b1', isAvailableForChat, changedAt: t(1) },
  });

  it('is off until switched on; switching to the same value changes nothing', () => {
    availability
      .given([])
      .when(set(true))
      .then([changed(true)]);
    availability
      .given([changed(true)])
      .when(set(true))
      .then([]);
    availability.given([]).when(set(false)).then([]);
  });

  it('switches on only while the fair is Started or ClosingSession; off always (spec 2 §4)', () => {
    availability
      .given([])
      .when(set(true, 'ClosingSession'))
      .then([changed(true)]);
    for (const status of ['Upcoming', 'Ended'] as const)
      availability
        .given([])
        .when(set(true, status))
        .thenThrows((e) => e instanceof Conflict && e.message === AVAILABILITY_NEEDS_RUNNING_FAIR);
    availability
      .given([changed(true)])
      .when(set(false, 'Ended'))
      .then([changed(false)]);
  });

  it('is switched off by the server with the reason Disconnected, only while on (no ghost recruiters)', () => {
    const switchOff = { type: 'SwitchOffAvailability' as const, data: { ...base, reason: 'Disconnected' as const } };
    availability
      .given([changed(true)])
      .when(switchOff)
      .then([{ ...changed(false), data: { ...changed(false).data, reason: 'Disconnected' } }]);
    availability.given([]).when(switchOff).then([]);
    availability
      .given([
        changed(true),
        { type: 'RecruiterEngaged', data: { jobFairId: 'f1', recruiterId: 'r1', boothId: 'b1', sessionId: 's1', engagedAt: t(1) } },
      ])
      .when(switchOff)
      .then([]);
  });
});
