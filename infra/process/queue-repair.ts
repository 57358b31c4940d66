import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { interviewSessionDecider, interviewSessionStream } from '../../domain/interview/interview-session';
import type { Clock } from '../../domain/ports/clock';
import type { EventStore } from '../../domain/ports/event-store';
import { boothQueueDecider, boothQueueStream, queueIdOf, type BoothQueueEvent } from '../../domain/queue/booth-queue';
import { queueSeatDecider, queueSeatStream } from '../../domain/queue/queue-seat';
import { availabilityStream, recruiterAvailabilityDecider } from '../../domain/queue/recruiter-availability';
import { systemCommandRunner } from './run-command';

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
 * Finishes or undoes what a crash between two appends of one flow left half done (docs/architecture.md,
 * queue engine). Each fix re-checks the streams and runs commands that change nothing when already
 * applied, so several processes may repair at once.
 * - A recruiter engaged for a session that was never offered: if the queue assigned a candidate to it,
 *   the offer is made now; otherwise the recruiter gets their availability back.
 * - A seat still taken while its queue holds no entry of the seeker: the seat is freed.
 */
export const createQueueRepair = ({ store, db, clock, newId, logger, settleMs = 30_000 }: QueueRepairDeps): QueueRepair => {
  const run = systemCommandRunner({ store, clock, newId });
  const settled = () => new Date(clock.now().getTime() - settleMs);

  const releaseOrOffer = async (row: Record<string, string>): Promise<'released' | 'offered' | 'fine'> => {
    const sessionId = row.session_id!;
    if ((await store.readStream(interviewSessionStream(sessionId))).events.length > 0) return 'fine';
    const booth = await db('booths').where({ id: row.booth_id }).first();
    // The assignment may be in one of the booth's group queues: the read model says which.
    const queueId: string =
      (await db('queue_entries').where({ session_id: sessionId }).first('queue_id'))?.queue_id ?? queueIdOf(row.booth_id!);
    const queue = (await store.readStream<BoothQueueEvent>(boothQueueStream(queueId))).events.reduce(
      boothQueueDecider.evolve,
      boothQueueDecider.initialState(),
    );
    const assigned = queue.entries.find((entry) => entry.sessionId === sessionId);
    const now = clock.now().toISOString();
    if (assigned && booth) {
      await run(interviewSessionStream(sessionId), interviewSessionDecider, {
        type: 'OfferInterview',
        data: {
          sessionId,
          queueId,
          boothId: row.booth_id!,
          jobFairId: row.job_fair_id!,
          organizationId: booth.organization_id,
          candidateId: assigned.seekerId,
          recruiterId: row.recruiter_id!,
          entryId: assigned.entryId,
          score: assigned.score,
          maxScore: assigned.maxScore,
          chatDuration: Number(booth.chat_duration),
          now,
        },
      });
      return 'offered';
    }
    const released = await run(availabilityStream(row.job_fair_id!, row.recruiter_id!), recruiterAvailabilityDecider, {
      type: 'ReleaseRecruiter',
      data: { jobFairId: row.job_fair_id!, recruiterId: row.recruiter_id!, boothId: row.booth_id!, sessionId, backToAvailable: true, now },
    });
    return released.newEvents.length > 0 ? 'released' : 'fine';
  };

  const freeIfEmpty = async (row: Record<string, string>): Promise<boolean> => {
    const queue = (await store.readStream<BoothQueueEvent>(boothQueueStream(row.queue_id!))).events.reduce(
      boothQueueDecider.evolve,
      boothQueueDecider.initialState(),
    );
    if (queue.entries.some((entry) => entry.seekerId === row.seeker_id)) return false;
    const freed = await run(queueSeatStream(row.job_fair_id!, row.seeker_id!), queueSeatDecider, {
      type: 'FreeQueueSeat',
      data: { jobFairId: row.job_fair_id!, seekerId: row.seeker_id!, queueId: row.queue_id!, now: clock.now().toISOString() },
    });
    return freed.newEvents.length > 0;
  };

  const repair = async (): Promise<RepairReport> => {
    const before = settled();
    const engaged: Record<string, string>[] = await db('recruiter_availability as a')
      .whereNotNull('a.session_id')
      .andWhere('a.changed_at', '<=', before)
      .whereNotExists(db('interview_sessions as s').whereRaw('s.id = a.session_id'))
      .select('a.job_fair_id', 'a.recruiter_id', 'a.booth_id', 'a.session_id');
    let recruitersReleased = 0;
    let sessionsOffered = 0;
    for (const row of engaged) {
      const outcome = await releaseOrOffer(row);
      if (outcome === 'released') recruitersReleased++;
      if (outcome === 'offered') sessionsOffered++;
      if (outcome !== 'fine') logger.warn({ ...row, outcome }, 'repaired a recruiter engaged without an offered session');
    }
    const seats: Record<string, string>[] = await db('queue_seats as s')
      .whereNull('s.freed_at')
      .andWhere('s.taken_at', '<=', before)
      .whereNotExists(
        db('queue_entries as e').whereRaw('e.job_fair_id = s.job_fair_id AND e.seeker_id = s.seeker_id AND e.queue_id = s.queue_id'),
      )
      .select('s.job_fair_id', 's.seeker_id', 's.queue_id');
    let seatsFreed = 0;
    for (const row of seats)
      if (await freeIfEmpty(row)) {
        seatsFreed++;
        logger.warn(row, 'repaired a queue seat left taken without a queue entry');
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
