import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict, Forbidden, NotFound } from '../shared/errors';

// spec 1 §4.4-4.5, spec 2 §3 Interview session: offered by the server (AWAITING), joined by the
// candidate (IN_PROGRESS) or ended by the server when nobody joins within 21 seconds (TIMED_OUT).
export const interviewSessionStream = (sessionId: string) => `session-${sessionId}`;
export const INTERVIEW_OFFER_TIMEOUT_MS = 21_000; // spec 1 §4.5: the 21-second countdown

export type SessionStatus = 'AWAITING' | 'IN_PROGRESS' | 'ENDING' | 'ENDED';
export type EndReason = 'TIMED_OUT' | 'DECLINED' | 'ENDED';

type SessionIds = { sessionId: string; jobFairId: string; boothId: string; queueId: string; organizationId: string; candidateId: string; recruiterId: string };
export type InterviewOffered = Event<'InterviewOffered', SessionIds & { entryId: string; score: number; maxScore: number; offeredAt: string; expiresAt: string }>;
export type InterviewStarted = Event<'InterviewStarted', SessionIds & { interviewStartedAt: string }>;
export type InterviewEnded = Event<'InterviewEnded', SessionIds & { endReason: EndReason; endedBy: string; endedAt: string }>;
export type InterviewSessionEvent = InterviewOffered | InterviewStarted | InterviewEnded;

export type OfferInterview = Command<'OfferInterview', SessionIds & { entryId: string; score: number; maxScore: number; now: string }>;
export type JoinInterview = Command<'JoinInterview', { actorId: string; now: string }>;
export type TimeOutInterview = Command<'TimeOutInterview', { now: string }>;
export type InterviewSessionCommand = OfferInterview | JoinInterview | TimeOutInterview;

export type InterviewSession =
  | { status: 'None' }
  | { status: SessionStatus; ids: SessionIds; expiresAt: string; endReason: EndReason | null };

const idsOf = (state: Exclude<InterviewSession, { status: 'None' }>): SessionIds => state.ids;

export const interviewSessionDecider: Decider<InterviewSession, InterviewSessionCommand, InterviewSessionEvent> = {
  initialState: () => ({ status: 'None' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'InterviewOffered': {
        const { entryId: _e, score: _s, maxScore: _m, offeredAt: _o, expiresAt, ...ids } = event.data;
        return { status: 'AWAITING', ids, expiresAt, endReason: null };
      }
      case 'InterviewStarted':
        return state.status === 'None' ? state : { ...state, status: 'IN_PROGRESS' };
      case 'InterviewEnded':
        return state.status === 'None' ? state : { ...state, status: 'ENDED', endReason: event.data.endReason };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'OfferInterview': {
        if (state.status !== 'None') throw new Conflict('Interview session already exists');
        const { now, ...data } = command.data;
        const expiresAt = new Date(new Date(now).getTime() + INTERVIEW_OFFER_TIMEOUT_MS).toISOString();
        return { type: 'InterviewOffered', data: { ...data, offeredAt: now, expiresAt } };
      }
      case 'JoinInterview': {
        if (state.status === 'None') throw new NotFound('Interview session');
        if (state.ids.candidateId !== command.data.actorId) throw new Forbidden('Only the candidate joins this session');
        if (state.status === 'IN_PROGRESS') return [];
        // spec 1 §4.5 step 2: a session no longer AWAITING cannot be joined.
        if (state.status !== 'AWAITING') throw new Conflict('This session is no longer waiting for you');
        return { type: 'InterviewStarted', data: { ...idsOf(state), interviewStartedAt: command.data.now } };
      }
      case 'TimeOutInterview':
        if (state.status !== 'AWAITING' || command.data.now < state.expiresAt) return [];
        return { type: 'InterviewEnded', data: { ...idsOf(state), endReason: 'TIMED_OUT', endedBy: 'server', endedAt: command.data.now } };
      default:
        return assertNever(command);
    }
  },
};
