import type { DomainEvent } from '../../../domain/events';

/** The bound on call latency (docs/benchmarks.md "Targets"): a ready pair waiting longer than this counts as a recruiter left idle. */
export const CALL_LATENCY_TARGET_MS = 2_000;

export type CallingSummary = Readonly<{
  /** From the moment a booth had a free recruiter and a waiting candidate to the candidate's call frame, per call. */
  latenciesMs: number[];
  /** The first part of each: from that moment to the commit of the matcher's assignment. */
  assignedInMs: number[];
  /** Calls whose frame arrived but whose ready moment the tracker never saw (should be 0). */
  unmatchedCalls: number;
  /** Ready pairs that ended without a call because the recruiter went off or the candidate left first. */
  cancelled: number;
  /** Ready pairs that waited longer than the target: called late, cancelled late, or still waiting at the end. */
  idleOverTarget: Readonly<{ calledLate: number; cancelledLate: number; stillWaiting: number }>;
  /** Ready pairs still without a call when the summary was taken. */
  stillWaiting: number;
}>;

/** Ready pairs nobody called within the target, however they ended: the recruiters left idle beside a waiting line. */
export const leftIdle = ({ idleOverTarget }: Pick<CallingSummary, 'idleOverTarget'>): number =>
  idleOverTarget.calledLate + idleOverTarget.cancelledLate + idleOverTarget.stillWaiting;

type Recruiter = { boothId: string; available: boolean; pendingSession: string | null };

/**
 * Call latency as the issue defines it, from the events the platform appends (their commit times) and
 * the call frames the simulated browsers receive: "from 'a recruiter is available and the line is not
 * empty' to the candidate's call frame". Per booth, the pairs ready to be called are min(free
 * recruiters, waiting candidates); each new pair starts a clock, and the interview assigned to a booth
 * stops its oldest one, the fair reading of first come, first served. A recruiter the matcher has
 * engaged still counts as free until the assignment (or the release, when nobody was waiting): the
 * pair ends with the assignment, not half-way. The bench fair has no booth groups, so a booth is one line.
 */
export const createCallTracker = () => {
  const recruiters = new Map<string, Recruiter>();
  const free = new Map<string, Set<string>>();
  const waiting = new Map<string, Set<string>>();
  /** Per booth, when each of its ready pairs became ready, oldest first. */
  const ready = new Map<string, number[]>();
  const readyAt = new Map<string, number>();
  const assignedAt = new Map<string, number>();
  const latenciesMs: number[] = [];
  const assignedInMs: number[] = [];
  let unmatchedCalls = 0;
  let cancelled = 0;
  let calledLate = 0;
  let cancelledLate = 0;

  const setOf = (sets: Map<string, Set<string>>, boothId: string) => {
    let set = sets.get(boothId);
    if (!set) sets.set(boothId, (set = new Set()));
    return set;
  };
  const recruiterOf = (recruiterId: string, boothId: string) => {
    let recruiter = recruiters.get(recruiterId);
    if (!recruiter) recruiters.set(recruiterId, (recruiter = { boothId, available: false, pendingSession: null }));
    return recruiter;
  };
  /** Places the recruiter in their booth's free set, or out of every one. */
  const place = (recruiterId: string, recruiter: Recruiter, boothId: string) => {
    setOf(free, recruiter.boothId).delete(recruiterId);
    recruiter.boothId = boothId;
    if (recruiter.available || recruiter.pendingSession !== null) setOf(free, boothId).add(recruiterId);
  };

  /** Brings a booth's ready pairs to min(free, waiting): new pairs start now, lost ones end (the newest first). */
  const settle = (boothId: string, at: number, assignedSession: string | null) => {
    const pairs = ready.get(boothId) ?? [];
    ready.set(boothId, pairs);
    const target = Math.min(setOf(free, boothId).size, setOf(waiting, boothId).size);
    if (assignedSession !== null && pairs.length > target) {
      readyAt.set(assignedSession, pairs.shift()!);
      assignedAt.set(assignedSession, at);
    }
    while (pairs.length < target) pairs.push(at);
    while (pairs.length > target) {
      const since = pairs.pop()!;
      cancelled++;
      if (at - since > CALL_LATENCY_TARGET_MS) cancelledLate++;
    }
  };

  const apply = (event: DomainEvent, at: number) => {
    switch (event.type) {
      case 'RecruiterAvailabilityChanged': {
        const { recruiterId, boothId, isAvailableForChat } = event.data;
        const recruiter = recruiterOf(recruiterId, boothId);
        const before = recruiter.boothId;
        recruiter.available = isAvailableForChat;
        place(recruiterId, recruiter, isAvailableForChat ? boothId : before);
        settle(before, at, null);
        if (before !== recruiter.boothId) settle(recruiter.boothId, at, null);
        return;
      }
      case 'RecruiterEngaged': {
        const recruiter = recruiterOf(event.data.recruiterId, event.data.boothId);
        recruiter.available = false;
        recruiter.pendingSession = event.data.sessionId;
        place(event.data.recruiterId, recruiter, recruiter.boothId);
        return settle(recruiter.boothId, at, null);
      }
      case 'RecruiterReleased': {
        const recruiter = recruiterOf(event.data.recruiterId, event.data.boothId);
        if (recruiter.pendingSession === event.data.sessionId) recruiter.pendingSession = null;
        recruiter.available = event.data.isAvailableForChat;
        place(event.data.recruiterId, recruiter, recruiter.boothId);
        return settle(recruiter.boothId, at, null);
      }
      case 'QueueEntered':
      case 'CandidateReturnedToFront':
        setOf(waiting, event.data.boothId).add(event.data.entryId);
        return settle(event.data.boothId, at, null);
      case 'QueueLeft':
        setOf(waiting, event.data.boothId).delete(event.data.entryId);
        return settle(event.data.boothId, at, null);
      case 'InterviewAssigned': {
        const { boothId, entryId, recruiterId, sessionId } = event.data;
        setOf(waiting, boothId).delete(entryId);
        const recruiter = recruiterOf(recruiterId, boothId);
        if (recruiter.pendingSession === sessionId) recruiter.pendingSession = null;
        place(recruiterId, recruiter, recruiter.boothId);
        return settle(boothId, at, sessionId);
      }
      default:
        return;
    }
  };

  return {
    /** The events of one append, at the moment its commit returned. */
    appended(events: readonly DomainEvent[], at: number) {
      for (const event of events) apply(event, at);
    },
    /** The candidate's call frame for `sessionId` arrived at `at`. */
    called(sessionId: string, at: number) {
      const since = readyAt.get(sessionId);
      if (since === undefined) {
        unmatchedCalls++;
        return;
      }
      readyAt.delete(sessionId);
      latenciesMs.push(at - since);
      assignedInMs.push(assignedAt.get(sessionId)! - since);
      assignedAt.delete(sessionId);
      if (at - since > CALL_LATENCY_TARGET_MS) calledLate++;
    },
    summary(now: number): CallingSummary {
      const left = [...ready.values()].flat();
      return {
        latenciesMs: [...latenciesMs],
        assignedInMs: [...assignedInMs],
        unmatchedCalls,
        cancelled,
        idleOverTarget: { calledLate, cancelledLate, stillWaiting: left.filter((since) => now - since > CALL_LATENCY_TARGET_MS).length },
        stillWaiting: left.length,
      };
    },
  };
};
