import { randomUUID } from 'node:crypto';
import { interviewSessionDecider, interviewSessionStream, type InterviewSessionCommand } from '../../domain/interview/interview-session';
import type { EventStore } from '../../domain/ports/event-store';
import { handleCommand } from '../../domain/shared/handle-command';
import { projected, type Backend } from './harness';

type Parts = Pick<Backend, 'db' | 'store' | 'runner'>;

/** A command on a session's stream as the server's processes run it (system actor). */
export const runSessionCommand = (store: EventStore, sessionId: string, command: InterviewSessionCommand) =>
  handleCommand(store, interviewSessionStream(sessionId), interviewSessionDecider, command, {
    metadata: { correlationId: randomUUID(), causationId: null, actorId: null, actorRole: 'system', at: new Date().toISOString() },
    newId: randomUUID,
  });

/** A session offered by the server to the candidate, as the interview matcher writes it, once it is in the read model. */
export const offerSession = async (
  parts: Parts,
  ids: Readonly<{ jobFairId: string; organizationId: string; candidateId: string; recruiterId: string }>,
) => {
  const sessionId = randomUUID();
  const data = {
    ...ids,
    sessionId,
    boothId: randomUUID(),
    queueId: `queue-${randomUUID()}`,
    entryId: randomUUID(),
    score: 1,
    maxScore: 1,
    chatDuration: 600_000,
  };
  await runSessionCommand(parts.store, sessionId, { type: 'OfferInterview', data: { ...data, now: new Date().toISOString() } });
  await projected(parts);
  return sessionId;
};
