import type { Knex } from 'knex';
import type { InterviewSessionView } from '../domain/interview/interview-session-view';
import type { SignalBus, SignalRecipient } from '../domain/ports/signal-bus';
import { getInterviewSession } from '../projections/queries/interview-sessions';
import type { ParsedClientMessage } from './client-message';
import type { Connection, Sender } from './connection';

// WebRTC signalling for the embedded video (ARCHITECTURE.md "video"): the gateway passes SDP offers,
// answers and ICE candidates between the two participants of one interview session, and nobody else.

type SignalMessage = Extract<ParsedClientMessage, { action: 'signal' }>;
export type SessionParticipants = Pick<InterviewSessionView, 'candidateId' | 'recruiterId' | 'status'>;
export type FindInterviewSession = (jobFairId: string, sessionId: string) => Promise<SessionParticipants | null>;

/** The session as the read model has it: a signal is allowed or refused on what was committed. */
export const interviewSessionsFrom =
  (db: Knex): FindInterviewSession =>
  (jobFairId, sessionId) =>
    getInterviewSession(db, jobFairId, sessionId);

export const SIGNAL_REFUSED = {
  notParticipant: 'Only the candidate and the recruiter of this interview session may exchange signals',
  notLive: 'This interview session is not waiting or in progress',
} as const;

type Deps = Readonly<{
  findSession: FindInterviewSession;
  /** Carries the signal to the other participant's tabs on whichever gateway process holds them. */
  publish: SignalBus['publish'];
  sender: Sender;
}>;

/**
 * Checks a signal once, on the gateway the sender is connected to, then publishes it. The connection's
 * inbox awaits this, so one sender's signals are published, and therefore arrive, in order.
 */
export const createSignalRelay = ({ findSession, publish, sender }: Deps) => {
  const refuse = (connection: Connection, message: string) => void sender.send(connection, { action: 'error', status: 403, message });

  return async (connection: Connection, { jobFairId, sessionId, payload }: SignalMessage): Promise<void> => {
    const session = await findSession(jobFairId, sessionId);
    const sender_ = connection.principal.userId;
    // An unknown session is refused like someone else's, so the answer does not reveal which ids exist.
    if (!session || (sender_ !== session.candidateId && sender_ !== session.recruiterId))
      return refuse(connection, SIGNAL_REFUSED.notParticipant);
    if (session.status !== 'AWAITING' && session.status !== 'IN_PROGRESS') return refuse(connection, SIGNAL_REFUSED.notLive);
    const other = sender_ === session.candidateId ? session.recruiterId : session.candidateId;
    await publish({ toUserId: other, message: { action: 'signal', sessionId, fromUserId: sender_, payload } });
  };
};

/** The receiving end on each gateway: every open tab of the addressee gets the signal (a user may have several). */
export const signalRecipient = (connectionsOf: (userId: string) => Iterable<Connection> | undefined, sender: Sender): SignalRecipient => ({
  reaches: (userId) => connectionsOf(userId) !== undefined,
  deliver: ({ toUserId, message }) => {
    const frame = JSON.stringify(message);
    for (const target of connectionsOf(toUserId) ?? []) sender.sendFrame(target, frame);
  },
});
