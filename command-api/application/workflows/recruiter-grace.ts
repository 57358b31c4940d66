import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../../domain/ports/clock';
import type { EventStore } from '../../../domain/ports/event-store';
import { connectionGone } from '../../../domain/presence/presence';
import { availabilityStream, recruiterAvailabilityDecider } from '../../../domain/queue/recruiter-availability';
import { availableRecruitersDisconnectedSince } from '../../../projections/queries/queue-upkeep';
import { presenceOf } from './presence-of';
import type { RunSystemCommand } from './system-commands';

/**
 * No ghost recruiters: the candidates' grace applied to recruiters. A recruiter
 * switched on whose last connection has been gone for the grace period (counted from the later of
 * the disconnect and the switch) is switched off with reason Disconnected, so the report can tell it
 * from a recruiter switching off by hand. Returns how many were switched off.
 */
export const switchOffDisconnectedRecruiters = async (
  { run, store, db, clock, logger }: Readonly<{ run: RunSystemCommand; store: EventStore; db: Knex; clock: Clock; logger: Logger }>,
  deadline: Date,
): Promise<number> => {
  let switchedOff = 0;
  for (const desk of await availableRecruitersDisconnectedSince(db, deadline)) {
    if (!connectionGone(await presenceOf(store, desk.recruiterId))) continue;
    const outcome = await run({
      streamId: availabilityStream(desk.jobFairId, desk.recruiterId),
      decider: recruiterAvailabilityDecider,
      command: { type: 'SwitchOffAvailability', data: { ...desk, reason: 'Disconnected', now: clock.now().toISOString() } },
    });
    if (outcome.newEvents.length === 0) continue;
    switchedOff++;
    logger.info(desk, 'recruiter availability switched off: connection lost beyond the grace period');
  }
  return switchedOff;
};
