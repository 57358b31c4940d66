import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { AlreadyInAQueue } from './queue-errors';

/**
 * A job seeker is in at most one queue per job fair (spec 2 §4): a cross-aggregate rule, so each
 * seeker has one seat stream per fair, taken before entering a queue and appended with the revision
 * read. Two racing entries cannot both take it: the second append fails WrongExpectedVersion,
 * re-reads, and is refused.
 */
export const queueSeatStream = (jobFairId: string, seekerId: string) => `queueseat-${jobFairId}-${seekerId}`;

type SeatIds = { jobFairId: string; seekerId: string };
export type QueueSeatTaken = Event<'QueueSeatTaken', SeatIds & { queueId: string; boothId: string; entryId: string; takenAt: string }>;
export type QueueSeatFreed = Event<'QueueSeatFreed', SeatIds & { queueId: string; entryId: string; freedAt: string }>;
export type QueueSeatEvent = QueueSeatTaken | QueueSeatFreed;

export type TakeQueueSeat = Command<'TakeQueueSeat', SeatIds & { queueId: string; boothId: string; entryId: string; now: string }>;
/**
 * Frees the seat only if it is still held for this queue (and, given `entryId`, for that very entry:
 * a repeated end of an interview must not free the seat of the seeker's next entry); a stale free changes nothing.
 */
export type FreeQueueSeat = Command<'FreeQueueSeat', SeatIds & { queueId: string; entryId?: string; now: string }>;
export type QueueSeatCommand = TakeQueueSeat | FreeQueueSeat;

export type QueueSeat = { status: 'Free' } | { status: 'Taken'; queueId: string; entryId: string };

export const queueSeatDecider: Decider<QueueSeat, QueueSeatCommand, QueueSeatEvent> = {
  initialState: () => ({ status: 'Free' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'QueueSeatTaken':
        return { status: 'Taken', queueId: event.data.queueId, entryId: event.data.entryId };
      case 'QueueSeatFreed':
        return { status: 'Free' };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    const { jobFairId, seekerId, queueId, now } = command.data;
    switch (command.type) {
      case 'TakeQueueSeat':
        if (state.status === 'Taken') {
          if (state.queueId === queueId) return [];
          throw new AlreadyInAQueue();
        }
        return {
          type: 'QueueSeatTaken',
          data: { jobFairId, seekerId, queueId, boothId: command.data.boothId, entryId: command.data.entryId, takenAt: now },
        };
      case 'FreeQueueSeat':
        if (state.status !== 'Taken' || state.queueId !== queueId) return [];
        if (command.data.entryId !== undefined && command.data.entryId !== state.entryId) return [];
        return { type: 'QueueSeatFreed', data: { jobFairId, seekerId, queueId, entryId: state.entryId, freedAt: now } };
      default:
        return assertNever(command);
    }
  },
};
