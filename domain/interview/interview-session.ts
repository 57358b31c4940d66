import { DEFAULT_CHAT_DURATION_MS } from '../booth/booth-schema';
import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../shared/errors';
import { chatMessageSchema } from './chat-message';
import { INTERVIEW_TEXTS, MAX_EXTENSION_MS } from './interview-texts';

// spec 1 §4.4-4.5, spec 2 §3-4 Interview session: offered by the server (AWAITING), joined by the
// candidate (IN_PROGRESS), extended and chatted in, then ENDING (over for its participants; the server
// is taking the candidate out of the queue and releasing the recruiter) and ENDED once that is done.
export const interviewSessionStream = (sessionId: string) => `session-${sessionId}`;
export const INTERVIEW_OFFER_TIMEOUT_MS = 21_000; // spec 1 §4.5: the 21-second countdown
/** Who ends a session when its time runs out (endedBy). */
export const SERVER_ACTOR = 'server';

export type SessionStatus = 'AWAITING' | 'IN_PROGRESS' | 'ENDING' | 'ENDED';
export type EndReason = 'TIMED_OUT' | 'DECLINED' | 'ENDED';
export const END_REASONS = ['TIMED_OUT', 'DECLINED', 'ENDED'] as const satisfies readonly EndReason[];
/** spec 1 §6: the video token role; interviewer for the recruiter, candidate for everyone else. */
export type VideoRole = 'interviewer' | 'candidate';

type SessionIds = {
  sessionId: string;
  jobFairId: string;
  boothId: string;
  queueId: string;
  organizationId: string;
  candidateId: string;
  recruiterId: string;
};
/** chatDuration is the booth's interview length at the offer (ms); offers stored before it was carried lack it. */
export type InterviewOffered = Event<
  'InterviewOffered',
  SessionIds & { entryId: string; score: number; maxScore: number; offeredAt: string; expiresAt: string; chatDuration?: number }
>;
export type InterviewStarted = Event<'InterviewStarted', SessionIds & { interviewStartedAt: string }>;
/** durationAdded is this extension; totalDurationAdded and endsAt are the session's after it. */
export type InterviewExtended = Event<
  'InterviewExtended',
  SessionIds & { durationAdded: number; totalDurationAdded: number; endsAt: string; extendedBy: string; extendedAt: string }
>;
export type ChatMessagePosted = Event<
  'ChatMessagePosted',
  SessionIds & { messageId: string; senderUserId: string; senderName: string; message: string; time: string }
>;
export type InterviewEnding = Event<'InterviewEnding', SessionIds & { endReason: EndReason; endedBy: string; endingAt: string }>;
export type InterviewEnded = Event<'InterviewEnded', SessionIds & { endReason: EndReason; endedBy: string; endedAt: string }>;
/** The video room the session uses, fixed once (a Vonage session id, or the session id itself when embedded). */
export type VideoRoomOpened = Event<'VideoRoomOpened', SessionIds & { provider: string; roomId: string; openedAt: string }>;
export type InterviewSessionEvent =
  InterviewOffered | InterviewStarted | InterviewExtended | ChatMessagePosted | InterviewEnding | InterviewEnded | VideoRoomOpened;

export type OfferInterview = Command<
  'OfferInterview',
  SessionIds & { entryId: string; score: number; maxScore: number; chatDuration: number; now: string }
>;
export type JoinInterview = Command<'JoinInterview', { actorId: string; now: string }>;
/** The server's clock: ends an unanswered offer after 21 s, and an interview whose time ran out. */
export type TimeOutInterview = Command<'TimeOutInterview', { now: string }>;
export type ExtendInterview = Command<'ExtendInterview', { actorId: string; durationAdded: number; now: string }>;
export type PostChatMessage = Command<
  'PostChatMessage',
  { actorId: string; senderName: string; messageId: string; message: string; now: string }
>;
export type EndInterview = Command<'EndInterview', { actorId: string; endReason: EndReason; now: string }>;
/** The server finished releasing the queue entry, seat and recruiter of an ENDING session. */
export type CompleteInterviewEnd = Command<'CompleteInterviewEnd', { now: string }>;
export type OpenVideoRoom = Command<'OpenVideoRoom', { actorId: string; provider: string; roomId: string; now: string }>;
export type InterviewSessionCommand =
  | OfferInterview
  | JoinInterview
  | TimeOutInterview
  | ExtendInterview
  | PostChatMessage
  | EndInterview
  | CompleteInterviewEnd
  | OpenVideoRoom;

export type LiveSession = Readonly<{
  status: SessionStatus;
  ids: SessionIds;
  /** The queue entry the session was offered for; its seat is freed only while still held for it. */
  entryId: string;
  expiresAt: string;
  chatDuration: number;
  durationAdded: number;
  interviewStartedAt: string | null;
  endReason: EndReason | null;
  endedBy: string | null;
  videoRoom: Readonly<{ provider: string; roomId: string }> | null;
}>;
export type InterviewSession = { status: 'None' } | LiveSession;

/** spec 2 §7 'endsAt': the start plus the booth's interview length plus every extension; null before the start. */
export const endsAtOf = (session: Pick<LiveSession, 'interviewStartedAt' | 'chatDuration' | 'durationAdded'>): string | null =>
  session.interviewStartedAt === null
    ? null
    : new Date(new Date(session.interviewStartedAt).getTime() + session.chatDuration + session.durationAdded).toISOString();

export const isParticipant = (session: LiveSession, userId: string) =>
  session.ids.candidateId === userId || session.ids.recruiterId === userId;
export const videoRoleOf = (session: LiveSession, userId: string): VideoRole =>
  session.ids.recruiterId === userId ? 'interviewer' : 'candidate';

const live = (state: InterviewSession): LiveSession => {
  if (state.status === 'None') throw new NotFound('Interview session');
  return state;
};
const ensureParticipant = (session: LiveSession, actorId: string) => {
  if (!isParticipant(session, actorId)) throw new Forbidden(INTERVIEW_TEXTS.onlyParticipants);
};
const ensureInProgress = (session: LiveSession) => {
  if (session.status !== 'IN_PROGRESS')
    throw new Conflict(session.status === 'AWAITING' ? INTERVIEW_TEXTS.neverStarted : INTERVIEW_TEXTS.notInProgress);
};
const isOver = (at: string | null, now: string) => at !== null && new Date(now).getTime() >= new Date(at).getTime();

const ending = (session: LiveSession, endReason: EndReason, endedBy: string, now: string): InterviewEnding => ({
  type: 'InterviewEnding',
  data: { ...session.ids, endReason, endedBy, endingAt: now },
});

const extend = (session: LiveSession, { actorId, durationAdded, now }: ExtendInterview['data']): InterviewExtended => {
  if (session.ids.recruiterId !== actorId) throw new Forbidden(INTERVIEW_TEXTS.onlyRecruiterExtends);
  if (!Number.isInteger(durationAdded) || durationAdded <= 0)
    throw new ValidationFailed([{ field: 'durationAdded', message: INTERVIEW_TEXTS.extensionInvalid }]);
  if (durationAdded > MAX_EXTENSION_MS) throw new ValidationFailed([{ field: 'durationAdded', message: INTERVIEW_TEXTS.extensionTooLong }]);
  ensureInProgress(session);
  // Time that has run out stays out: the server is about to end the session, an extension would race it.
  if (isOver(endsAtOf(session), now)) throw new Conflict(INTERVIEW_TEXTS.timeIsOver);
  const totalDurationAdded = session.durationAdded + durationAdded;
  return {
    type: 'InterviewExtended',
    data: {
      ...session.ids,
      durationAdded,
      totalDurationAdded,
      endsAt: endsAtOf({ ...session, durationAdded: totalDurationAdded })!,
      extendedBy: actorId,
      extendedAt: now,
    },
  };
};

const postChat = (session: LiveSession, { actorId, senderName, messageId, message, now }: PostChatMessage['data']): ChatMessagePosted => {
  ensureParticipant(session, actorId);
  const parsed = chatMessageSchema.safeParse({ message });
  if (!parsed.success) throw new ValidationFailed(parsed.error.issues.map((issue) => ({ field: 'message', message: issue.message })));
  ensureInProgress(session);
  return {
    type: 'ChatMessagePosted',
    data: { ...session.ids, messageId, senderUserId: actorId, senderName, message: parsed.data.message, time: now },
  };
};

const evolveLive = (state: LiveSession, event: Exclude<InterviewSessionEvent, InterviewOffered>): LiveSession => {
  switch (event.type) {
    case 'InterviewStarted':
      return { ...state, status: 'IN_PROGRESS', interviewStartedAt: event.data.interviewStartedAt };
    case 'InterviewExtended':
      return { ...state, durationAdded: event.data.totalDurationAdded };
    case 'ChatMessagePosted':
      return state;
    case 'InterviewEnding':
      return { ...state, status: 'ENDING', endReason: event.data.endReason, endedBy: event.data.endedBy };
    case 'InterviewEnded':
      return {
        ...state,
        status: 'ENDED',
        endReason: state.endReason ?? event.data.endReason,
        endedBy: state.endedBy ?? event.data.endedBy,
      };
    case 'VideoRoomOpened':
      return { ...state, videoRoom: { provider: event.data.provider, roomId: event.data.roomId } };
    default:
      return assertNever(event);
  }
};

export const interviewSessionDecider: Decider<InterviewSession, InterviewSessionCommand, InterviewSessionEvent> = {
  initialState: () => ({ status: 'None' }),
  evolve: (state, event) => {
    if (event.type === 'InterviewOffered') {
      const { entryId, score: _s, maxScore: _m, offeredAt: _o, expiresAt, chatDuration, ...ids } = event.data;
      return {
        status: 'AWAITING',
        ids,
        entryId,
        expiresAt,
        chatDuration: chatDuration ?? DEFAULT_CHAT_DURATION_MS,
        durationAdded: 0,
        interviewStartedAt: null,
        endReason: null,
        endedBy: null,
        videoRoom: null,
      };
    }
    return state.status === 'None' ? state : evolveLive(state, event);
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
        const session = live(state);
        if (session.ids.candidateId !== command.data.actorId) throw new Forbidden(INTERVIEW_TEXTS.onlyCandidateJoins);
        if (session.status === 'IN_PROGRESS') return [];
        // spec 1 §4.5 step 2: a session no longer AWAITING cannot be joined, nor one whose 21 seconds ran out before the sweep ended it.
        if (session.status !== 'AWAITING' || isOver(session.expiresAt, command.data.now)) throw new Conflict(INTERVIEW_TEXTS.notWaiting);
        return { type: 'InterviewStarted', data: { ...session.ids, interviewStartedAt: command.data.now } };
      }
      case 'TimeOutInterview': {
        const { now } = command.data;
        if (state.status === 'AWAITING' && isOver(state.expiresAt, now)) return ending(state, 'TIMED_OUT', SERVER_ACTOR, now);
        // TIMED_OUT is the unanswered call (spec 2 §2.1 'timed out due to the job seeker not joining'); a used-up interview simply ENDED.
        if (state.status === 'IN_PROGRESS' && isOver(endsAtOf(state), now)) return ending(state, 'ENDED', SERVER_ACTOR, now);
        return [];
      }
      case 'ExtendInterview':
        return extend(live(state), command.data);
      case 'PostChatMessage':
        return postChat(live(state), command.data);
      case 'EndInterview': {
        const session = live(state);
        ensureParticipant(session, command.data.actorId);
        // spec 1 §4.5: endedBy (and the reason) are recorded only if not already set: a second end changes nothing.
        if (session.status === 'ENDING' || session.status === 'ENDED') return [];
        return ending(session, command.data.endReason, command.data.actorId, command.data.now);
      }
      case 'CompleteInterviewEnd': {
        if (state.status !== 'ENDING') return [];
        return {
          type: 'InterviewEnded',
          data: { ...state.ids, endReason: state.endReason!, endedBy: state.endedBy!, endedAt: command.data.now },
        };
      }
      case 'OpenVideoRoom': {
        const session = live(state);
        ensureParticipant(session, command.data.actorId);
        // One room per provider: a session keeps its room; a provider switched by configuration gets its own.
        if (session.videoRoom?.provider === command.data.provider) return [];
        if (session.status === 'ENDING' || session.status === 'ENDED') throw new Conflict(INTERVIEW_TEXTS.alreadyOver);
        return {
          type: 'VideoRoomOpened',
          data: { ...session.ids, provider: command.data.provider, roomId: command.data.roomId, openedAt: command.data.now },
        };
      }
      default:
        return assertNever(command);
    }
  },
};

/** A session's state from its events already read (the ending's completion also needs its InterviewEnding event). */
export const foldInterviewSession = (events: readonly InterviewSessionEvent[]): InterviewSession =>
  events.reduce(interviewSessionDecider.evolve, interviewSessionDecider.initialState());
