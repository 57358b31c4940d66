import { describe, it } from 'vitest';
import { interviewSessionDecider, type EndReason, type InterviewSessionEvent } from '../../domain/interview/interview-session';
import { INTERVIEW_TEXTS } from '../../domain/interview/interview-texts';
import { boothQueueDecider, type BoothQueueEvent } from '../../domain/queue/booth-queue';
import { queueSeatDecider } from '../../domain/queue/queue-seat';
import { recruiterAvailabilityDecider, RECRUITER_IN_INTERVIEW, RECRUITER_NOT_AVAILABLE } from '../../domain/queue/recruiter-availability';
import { Conflict, Forbidden, ValidationFailed } from '../../domain/shared/errors';
import { deciderSpec } from '../support/decider-spec';

const ids = { sessionId: 's1', jobFairId: 'f1', boothId: 'b1', queueId: 'b1', organizationId: 'o1', candidateId: 'c1', recruiterId: 'r1' };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 16, 0, seconds)).toISOString();
const offered: InterviewSessionEvent = {
  type: 'InterviewOffered',
  data: { ...ids, entryId: 'e1', score: 2, maxScore: 3, offeredAt: at(0), expiresAt: at(21), chatDuration: 600_000 },
};
const started: InterviewSessionEvent = { type: 'InterviewStarted', data: { ...ids, interviewStartedAt: at(5) } };

describe('interview session decider (spec 1 §4.5)', () => {
  const spec = deciderSpec(interviewSessionDecider);

  it('is offered AWAITING with 21 seconds to join', () => {
    spec
      .given([])
      .when({ type: 'OfferInterview', data: { ...ids, entryId: 'e1', score: 2, maxScore: 3, chatDuration: 600_000, now: at(0) } })
      .then([offered]);
  });

  it('the candidate joins: IN_PROGRESS stamped with interviewStartedAt; nobody else may', () => {
    spec
      .given([offered])
      .when({ type: 'JoinInterview', data: { actorId: 'c1', now: at(5) } })
      .then([started]);
    spec
      .given([offered])
      .when({ type: 'JoinInterview', data: { actorId: 'someone', now: at(5) } })
      .thenThrows((e) => e instanceof Forbidden);
  });

  it('times out only when 21 seconds have passed, and only while AWAITING', () => {
    spec
      .given([offered])
      .when({ type: 'TimeOutInterview', data: { now: at(20) } })
      .then([]);
    const timingOut: InterviewSessionEvent = {
      type: 'InterviewEnding',
      data: { ...ids, endReason: 'TIMED_OUT', endedBy: 'server', endingAt: at(21) },
    };
    spec
      .given([offered])
      .when({ type: 'TimeOutInterview', data: { now: at(21) } })
      .then([timingOut]);
    spec
      .given([offered, started])
      .when({ type: 'TimeOutInterview', data: { now: at(30) } })
      .then([]);
    spec
      .given([offered, timingOut])
      .when({ type: 'JoinInterview', data: { actorId: 'c1', now: at(22) } })
      .thenThrows((e) => e instanceof Conflict);
    // Past its 21 seconds a session is not joinable even before the sweep has ended it.
    spec
      .given([offered])
      .when({ type: 'JoinInterview', data: { actorId: 'c1', now: at(21) } })
      .thenThrows((e) => e instanceof Conflict && e.message === INTERVIEW_TEXTS.notWaiting);
  });
});

describe('the interview room (spec 2 §4, §7; spec 1 §4.5)', () => {
  const spec = deciderSpec(interviewSessionDecider);
  const extended = (minutes: number, total: number, endsAt: string): InterviewSessionEvent => ({
    type: 'InterviewExtended',
    data: { ...ids, durationAdded: minutes * 60_000, totalDurationAdded: total * 60_000, endsAt, extendedBy: 'r1', extendedAt: at(60) },
  });
  const ending = (endReason: EndReason, endedBy: string, when: string): InterviewSessionEvent => ({
    type: 'InterviewEnding',
    data: { ...ids, endReason, endedBy, endingAt: when },
  });
  const end = (actorId: string, endReason: EndReason = 'ENDED') => ({
    type: 'EndInterview' as const,
    data: { actorId, endReason, now: at(90) },
  });

  it('the recruiter extends an interview in progress; endsAt moves by every extension', () => {
    // Started at 16:00:05 with 10 minutes: ends 16:10:05; +5 min -> 16:15:05; +2 min more -> 16:17:05.
    spec
      .given([offered, started])
      .when({ type: 'ExtendInterview', data: { actorId: 'r1', durationAdded: 300_000, now: at(60) } })
      .then([extended(5, 5, '2026-11-22T16:15:05.000Z')]);
    spec
      .given([offered, started, extended(5, 5, '2026-11-22T16:15:05.000Z')])
      .when({ type: 'ExtendInterview', data: { actorId: 'r1', durationAdded: 120_000, now: at(60) } })
      .then([extended(2, 7, '2026-11-22T16:17:05.000Z')]);
  });

  it('only the recruiter extends, only in progress, only by a whole positive amount up to an hour, never once the time is over', () => {
    const extend = (actorId: string, durationAdded: number, now = at(60)) => ({
      type: 'ExtendInterview' as const,
      data: { actorId, durationAdded, now },
    });
    spec
      .given([offered, started])
      .when(extend('c1', 60_000))
      .thenThrows((e) => e instanceof Forbidden && e.message === INTERVIEW_TEXTS.onlyRecruiterExtends);
    spec
      .given([offered])
      .when(extend('r1', 60_000))
      .thenThrows((e) => e instanceof Conflict && e.message === INTERVIEW_TEXTS.neverStarted);
    spec
      .given([offered, started, ending('ENDED', 'c1', at(50))])
      .when(extend('r1', 60_000))
      .thenThrows((e) => e instanceof Conflict && e.message === INTERVIEW_TEXTS.notInProgress);
    for (const bad of [0, -5, 1.5])
      spec
        .given([offered, started])
        .when(extend('r1', bad))
        .thenThrows((e) => e instanceof ValidationFailed && e.fields[0]?.message === INTERVIEW_TEXTS.extensionInvalid);
    spec
      .given([offered, started])
      .when(extend('r1', 3_600_001))
      .thenThrows((e) => e instanceof ValidationFailed && e.fields[0]?.field === 'durationAdded');
    spec
      .given([offered, started])
      .when(extend('r1', 60_000, '2026-11-22T16:10:05.000Z'))
      .thenThrows((e) => e instanceof Conflict && e.message === INTERVIEW_TEXTS.timeIsOver);
  });

  it('either participant chats while in progress; the message is trimmed, required and at most 1000 characters', () => {
    const post = (actorId: string, message: string) => ({
      type: 'PostChatMessage' as const,
      data: { actorId, senderName: 'Ann Lee', messageId: 'm1', message, now: at(30) },
    });
    spec
      .given([offered, started])
      .when(post('c1', '  Hello there  '))
      .then([
        {
          type: 'ChatMessagePosted',
          data: { ...ids, messageId: 'm1', senderUserId: 'c1', senderName: 'Ann Lee', message: 'Hello there', time: at(30) },
        },
      ]);
    spec
      .given([offered, started])
      .when(post('r1', 'x'.repeat(1000)))
      .then([
        {
          type: 'ChatMessagePosted',
          data: { ...ids, messageId: 'm1', senderUserId: 'r1', senderName: 'Ann Lee', message: 'x'.repeat(1000), time: at(30) },
        },
      ]);
    spec
      .given([offered, started])
      .when(post('c1', '   '))
      .thenThrows((e) => e instanceof ValidationFailed && e.fields[0]?.message === INTERVIEW_TEXTS.messageRequired);
    spec
      .given([offered, started])
      .when(post('c1', 'x'.repeat(1001)))
      .thenThrows((e) => e instanceof ValidationFailed && e.fields[0]?.message === INTERVIEW_TEXTS.messageTooLong);
    spec
      .given([offered, started])
      .when(post('outsider', 'hi'))
      .thenThrows((e) => e instanceof Forbidden);
    spec
      .given([offered])
      .when(post('c1', 'hi'))
      .thenThrows((e) => e instanceof Conflict);
    spec
      .given([offered, started, ending('ENDED', 'r1', at(40))])
      .when(post('c1', 'hi'))
      .thenThrows((e) => e instanceof Conflict);
  });

  it('either participant ends: ENDING with reason and endedBy, recorded only once; the server completes ENDED with the same', () => {
    spec
      .given([offered, started])
      .when(end('r1'))
      .then([ending('ENDED', 'r1', at(90))]);
    spec
      .given([offered])
      .when(end('c1', 'DECLINED'))
      .then([ending('DECLINED', 'c1', at(90))]);
    spec
      .given([offered, started, ending('ENDED', 'r1', at(80))])
      .when(end('c1'))
      .then([]);
    spec
      .given([offered, started])
      .when(end('outsider'))
      .thenThrows((e) => e instanceof Forbidden);
    spec
      .given([offered, started, ending('ENDED', 'r1', at(80))])
      .when({ type: 'CompleteInterviewEnd', data: { now: at(81) } })
      .then([{ type: 'InterviewEnded', data: { ...ids, endReason: 'ENDED', endedBy: 'r1', endedAt: at(81) } }]);
    spec
      .given([offered, started])
      .when({ type: 'CompleteInterviewEnd', data: { now: at(81) } })
      .then([]);
    const ended: InterviewSessionEvent = { type: 'InterviewEnded', data: { ...ids, endReason: 'ENDED', endedBy: 'r1', endedAt: at(81) } };
    spec
      .given([offered, started, ending('ENDED', 'r1', at(80)), ended])
      .when(end('c1'))
      .then([]);
  });

  it("the server ends an interview whose time ran out (ENDED by 'server'), counting extensions", () => {
    const timeOut = (now: string) => ({ type: 'TimeOutInterview' as const, data: { now } });
    spec.given([offered, started]).when(timeOut('2026-11-22T16:10:04.999Z')).then([]);
    spec
      .given([offered, started])
      .when(timeOut('2026-11-22T16:10:05.000Z'))
      .then([ending('ENDED', 'server', '2026-11-22T16:10:05.000Z')]);
    spec
      .given([offered, started, extended(5, 5, '2026-11-22T16:15:05.000Z')])
      .when(timeOut('2026-11-22T16:15:04.000Z'))
      .then([]);
    spec
      .given([offered, started, ending('ENDED', 'c1', at(50))])
      .when(timeOut('2026-11-22T17:00:00.000Z'))
      .then([]);
  });

  it('an offer stored without a chatDuration counts the default 10 minutes', () => {
    const { chatDuration: _omitted, ...legacy } = offered.data;
    spec
      .given([{ type: 'InterviewOffered', data: legacy }, started])
      .when({ type: 'TimeOutInterview', data: { now: '2026-11-22T16:10:05.000Z' } })
      .then([ending('ENDED', 'server', '2026-11-22T16:10:05.000Z')]);
  });

  it('the video room is opened once, by a participant, while the session is not over', () => {
    const open = (actorId: string, roomId: string) => ({
      type: 'OpenVideoRoom' as const,
      data: { actorId, provider: 'vonage', roomId, now: at(6) },
    });
    const opened: InterviewSessionEvent = {
      type: 'VideoRoomOpened',
      data: { ...ids, provider: 'vonage', roomId: 'room-a', openedAt: at(6) },
    };
    spec.given([offered, started]).when(open('c1', 'room-a')).then([opened]);
    spec.given([offered, started, opened]).when(open('r1', 'room-b')).then([]);
    spec
      .given([offered, started])
      .when(open('outsider', 'room-a'))
      .thenThrows((e) => e instanceof Forbidden);
    spec
      .given([offered, started, ending('ENDED', 'r1', at(80))])
      .when(open('c1', 'room-a'))
      .thenThrows((e) => e instanceof Conflict);
  });
});

describe('assigning interviews in the queue', () => {
  const spec = deciderSpec(boothQueueDecider);
  const q = { queueId: 'b1', boothId: 'b1', jobFairId: 'f1', organizationId: 'o1' };
  const entered = (seekerId: string, minute: number, score: number): BoothQueueEvent => ({
    type: 'QueueEntered',
    data: { ...q, entryId: `e-${seekerId}`, seekerId, score, maxScore: 3, priority: 5 - score, answers: [], enteredAt: at(minute) },
  });
  const history = [
    entered('a', 1, 3),
    { type: 'NextInQueueChosen', data: { ...q, entryId: 'e-a', seekerId: 'a', chosenAt: at(1) } } as BoothQueueEvent,
    entered('b', 2, 1),
    entered('c', 3, 3),
  ];
  const assign = (recruiterId: string, sessionId: string) => ({
    type: 'AssignInterview' as const,
    data: { ...q, actorId: 'server', now: at(9), recruiterId, sessionId },
  });

  it('offers the next in queue to the recruiter (priority -1) and makes the best waiting candidate next', () => {
    spec
      .given(history)
      .when(assign('r1', 's1'))
      .then([
        {
          type: 'InterviewAssigned',
          data: { ...q, entryId: 'e-a', seekerId: 'a', score: 3, maxScore: 3, recruiterId: 'r1', sessionId: 's1', assignedAt: at(9) },
        },
        { type: 'NextInQueueChosen', data: { ...q, entryId: 'e-c', seekerId: 'c', chosenAt: at(9) } },
      ]);
  });

  it('never offers a candidate twice; with nobody waiting it appends nothing', () => {
    const assigned = (seekerId: string, sessionId: string): BoothQueueEvent => ({
      type: 'InterviewAssigned',
      data: { ...q, entryId: `e-${seekerId}`, seekerId, score: 3, maxScore: 3, recruiterId: 'r', sessionId, assignedAt: at(9) },
    });
    spec
      .given([entered('a', 1, 3), assigned('a', 's1')])
      .when(assign('r2', 's2'))
      .then([]);
  });

  it('the ended session takes its candidate out of the queue', () => {
    const assigned: BoothQueueEvent = {
      type: 'InterviewAssigned',
      data: { ...q, entryId: 'e-a', seekerId: 'a', score: 3, maxScore: 3, recruiterId: 'r1', sessionId: 's1', assignedAt: at(9) },
    };
    spec
      .given([entered('a', 1, 3), assigned])
      .when({ type: 'FinishInterview', data: { ...q, actorId: 'server', now: at(30), sessionId: 's1' } })
      .then([
        { type: 'QueueLeft', data: { ...q, entryId: 'e-a', seekerId: 'a', reason: 'InterviewEnded', leftBy: 'server', leftAt: at(30) } },
      ]);
    spec
      .given([entered('a', 1, 3)])
      .when({ type: 'FinishInterview', data: { ...q, actorId: 'server', now: at(30), sessionId: 'nope' } })
      .then([]);
  });
});

describe('one recruiter, one session', () => {
  const spec = deciderSpec(recruiterAvailabilityDecider);
  const desk = { jobFairId: 'f1', recruiterId: 'r1', boothId: 'b1' };
  const on = { type: 'RecruiterAvailabilityChanged' as const, data: { ...desk, isAvailableForChat: true, changedAt: at(0) } };
  const engaged = { type: 'RecruiterEngaged' as const, data: { ...desk, sessionId: 's1', engagedAt: at(1) } };

  it('engages an available recruiter once; a second engagement or switching on meanwhile is refused', () => {
    spec
      .given([on])
      .when({ type: 'EngageRecruiter', data: { ...desk, sessionId: 's1', now: at(1) } })
      .then([engaged]);
    spec
      .given([on, engaged])
      .when({ type: 'EngageRecruiter', data: { ...desk, sessionId: 's2', now: at(2) } })
      .thenThrows((e) => e instanceof Conflict && e.message === RECRUITER_NOT_AVAILABLE);
    spec
      .given([])
      .when({ type: 'EngageRecruiter', data: { ...desk, sessionId: 's1', now: at(1) } })
      .thenThrows((e) => e instanceof Conflict);
    spec
      .given([on, engaged])
      .when({ type: 'SetAvailability', data: { ...desk, isAvailableForChat: true, timeStatus: 'Started', now: at(2) } })
      .thenThrows((e) => e instanceof Conflict && e.message === RECRUITER_IN_INTERVIEW);
  });

  it('after the session the recruiter stays off until switched on again', () => {
    spec
      .given([on, engaged])
      .when({ type: 'ReleaseRecruiter', data: { ...desk, sessionId: 's1', backToAvailable: false, now: at(30) } })
      .then([{ type: 'RecruiterReleased', data: { ...desk, sessionId: 's1', isAvailableForChat: false, releasedAt: at(30) } }]);
    spec
      .given([on, engaged])
      .when({ type: 'ReleaseRecruiter', data: { ...desk, sessionId: 'other', backToAvailable: true, now: at(30) } })
      .then([]);
  });
});

describe('freeing the seat after an interview', () => {
  const spec = deciderSpec(queueSeatDecider);
  const seat = { jobFairId: 'f1', seekerId: 'c1' };
  const takenFor = (entryId: string) => ({
    type: 'QueueSeatTaken' as const,
    data: { ...seat, queueId: 'b1', boothId: 'b1', entryId, takenAt: at(0) },
  });

  it("frees the seat of the interview's own entry, never the seeker's next one in the same queue", () => {
    const free = { type: 'FreeQueueSeat' as const, data: { ...seat, queueId: 'b1', entryId: 'e1', now: at(40) } };
    spec
      .given([takenFor('e1')])
      .when(free)
      .then([{ type: 'QueueSeatFreed', data: { ...seat, queueId: 'b1', entryId: 'e1', freedAt: at(40) } }]);
    spec
      .given([takenFor('e1'), { type: 'QueueSeatFreed', data: { ...seat, queueId: 'b1', entryId: 'e1', freedAt: at(30) } }, takenFor('e2')])
      .when(free)
      .then([]);
  });
});
