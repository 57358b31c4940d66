import { describe, it } from 'vitest';
import { interviewSessionDecider, type InterviewSessionEvent } from '../../domain/interview/interview-session';
import { boothQueueDecider, type BoothQueueEvent } from '../../domain/queue/booth-queue';
import { recruiterAvailabilityDecider, RECRUITER_IN_INTERVIEW, RECRUITER_NOT_AVAILABLE } from '../../domain/queue/recruiter-availability';
import { Conflict, Forbidden } from '../../domain/shared/errors';
import { deciderSpec } from '../support/decider-spec';

const ids = { sessionId: 's1', jobFairId: 'f1', boothId: 'b1', queueId: 'b1', organizationId: 'o1', candidateId: 'c1', recruiterId: 'r1' };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 16, 0, seconds)).toISOString();
const offered: InterviewSessionEvent = { type: 'InterviewOffered', data: { ...ids, entryId: 'e1', score: 2, maxScore: 3, offeredAt: at(0), expiresAt: at(21) } };

describe('interview session decider (spec 1 §4.5)', () => {
  const spec = deciderSpec(interviewSessionDecider);

  it('is offered AWAITING with 21 seconds to join', () => {
    spec.given([]).when({ type: 'OfferInterview', data: { ...ids, entryId: 'e1', score: 2, maxScore: 3, now: at(0) } }).then([offered]);
  });

  it('the candidate joins: IN_PROGRESS stamped with interviewStartedAt; nobody else may', () => {
    spec.given([offered]).when({ type: 'JoinInterview', data: { actorId: 'c1', now: at(5) } }).then([{ type: 'InterviewStarted', data: { ...ids, interviewStartedAt: at(5) } }]);
    spec.given([offered]).when({ type: 'JoinInterview', data: { actorId: 'someone', now: at(5) } }).thenThrows((e) => e instanceof Forbidden);
  });

  it('times out only when 21 seconds have passed, and only while AWAITING', () => {
    spec.given([offered]).when({ type: 'TimeOutInterview', data: { now: at(20) } }).then([]);
    const ended: InterviewSessionEvent = { type: 'InterviewEnded', data: { ...ids, endReason: 'TIMED_OUT', endedBy: 'server', endedAt: at(21) } };
    spec.given([offered]).when({ type: 'TimeOutInterview', data: { now: at(21) } }).then([ended]);
    spec.given([offered, { type: 'InterviewStarted', data: { ...ids, interviewStartedAt: at(5) } }]).when({ type: 'TimeOutInterview', data: { now: at(30) } }).then([]);
    spec.given([offered, ended]).when({ type: 'JoinInterview', data: { actorId: 'c1', now: at(22) } }).thenThrows((e) => e instanceof Conflict);
  });
});

describe('assigning interviews in the queue', () => {
  const spec = deciderSpec(boothQueueDecider);
  const q = { queueId: 'b1', boothId: 'b1', jobFairId: 'f1', organizationId: 'o1' };
  const entered = (seekerId: string, minute: number, score: number): BoothQueueEvent => ({
    type: 'QueueEntered',
    data: { ...q, entryId: `e-${seekerId}`, seekerId, score, maxScore: 3, priority: 5 - score, answers: [], enteredAt: at(minute) },
  });
  const history = [entered('a', 1, 3), { type: 'NextInQueueChosen', data: { ...q, entryId: 'e-a', seekerId: 'a', chosenAt: at(1) } } as BoothQueueEvent, entered('b', 2, 1), entered('c', 3, 3)];
  const assign = (recruiterId: string, sessionId: string) => ({ type: 'AssignInterview' as const, data: { ...q, actorId: 'server', now: at(9), recruiterId, sessionId } });

  it('offers the next in queue to the recruiter (priority -1) and makes the best waiting candidate next', () => {
    spec.given(history).when(assign('r1', 's1')).then([
      { type: 'InterviewAssigned', data: { ...q, entryId: 'e-a', seekerId: 'a', score: 3, maxScore: 3, recruiterId: 'r1', sessionId: 's1', assignedAt: at(9) } },
      { type: 'NextInQueueChosen', data: { ...q, entryId: 'e-c', seekerId: 'c', chosenAt: at(9) } },
    ]);
  });

  it('never offers a candidate twice; with nobody waiting it appends nothing', () => {
    const assigned = (seekerId: string, sessionId: string): BoothQueueEvent => ({
      type: 'InterviewAssigned',
      data: { ...q, entryId: `e-${seekerId}`, seekerId, score: 3, maxScore: 3, recruiterId: 'r', sessionId, assignedAt: at(9) },
    });
    spec.given([entered('a', 1, 3), assigned('a', 's1')]).when(assign('r2', 's2')).then([]);
  });

  it('the ended session takes its candidate out of the queue', () => {
    const assigned: BoothQueueEvent = { type: 'InterviewAssigned', data: { ...q, entryId: 'e-a', seekerId: 'a', score: 3, maxScore: 3, recruiterId: 'r1', sessionId: 's1', assignedAt: at(9) } };
    spec.given([entered('a', 1, 3), assigned]).when({ type: 'FinishInterview', data: { ...q, actorId: 'server', now: at(30), sessionId: 's1' } }).then([
      { type: 'QueueLeft', data: { ...q, entryId: 'e-a', seekerId: 'a', reason: 'InterviewEnded', leftBy: 'server', leftAt: at(30) } },
    ]);
    spec.given([entered('a', 1, 3)]).when({ type: 'FinishInterview', data: { ...q, actorId: 'server', now: at(30), sessionId: 'nope' } }).then([]);
  });
});

describe('one recruiter, one session', () => {
  const spec = deciderSpec(recruiterAvailabilityDecider);
  const desk = { jobFairId: 'f1', recruiterId: 'r1', boothId: 'b1' };
  const on = { type: 'RecruiterAvailabilityChanged' as const, data: { ...desk, isAvailableForChat: true, changedAt: at(0) } };
  const engaged = { type: 'RecruiterEngaged' as const, data: { ...desk, sessionId: 's1', engagedAt: at(1) } };

  it('engages an available recruiter once; a second engagement or switching on meanwhile is refused', () => {
    spec.given([on]).when({ type: 'EngageRecruiter', data: { ...desk, sessionId: 's1', now: at(1) } }).then([engaged]);
    spec.given([on, engaged]).when({ type: 'EngageRecruiter', data: { ...desk, sessionId: 's2', now: at(2) } }).thenThrows((e) => e instanceof Conflict && e.message === RECRUITER_NOT_AVAILABLE);
    spec.given([]).when({ type: 'EngageRecruiter', data: { ...desk, sessionId: 's1', now: at(1) } }).thenThrows((e) => e instanceof Conflict);
    spec.given([on, engaged]).when({ type: 'SetAvailability', data: { ...desk, isAvailableForChat: true, timeStatus: 'Started', now: at(2) } }).thenThrows((e) => e instanceof Conflict && e.message === RECRUITER_IN_INTERVIEW);
  });

  it('after the session the recruiter stays off until switched on again', () => {
    spec.given([on, engaged]).when({ type: 'ReleaseRecruiter', data: { ...desk, sessionId: 's1', backToAvailable: false, now: at(30) } }).then([
      { type: 'RecruiterReleased', data: { ...desk, sessionId: 's1', isAvailableForChat: false, releasedAt: at(30) } },
    ]);
    spec.given([on, engaged]).when({ type: 'ReleaseRecruiter', data: { ...desk, sessionId: 'other', backToAvailable: true, now: at(30) } }).then([]);
  });
});
