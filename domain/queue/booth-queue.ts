import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict, NotFound } from '../shared/errors';
import { admitToQueue, NEXT_IN_QUEUE_PRIORITY, type EntryRequest, type QueueAnswer } from './queue-rules';

/** A booth's queue, or a group's: queue id `{boothId}` or `{boothId}-{groupId}` (spec 2 §3 Group). */
export const queueIdOf = (boothId: string, groupId: string | null = null) => (groupId ? `${boothId}-${groupId}` : boothId);
export const boothQueueStream = (queueId: string) => `queue-${queueId}`;

type QueueIds = { queueId: string; boothId: string; jobFairId: string; organizationId: string };
/**
 * Why a candidate left: on their own, taken out by a platform admin (one candidate, with the admin's
 * note), the admin emptied the booth's queue (spec 3 §2.2 Empty Queue), after their interview, their
 * connection was lost longer than the grace period (docs/queue.md "Lost connection"), or they signed out (spec 1 §2.2).
 */
export type QueueLeaveReason = 'Left' | 'RemovedByAdmin' | 'EmptiedByAdmin' | 'InterviewEnded' | 'ConnectionLost' | 'SignedOut';
/** The reasons a seeker is told about on their booth page: an admin took them out. */
export const ADMIN_REMOVAL_REASONS = ['RemovedByAdmin', 'EmptiedByAdmin'] as const satisfies readonly QueueLeaveReason[];
export type AdminRemovalReason = (typeof ADMIN_REMOVAL_REASONS)[number];
export type ServerRemovalReason = Extract<QueueLeaveReason, 'ConnectionLost' | 'SignedOut'>;

export type QueueEntered = Event<
  'QueueEntered',
  QueueIds & {
    entryId: string;
    seekerId: string;
    score: number;
    maxScore: number;
    priority: number;
    answers: QueueAnswer[];
    enteredAt: string;
  }
>;
/** spec 1 §4.6: the first waiting candidate becomes NEXT_IN_QUEUE (priority 0) and keeps the place. */
export type NextInQueueChosen = Event<'NextInQueueChosen', QueueIds & { entryId: string; seekerId: string; chosenAt: string }>;
/** The server offered the first waiting candidate to a recruiter (spec 2 §3: priority -1 with an interviewer). */
export type InterviewAssigned = Event<
  'InterviewAssigned',
  QueueIds & {
    entryId: string;
    seekerId: string;
    score: number;
    maxScore: number;
    recruiterId: string;
    sessionId: string;
    assignedAt: string;
  }
>;
/** `note` is the admin's reason when one candidate is taken out (RemovedByAdmin); absent otherwise. */
export type QueueLeft = Event<
  'QueueLeft',
  QueueIds & { entryId: string; seekerId: string; reason: QueueLeaveReason; leftBy: string; leftAt: string; note?: string }
>;
/**
 * The offer timed out because of the recruiter's side (no ghost recruiters, docs/queue.md): the candidate is not called
 * any more and heads the queue again as NEXT_IN_QUEUE; whoever was next (`displaced`) goes back to
 * their own priority, which keeps them right behind.
 */
export type CandidateReturnedToFront = Event<
  'CandidateReturnedToFront',
  QueueIds & {
    entryId: string;
    seekerId: string;
    sessionId: string;
    displaced: { entryId: string; seekerId: string; priority: number } | null;
    returnedAt: string;
  }
>;
export type BoothQueueEvent = QueueEntered | NextInQueueChosen | InterviewAssigned | QueueLeft | CandidateReturnedToFront;

type Actor = { actorId: string; now: string };
export type EnterQueue = Command<'EnterQueue', QueueIds & Actor & EntryRequest & { entryId: string; seekerId: string }>;
/** The seeker's own entry; when entryId is given it must be that entry (DELETE /byBoothIdAndId). */
export type LeaveQueue = Command<'LeaveQueue', QueueIds & Actor & { seekerId: string; entryId: string | null }>;
/** An admin empties the queue: every candidate waiting leaves; one called or in an interview stays (see decide). */
export type EmptyQueue = Command<'EmptyQueue', QueueIds & Actor>;
/** An admin takes one waiting candidate out, saying why (the admin's booth detail). */
export type RemoveByAdmin = Command<'RemoveByAdmin', QueueIds & Actor & { entryId: string; note: string }>;
/**
 * Offer the first waiting candidate to this recruiter; appends nothing when nobody waits. Candidates in
 * `passOver` (disconnected, within their grace period) keep their place but are not called meanwhile.
 */
export type AssignInterview = Command<
  'AssignInterview',
  QueueIds & Actor & { recruiterId: string; sessionId: string; passOver?: readonly string[] }
>;
/** The session ended: its candidate leaves the queue. */
export type FinishInterview = Command<'FinishInterview', QueueIds & Actor & { sessionId: string }>;
/**
 * The server takes a candidate out (lost connection, sign-out); appends nothing when they are not in
 * this queue, or when `onlyWaiting` and they were already called (AWAITING / IN_PROGRESS).
 */
export type RemoveCandidate = Command<
  'RemoveCandidate',
  QueueIds & Actor & { seekerId: string; reason: ServerRemovalReason; onlyWaiting: boolean }
>;
/** The session's offer fell through on the recruiter's side: its candidate goes back to the front; nothing when no entry holds the session. */
export type ReturnToFront = Command<'ReturnToFront', QueueIds & Actor & { sessionId: string }>;
export type BoothQueueCommand =
  EnterQueue | LeaveQueue | EmptyQueue | RemoveByAdmin | AssignInterview | FinishInterview | RemoveCandidate | ReturnToFront;

export const IN_INTERVIEW_MESSAGE = 'This candidate has been called to an interview; they leave the queue when it ends.';

export type QueueEntry = Readonly<{
  entryId: string;
  seekerId: string;
  priority: number;
  enteredAt: string;
  score: number;
  maxScore: number;
  sessionId: string | null;
}>;
export type BoothQueue = Readonly<{ entries: readonly QueueEntry[]; nextEntryId: string | null }>;

/** spec 2 §7: sorted by priority, then entry time (the entry id breaks exact ties, so the order is total). */
export const IN_INTERVIEW_PRIORITY = -1;

export const orderQueue = (queue: BoothQueue): QueueEntry[] =>
  queue.entries
    .map((entry) =>
      entry.sessionId !== null
        ? { ...entry, priority: IN_INTERVIEW_PRIORITY }
        : entry.entryId === queue.nextEntryId
          ? { ...entry, priority: NEXT_IN_QUEUE_PRIORITY }
          : entry,
    )
    .sort((a, b) => a.priority - b.priority || a.enteredAt.localeCompare(b.enteredAt) || a.entryId.localeCompare(b.entryId));

const ids = ({ queueId, boothId, jobFairId, organizationId }: QueueIds): QueueIds => ({ queueId, boothId, jobFairId, organizationId });

/** Whoever now heads the queue becomes next, unless someone already is. */
const chooseNext = (queue: BoothQueue, data: QueueIds & Actor): NextInQueueChosen[] => {
  if (queue.nextEntryId !== null) return [];
  const head = orderQueue(queue).find((entry) => entry.sessionId === null);
  return head
    ? [{ type: 'NextInQueueChosen', data: { ...ids(data), entryId: head.entryId, seekerId: head.seekerId, chosenAt: data.now } }]
    : [];
};

const evolve = (state: BoothQueue, event: BoothQueueEvent): BoothQueue => {
  switch (event.type) {
    case 'QueueEntered': {
      const { entryId, seekerId, priority, enteredAt, score, maxScore } = event.data;
      return { ...state, entries: [...state.entries, { entryId, seekerId, priority, enteredAt, score, maxScore, sessionId: null }] };
    }
    case 'NextInQueueChosen':
      return { ...state, nextEntryId: event.data.entryId };
    case 'InterviewAssigned':
      return {
        entries: state.entries.map((entry) =>
          entry.entryId === event.data.entryId ? { ...entry, sessionId: event.data.sessionId } : entry,
        ),
        nextEntryId: state.nextEntryId === event.data.entryId ? null : state.nextEntryId,
      };
    case 'QueueLeft':
      return {
        entries: state.entries.filter((entry) => entry.entryId !== event.data.entryId),
        nextEntryId: state.nextEntryId === event.data.entryId ? null : state.nextEntryId,
      };
    case 'CandidateReturnedToFront':
      return {
        entries: state.entries.map((entry) => (entry.entryId === event.data.entryId ? { ...entry, sessionId: null } : entry)),
        nextEntryId: event.data.entryId,
      };
    default:
      return assertNever(event);
  }
};

const leave = (
  state: BoothQueue,
  leaving: readonly QueueEntry[],
  reason: QueueLeaveReason,
  data: QueueIds & Actor,
  note?: string,
): BoothQueueEvent[] => {
  const left: QueueLeft[] = leaving.map((entry) => ({
    type: 'QueueLeft',
    data: {
      ...ids(data),
      entryId: entry.entryId,
      seekerId: entry.seekerId,
      reason,
      leftBy: data.actorId,
      leftAt: data.now,
      ...(note === undefined ? {} : { note }),
    },
  }));
  return [...left, ...chooseNext(left.reduce(evolve, state), data)];
};

export const boothQueueDecider: Decider<BoothQueue, BoothQueueCommand, BoothQueueEvent> = {
  initialState: () => ({ entries: [], nextEntryId: null }),
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'EnterQueue': {
        const { data } = command;
        // Entering twice is answered with the place already held, so a retried request changes nothing.
        if (state.entries.some((entry) => entry.seekerId === data.seekerId)) return [];
        const { score, maxScore, priority } = admitToQueue(data);
        const entered: QueueEntered = {
          type: 'QueueEntered',
          data: {
            ...ids(data),
            entryId: data.entryId,
            seekerId: data.seekerId,
            score,
            maxScore,
            priority,
            answers: [...data.answers],
            enteredAt: data.now,
          },
        };
        return [entered, ...chooseNext(evolve(state, entered), data)];
      }
      case 'LeaveQueue': {
        const { data } = command;
        const entry = state.entries.find((candidate) => candidate.seekerId === data.seekerId);
        if (!entry || (data.entryId !== null && entry.entryId !== data.entryId)) throw new NotFound('Queue entry');
        return leave(state, [entry], 'Left', data);
      }
      case 'EmptyQueue':
        // A candidate already called (AWAITING) or in an interview stays: the recruiter is talking to them
        // or ringing them, the session's own ending takes them out of the queue, and pulling the entry from
        // under a live session would leave a call with no queue place to settle. Emptying is about the line.
        return leave(
          state,
          state.entries.filter((entry) => entry.sessionId === null),
          'EmptiedByAdmin',
          command.data,
        );
      case 'RemoveByAdmin': {
        const { data } = command;
        const entry = state.entries.find((candidate) => candidate.entryId === data.entryId);
        if (!entry) throw new NotFound('Queue entry');
        if (entry.sessionId !== null) throw new Conflict(IN_INTERVIEW_MESSAGE);
        return leave(state, [entry], 'RemovedByAdmin', data, data.note);
      }
      case 'AssignInterview': {
        const { data } = command;
        const head = orderQueue(state).find((entry) => entry.sessionId === null && !data.passOver?.includes(entry.seekerId));
        if (!head) return [];
        const assigned: InterviewAssigned = {
          type: 'InterviewAssigned',
          data: {
            ...ids(data),
            entryId: head.entryId,
            seekerId: head.seekerId,
            score: head.score,
            maxScore: head.maxScore,
            recruiterId: data.recruiterId,
            sessionId: data.sessionId,
            assignedAt: data.now,
          },
        };
        return [assigned, ...chooseNext(evolve(state, assigned), data)];
      }
      case 'FinishInterview': {
        const entry = state.entries.find((candidate) => candidate.sessionId === command.data.sessionId);
        return entry ? leave(state, [entry], 'InterviewEnded', command.data) : [];
      }
      case 'ReturnToFront': {
        const { data } = command;
        const entry = state.entries.find((candidate) => candidate.sessionId === data.sessionId);
        if (!entry) return [];
        const next = state.entries.find((candidate) => candidate.entryId === state.nextEntryId);
        return {
          type: 'CandidateReturnedToFront',
          data: {
            ...ids(data),
            entryId: entry.entryId,
            seekerId: entry.seekerId,
            sessionId: data.sessionId,
            displaced: next ? { entryId: next.entryId, seekerId: next.seekerId, priority: next.priority } : null,
            returnedAt: data.now,
          },
        };
      }
      case 'RemoveCandidate': {
        const { data } = command;
        const entry = state.entries.find((candidate) => candidate.seekerId === data.seekerId);
        if (!entry || (data.onlyWaiting && entry.sessionId !== null)) return [];
        return leave(state, [entry], data.reason, data);
      }
      default:
        return assertNever(command);
    }
  },
};
