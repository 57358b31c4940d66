import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../domain/events';
import { createCallTracker } from './calling';

const booth = 'booth-1';
// Only the fields the tracker reads; the rest of each event's data plays no part here.
const event = (type: DomainEvent['type'], data: Record<string, unknown>) => ({ type, data: { boothId: booth, ...data } }) as DomainEvent;
const available = (recruiterId: string, isAvailableForChat = true, boothId = booth) =>
  event('RecruiterAvailabilityChanged', { recruiterId, isAvailableForChat, boothId });
const entered = (entryId: string) => event('QueueEntered', { entryId });
const left = (entryId: string) => event('QueueLeft', { entryId });
/** The matcher's three appends: engage the recruiter, assign the head of the line, offer (not tracked). */
const engaged = (recruiterId: string, sessionId: string) => event('RecruiterEngaged', { recruiterId, sessionId });
const assigned = (recruiterId: string, entryId: string, sessionId: string) =>
  event('InterviewAssigned', { recruiterId, entryId, sessionId });

describe('call latency from appended events and call frames', () => {
  it('counts from the moment a free recruiter meets a waiting candidate to the call frame', () => {
    const calls = createCallTracker();
    calls.appended([entered('e1')], 1_000);
    calls.appended([available('r1')], 1_500);
    calls.appended([engaged('r1', 's1')], 1_600);
    calls.appended([assigned('r1', 'e1', 's1')], 1_700);
    calls.called('s1', 2_100);
    expect(calls.summary(3_000)).toEqual({
      latenciesMs: [600],
      assignedInMs: [200],
      unmatchedCalls: 0,
      cancelled: 0,
      idleOverTarget: { calledLate: 0, cancelledLate: 0, stillWaiting: 0 },
      stillWaiting: 0,
    });
  });

  it('gives the oldest ready pair of a booth to the first assignment', () => {
    const calls = createCallTracker();
    calls.appended([available('r1'), available('r2')], 0);
    calls.appended([entered('e1')], 100);
    calls.appended([entered('e2')], 400);
    calls.appended([engaged('r2', 's2'), assigned('r2', 'e1', 's2')], 500);
    calls.appended([engaged('r1', 's1'), assigned('r1', 'e2', 's1')], 900);
    calls.called('s1', 1_000);
    calls.called('s2', 1_000);
    expect(calls.summary(1_000).latenciesMs).toEqual([600, 900]);
  });

  it('ends a pair without a call when the recruiter switches off or the candidate leaves, and flags one left waiting', () => {
    const calls = createCallTracker();
    calls.appended([available('r1'), entered('e1')], 0);
    calls.appended([available('r1', false)], 3_000);
    calls.appended([available('r2'), entered('e2')], 4_000);
    // e1 still waits for r2: the pair of 4,000 stands whoever of the two candidates leaves.
    calls.appended([left('e2')], 4_100);
    calls.appended([left('e1')], 4_500);
    calls.appended([available('r3'), entered('e3')], 5_000);
    // r2 and r3 are free and e3 waits: one pair since 5,000 that nobody called.
    const summary = calls.summary(8_000);
    expect(summary.cancelled).toBe(2);
    expect(summary.idleOverTarget).toEqual({ calledLate: 0, cancelledLate: 1, stillWaiting: 1 });
    expect(summary.stillWaiting).toBe(1);
  });

  it('keeps an engaged recruiter free until the assignment, and free again when nobody was waiting after all', () => {
    const calls = createCallTracker();
    calls.appended([entered('e1'), available('r1')], 0);
    calls.appended([engaged('r1', 's1')], 100);
    calls.appended([left('e1')], 150);
    calls.appended([event('RecruiterReleased', { recruiterId: 'r1', sessionId: 's1', isAvailableForChat: true })], 200);
    calls.appended([entered('e2')], 300);
    calls.appended([engaged('r1', 's2'), assigned('r1', 'e2', 's2')], 350);
    calls.called('s2', 400);
    const summary = calls.summary(500);
    expect(summary.latenciesMs).toEqual([100]);
    expect(summary.cancelled).toBe(1);
    expect(summary.stillWaiting).toBe(0);
  });

  it('moves a recruiter who switches on at another booth, and counts calls it never saw become ready', () => {
    const calls = createCallTracker();
    calls.appended([available('r1'), entered('e1')], 0);
    calls.appended([available('r1', true, 'booth-2')], 100);
    expect(calls.summary(100)).toMatchObject({ cancelled: 1, stillWaiting: 0 });
    calls.called('unknown', 200);
    expect(calls.summary(200).unmatchedCalls).toBe(1);
  });
});
