import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../../domain/ports/clock';
import type { EventStore } from '../../../domain/ports/event-store';
import { boothQueueDecider, boothQueueStream } from '../../../domain/queue/booth-queue';
import { queueSeatDecider, queueSeatStream } from '../../../domain/queue/queue-seat';
import { entriesDisconnectedSince } from '../../../projections/queries/queue-upkeep';
import { presenceOf } from './presence-of';
import { switchOffDisconnectedRecruiters } from './recruiter-grace';
import { systemCommands } from './system-commands';

export type QueueGraceDeps = Readonly<{ store: EventStore; db: Knex; clock: Clock; newId: () => string; logger: Logger; graceMs: number }>;

export type QueueGrace = Readonly<{
  /**
   * Takes out every waiting candidate disconnected for longer than the grace period and switches off
   * every recruiter in the same case (recruiter-grace.ts); returns how many of both.
   */
  sweep(): Promise<number>;
  start(sweepIntervalMs?: number): void;
  stop(): Promise<void>;
}>;

/**
 * A lost connection loses no place in a queue (spec 1 §4.4 presence DISCONNECTED): the presence read model is the durable timer
 * table. A waiting candidate (not yet called) whose presence has been DISCONNECTED for the grace period
 * (counted from the later of the disconnect and their entry) leaves with reason ConnectionLost, their
 * seat is freed and the positions behind them close up. A reconnect on any tab or gateway process
 * turns presence back to LOGGED_IN first, so it never fires for someone still connected.
 */
export const createQueueGrace = ({ store, db, clock, newId, logger, graceMs }: QueueGraceDeps): QueueGrace => {
  const run = systemCommands({ store, clock, newId });

  const sweep = async (): Promise<number> => {
    const deadline = new Date(clock.now().getTime() - graceMs);
    let removed = 0;
    for (const { seekerId, ...ids } of await entriesDisconnectedSince(db, deadline)) {
      if ((await presenceOf(store, seekerId)).status !== 'DISCONNECTED') continue;
      const now = clock.now().toISOString();
      const left = await run({
        streamId: boothQueueStream(ids.queueId),
        decider: boothQueueDecider,
        command: {
          type: 'RemoveCandidate',
          data: { ...ids, actorId: 'server', now, seekerId, reason: 'ConnectionLost', onlyWaiting: true },
        },
      });
      const gone = left.newEvents.find((event) => event.type === 'QueueLeft');
      if (!gone || gone.type !== 'QueueLeft') continue;
      // The entry id keeps a late free from releasing a seat the seeker took again meanwhile.
      await run({
        streamId: queueSeatStream(ids.jobFairId, seekerId),
        decider: queueSeatDecider,
        command: {
          type: 'FreeQueueSeat',
          data: { jobFairId: ids.jobFairId, seekerId, queueId: ids.queueId, entryId: gone.data.entryId, now },
        },
      });
      removed++;
      logger.info({ seekerId, boothId: ids.boothId }, 'candidate left the queue: connection lost beyond the grace period');
    }
    return removed + (await switchOffDisconnectedRecruiters({ run, store, db, clock, logger }, deadline));
  };

  let timer: ReturnType<typeof setInterval> | null = null;
  let sweeping: Promise<unknown> = Promise.resolve();
  return {
    sweep,
    start: (sweepIntervalMs = 1_000) => {
      timer = setInterval(() => {
        sweeping = sweeping.then(() => sweep().catch((error: unknown) => logger.error({ err: error }, 'queue grace sweep failed')));
      }, sweepIntervalMs);
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      await sweeping;
    },
  };
};
