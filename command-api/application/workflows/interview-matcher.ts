import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { interviewSessionDecider, interviewSessionStream } from '../../../domain/interview/interview-session';
import type { ChangeBus } from '../../../domain/ports/change-bus';
import type { Clock } from '../../../domain/ports/clock';
import type { EventStore } from '../../../domain/ports/event-store';
import { queuesServedBy } from '../../../domain/queue/booth-groups';
import { boothQueueDecider, boothQueueStream } from '../../../domain/queue/booth-queue';
import { availabilityStream, recruiterAvailabilityDecider } from '../../../domain/queue/recruiter-availability';
import { DomainError } from '../../../domain/shared/errors';
import type { BoothView } from '../../../domain/booth/booth-view';
import { boothQueueKey, interviewSessionKey } from '../../../projections/queries/change-keys';
import {
  boothsForCalling,
  callingLinesOfBooths,
  freeRecruitersOfBooths,
  isSessionEnding,
  queueOfNextCandidate,
} from '../../../projections/queries/interview-calling';
import { readsByIdSharedPerTurn } from '../../../projections/queries/shared-reads';
import { createInterviewEndings } from './interview-endings';
import { systemCommands } from './system-commands';

export type InterviewMatcherDeps = Readonly<{ store: EventStore; db: Knex; clock: Clock; newId: () => string; logger: Logger }>;

export type InterviewMatcher = Readonly<{
  /** Offers waiting candidates of a booth to its available recruiters, one each. */
  match(boothId: string): Promise<number>;
  /**
   * Ends every AWAITING session past its 21 seconds (TIMED_OUT) and every IN_PROGRESS one past its
   * endsAt (ENDED by 'server'), and completes every ENDING session; returns how many ended.
   */
  sweepTimeouts(): Promise<number>;
  /** Matches on every queue or availability change of a booth; completes a session as soon as it shows ENDING; sweeps once a second. */
  start(bus: ChangeBus, sweepIntervalMs?: number): void;
  stop(): Promise<void>;
}>;

const SERVER = 'server';

// The booths whose matches start in one turn (one change notice names every booth its batch touched: at a
// busy fair, hundreds) read their free recruiters, then their booths and lines, in one statement each, not
// one each on the process managers' pool.
const readFreeRecruiters = readsByIdSharedPerTurn(freeRecruitersOfBooths);
const readBooth = readsByIdSharedPerTurn(boothsForCalling);
const readLine = readsByIdSharedPerTurn(callingLinesOfBooths);

/**
 * Server-side calling (spec 1 §4.5 call flow), a process manager over three streams: the recruiter's
 * availability stream is claimed first (one recruiter, one session), then the queue stream assigns
 * its first waiting candidate (one candidate, one recruiter), then the session is offered (AWAITING).
 * Every step appends with the revision it read, so racing matchers on several processes stay correct.
 */
export const createInterviewMatcher = ({ store, db, clock, newId, logger }: InterviewMatcherDeps): InterviewMatcher => {
  const run = systemCommands({ store, clock, newId });
  const endings = createInterviewEndings({ run, store, db, clock, logger });

  const offerTo = async (
    booth: BoothView,
    queueId: string,
    recruiterId: string,
    passOver: readonly string[],
  ): Promise<'offered' | 'nobody-waiting' | 'recruiter-busy'> => {
    const now = clock.now().toISOString();
    const sessionId = newId();
    const desk = { jobFairId: booth.jobFairId, recruiterId, boothId: booth.id };
    try {
      await run({
        streamId: availabilityStream(desk.jobFairId, recruiterId),
        decider: recruiterAvailabilityDecider,
        command: { type: 'EngageRecruiter', data: { ...desk, sessionId, now } },
      });
    } catch (error) {
      if (error instanceof DomainError) return 'recruiter-busy';
      throw error;
    }
    const queueIds = { queueId, boothId: booth.id, jobFairId: desk.jobFairId, organizationId: booth.organizationId };
    const assigned = await run({
      streamId: boothQueueStream(queueIds.queueId),
      decider: boothQueueDecider,
      command: { type: 'AssignInterview', data: { ...queueIds, actorId: SERVER, now, recruiterId, sessionId, passOver } },
    });
    const assignment = assigned.newEvents.find((event) => event.type === 'InterviewAssigned');
    if (!assignment || assignment.type !== 'InterviewAssigned') {
      await run({
        streamId: availabilityStream(desk.jobFairId, recruiterId),
        decider: recruiterAvailabilityDecider,
        command: { type: 'ReleaseRecruiter', data: { ...desk, sessionId, backToAvailable: true, now } },
      });
      return 'nobody-waiting';
    }
    const { entryId, seekerId, score, maxScore } = assignment.data;
    await run({
      streamId: interviewSessionStream(sessionId),
      decider: interviewSessionDecider,
      command: {
        type: 'OfferInterview',
        data: {
          sessionId,
          ...queueIds,
          candidateId: seekerId,
          recruiterId,
          entryId,
          score,
          maxScore,
          chatDuration: Number(booth.chatDuration),
          now,
        },
      },
    });
    logger.info({ sessionId, boothId: booth.id, recruiterId, candidateId: seekerId }, 'interview offered');
    return 'offered';
  };

  const match = async (boothId: string): Promise<number> => {
    // Free recruiters first: every queue change of a booth asks for a match, and while its recruiters are
    // all in interviews (most of a busy fair) this one read answers, without the booth or the candidates.
    const recruiters = (await readFreeRecruiters(db, boothId)) ?? [];
    if (recruiters.length === 0) return 0;
    const [booth, line] = await Promise.all([readBooth(db, boothId), readLine(db, boothId)]);
    if (!booth || !line) return 0;
    let offered = 0;
    for (const recruiterId of recruiters) {
      // A group's candidates go to that group's recruiters only; of the queues a recruiter serves, the longest-waiting head goes first.
      const served = queuesServedBy(boothId, booth, recruiterId);
      if (served.length === 0) continue;
      const queueId = queueOfNextCandidate(line, served);
      if (!queueId) continue;
      // A candidate whose connection is lost keeps their place for the grace period but is not called meanwhile.
      const outcome = await offerTo(booth, queueId, recruiterId, line.passOver);
      if (outcome === 'offered') offered++;
    }
    return offered;
  };

  // One match at a time per booth; a change arriving meanwhile runs one more afterwards.
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  const schedule = (boothId: string) => {
    if (running.has(boothId)) {
      again.add(boothId);
      return;
    }
    const task = (async () => {
      do {
        again.delete(boothId);
        await match(boothId).catch((error: unknown) => logger.error({ err: error, boothId }, 'interview matching failed'));
      } while (again.has(boothId));
    })().finally(() => running.delete(boothId));
    running.set(boothId, task);
  };

  let unsubscribe: (() => void) | null = null;
  let sweeper: ReturnType<typeof setInterval> | null = null;
  let sweeping: Promise<unknown> = Promise.resolve();
  const prefix = boothQueueKey('');
  const sessionPrefix = interviewSessionKey('');
  // A participant's end shows as ENDING in the read model; complete it now rather than at the next sweep.
  const completeIfEnding = async (sessionId: string) => {
    if (await isSessionEnding(db, sessionId)) await endings.complete(sessionId);
  };
  const completing = new Set<Promise<unknown>>();

  return {
    match,
    sweepTimeouts: endings.sweep,
    start: (bus, sweepIntervalMs = 1_000) => {
      unsubscribe = bus.subscribe((notice) => {
        for (const key of notice.keys) {
          if (key.startsWith(prefix)) schedule(key.slice(prefix.length));
          if (key.startsWith(sessionPrefix)) {
            const sessionId = key.slice(sessionPrefix.length);
            const task = completeIfEnding(sessionId).catch((error: unknown) =>
              logger.error({ err: error, sessionId }, 'ending an interview failed'),
            );
            completing.add(task);
            void task.finally(() => completing.delete(task));
          }
        }
      });
      sweeper = setInterval(() => {
        sweeping = sweeping.then(() =>
          endings.sweep().catch((error: unknown) => logger.error({ err: error }, 'interview timeout sweep failed')),
        );
      }, sweepIntervalMs);
    },
    stop: async () => {
      unsubscribe?.();
      if (sweeper) clearInterval(sweeper);
      await Promise.all([...running.values(), sweeping, ...completing]);
    },
  };
};
