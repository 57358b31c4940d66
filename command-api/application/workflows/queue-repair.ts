import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { interviewSessionDecider, interviewSessionStream } from '../../../domain/interview/interview-session';
import type { Clock } from '../../../domain/ports/clock';
import type { EventStore } from '../../../domain/ports/event-store';
import { boothQueueDecider, boothQueueStream, queueIdOf } from '../../../domain/queue/booth-queue';
import { queueSeatDecider, queueSeatStream } from '../../../domain/queue/queue-seat';
import { aggregateStream } from '../../../domain/shared/aggregate-stream';
import { availabilityStream, recruiterAvailabilityDecider } from '../../../domain/queue/recruiter-availability';
import { boothForCalling } from '../../../projections/queries/interview-calling';
import {
  queueOfSession,
  recruitersEngagedWithoutSession,
  seatsWithoutEntry,
  type EngagedDesk,
  type TakenSeat,
} from '../../../projections/queries/queue-upkeep';
import { systemCommands } from './system-commands';

export type QueueRepairDeps = Readonly<{
  store: EventStore;
  db: Knex;
  clock: Clock;
  newId: () => string;
  logger: Logger;
  /** A state younger than this may be a command still on its way (enter, offer): left alone. */
  settleMs?: number;
}>;

export type RepairReport = Readonly<{ recruitersReleased: number; sessionsOffered: number; seatsFreed: number }>;

export type QueueRepair = Readonly<{
  repair(): Promise<RepairReport>;
  /** Repairs once now, then every interval. */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}>;

/**
 * Finishes or undoes what a crash between two appends of one flow left half done (docs/queue.md
 * "Sign-out and repair"). Each fix re-checks the streams and runs commands that change nothing when already
 * applied, so several processes may repair at once.
 * - A recruiter engaged for a session that was never offered: if the queue assigned a candidate to it,
 *   the offer is made now; otherwise the recruiter gets their availability back.
 * - A seat still taken while its queue holds no entry of the seeker: the seat is freed.
 */
export const createQueueRepair = ({ store, db, clock, newId, logger, settleMs = 30_000 }: QueueRepairDeps): QueueRepair => {
  const run = systemCommands({ store, clock, newId });
  const settled = () => new Date(clock.now().getTime() - settleMs);

  const releaseOrOffer = async (desk: EngagedDesk): Promise<'released' | 'offered' | 'fine'> => {
    const { sessionId } = desk;
    if ((await store.readStream(interviewSessionStream(sessionId))).events.length > 0) return 'fine';
    const booth = await boothForCalling(db, desk.boothId);
    // The assignment may be in one of the booth's group queues: the read model says which.
    const queueId = (await queueOfSession(db, sessionId)) ?? queueIdOf(desk.boothId);
    const { state: queue } = await aggregateStream(store, boothQueueStream(queueId), boothQueueDecider);
    const assigned = queue.entries.find((entry) => entry.sessionId === sessionId);
    const now = clock.now().toISOString();
    if (assigned && booth) {
      await run({
        streamId: interviewSessionStream(sessionId),
        decider: interviewSessionDecider,
        command: {
          type: 'OfferInterview',
          data: {
            sessionId,
            queueId,
            boothId: desk.boothId,
            jobFairId: desk.jobFairId,
            organizationId: booth.organizationId,
            candidateId: assigned.seekerId,
            recruiterId: desk.recruiterId,
            entryId: assigned.entryId,
            score: assigned.score,
            maxScore: assigned.maxScore,
            chatDuration: Number(booth.chatDuration),
            now,
          },
        },
      });
      return 'offered';
    }
    const released = await run({
      streamId: availabilityStream(desk.jobFairId, desk.recruiterId),
      decider: recruiterAvailabilityDecider,
      command: { type: 'ReleaseRecruiter', data: { ...desk, backToAvailable: true, now } },
    });
    return released.newEvents.length > 0 ? 'released' : 'fine';
  };

  const freeIfEmpty = async (seat: TakenSeat): Promise<boolean> => {
    const { state: queue } = await aggregateStream(store, boothQueueStream(seat.queueId), boothQueueDecider);
    if (queue.entries.some((entry) => entry.seekerId === seat.seekerId)) return false;
    const freed = await run({
      streamId: queueSeatStream(seat.jobFairId, seat.seekerId),
      decider: queueSeatDecider,
      command: { type: 'FreeQueueSeat', data: { ...seat, now: clock.now().toISOString() } },
    });
    return freed.newEvents.length > 0;
  };

  const repair = async (): Promise<RepairReport> => {
    const before = settled();
    let recruitersReleased = 0;
    let sessionsOffered = 0;
    for (const desk of await recruitersEngagedWithoutSession(db, before)) {
      const outcome = await releaseOrOffer(desk);
      if (outcome === 'released') recruitersReleased++;
      if (outcome === 'offered') sessionsOffered++;
      if (outcome !== 'fine') logger.warn({ ...desk, outcome }, 'repaired a recruiter engaged without an offered session');
    }
    let seatsFreed = 0;
    for (const seat of await seatsWithoutEntry(db, before))
      if (await freeIfEmpty(seat)) {
        seatsFreed++;
        logger.warn(seat, 'repaired a queue seat left taken without a queue entry');
      }
    return { recruitersReleased, sessionsOffered, seatsFreed };
  };

  let timer: ReturnType<typeof setInterval> | null = null;
  let repairing: Promise<unknown> = Promise.resolve();
  const runOnce = () => {
    repairing = repairing.then(() => repair().catch((error: unknown) => logger.error({ err: error }, 'queue repair failed')));
  };
  return {
    repair,
    start: (intervalMs = 30_000) => {
      runOnce();
      timer = setInterval(runOnce, intervalMs);
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      await repairing;
    },
  };
};
