import type { Knex } from 'knex';
import type { Logger } from 'pino';
import {
  foldInterviewSession,
  interviewSessionDecider,
  interviewSessionStream,
  type InterviewSessionEvent,
  type LiveSession,
} from '../../../domain/interview/interview-session';
import type { Clock } from '../../../domain/ports/clock';
import { connectionGone } from '../../../domain/presence/presence';
import type { EventStore } from '../../../domain/ports/event-store';
import { boothQueueDecider, boothQueueStream } from '../../../domain/queue/booth-queue';
import { queueSeatDecider, queueSeatStream } from '../../../domain/queue/queue-seat';
import { availabilityStream, recruiterAvailabilityDecider } from '../../../domain/queue/recruiter-availability';
import { sessionsDueToEnd } from '../../../projections/queries/interview-calling';
import { presenceOf } from './presence-of';
import type { Cause } from '../command-context';
import type { RunSystemCommand } from './system-commands';

const SERVER = 'server';

export type InterviewEndings = Readonly<{
  /** Ends what the clock says is over (unanswered offers after 21 s, interviews past endsAt) and completes every ENDING session; returns how many ended. */
  sweep(): Promise<number>;
  /** Completes one ENDING session: candidate out of the queue, seat freed, recruiter off, then ENDED. False when it was not ENDING. */
  complete(sessionId: string): Promise<boolean>;
}>;

/**
 * The server's side of ending an interview (spec 1 §4.5, spec 2 §4): whoever ends a session (a
 * participant, or the clock here) appends ENDING; this completes it. The interview_sessions read model
 * is the durable timer table: a due AWAITING or IN_PROGRESS row, or an ENDING row left by a crash, is
 * found again by the next sweep, and every step is idempotent, so completing twice changes nothing.
 */
export const createInterviewEndings = ({
  run,
  store,
  db,
  clock,
  logger,
}: Readonly<{ run: RunSystemCommand; store: EventStore; db: Knex; clock: Clock; logger: Logger }>): InterviewEndings => {
  /**
   * No ghost recruiters: an unanswered call is the recruiter's fault when the recruiter had no live
   * connection as it timed out (the call rang for nobody); the candidate then keeps their place.
   */
  const fellThroughOnRecruiterSide = async ({ ids, endReason }: LiveSession) =>
    endReason === 'TIMED_OUT' && connectionGone(await presenceOf(store, ids.recruiterId));

  /**
   * The session is over: its candidate leaves the queue and their seat is freed, or goes back to the
   * front when the call fell through on the recruiter's side; the recruiter stays off until switched on.
   */
  const settle = async (session: LiveSession, cause: Cause | undefined) => {
    const { ids, entryId } = session;
    const now = clock.now().toISOString();
    const queueIds = { queueId: ids.queueId, boothId: ids.boothId, jobFairId: ids.jobFairId, organizationId: ids.organizationId };
    if (await fellThroughOnRecruiterSide(session))
      await run(
        {
          streamId: boothQueueStream(ids.queueId),
          decider: boothQueueDecider,
          command: { type: 'ReturnToFront', data: { ...queueIds, actorId: SERVER, now, sessionId: ids.sessionId } },
        },
        cause,
      );
    else {
      const finished = await run(
        {
          streamId: boothQueueStream(ids.queueId),
          decider: boothQueueDecider,
          command: { type: 'FinishInterview', data: { ...queueIds, actorId: SERVER, now, sessionId: ids.sessionId } },
        },
        cause,
      );
      // A candidate returned to the front by an earlier, interrupted completion keeps the seat of the entry they still hold.
      if (!finished.newState.entries.some((entry) => entry.entryId === entryId))
        await run(
          {
            streamId: queueSeatStream(ids.jobFairId, ids.candidateId),
            decider: queueSeatDecider,
            command: {
              type: 'FreeQueueSeat',
              data: { jobFairId: ids.jobFairId, seekerId: ids.candidateId, queueId: ids.queueId, entryId, now },
            },
          },
          cause,
        );
    }
    await run(
      {
        streamId: availabilityStream(ids.jobFairId, ids.recruiterId),
        decider: recruiterAvailabilityDecider,
        command: {
          type: 'ReleaseRecruiter',
          data: {
            jobFairId: ids.jobFairId,
            recruiterId: ids.recruiterId,
            boothId: ids.boothId,
            sessionId: ids.sessionId,
            backToAvailable: false,
            now,
          },
        },
      },
      cause,
    );
  };

  const complete = async (sessionId: string): Promise<boolean> => {
    const { events } = await store.readStream<InterviewSessionEvent>(interviewSessionStream(sessionId));
    const session = foldInterviewSession(events);
    if (session.status !== 'ENDING') return false;
    // Everything the completion appends names the end as its cause (docs/audit.md, causation chains).
    const cause = events.findLast((event) => event.type === 'InterviewEnding');
    await settle(session, cause);
    const outcome = await run(
      {
        streamId: interviewSessionStream(sessionId),
        decider: interviewSessionDecider,
        command: { type: 'CompleteInterviewEnd', data: { now: clock.now().toISOString() } },
      },
      cause,
    );
    if (outcome.newEvents.length > 0) logger.info({ sessionId, endReason: session.endReason, endedBy: session.endedBy }, 'interview ended');
    return outcome.newEvents.length > 0;
  };

  const sweep = async (): Promise<number> => {
    const now = clock.now();
    const due = await sessionsDueToEnd(db, now);
    let ended = 0;
    for (const sessionId of due) {
      // The decider re-checks the time on the stream: a row the read model shows late is never ended early.
      await run({
        streamId: interviewSessionStream(sessionId),
        decider: interviewSessionDecider,
        command: { type: 'TimeOutInterview', data: { now: now.toISOString() } },
      });
      if (await complete(sessionId)) ended++;
    }
    return ended;
  };

  return { sweep, complete };
};
