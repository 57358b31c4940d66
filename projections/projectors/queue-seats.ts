import type { DomainEvent } from '../../domain/events';
import type { QueueSeatEvent } from '../../domain/queue/queue-seat';
import type { RecordedEvent } from '../../domain/shared/event';
import type { Projector } from '../projector';

const isSeatEvent = (event: RecordedEvent<DomainEvent>): event is RecordedEvent<QueueSeatEvent> => event.type === 'QueueSeatTaken' || event.type === 'QueueSeatFreed';

/** Taken queue seats (one per seeker and fair): what the repair process compares with the queue entries. */
export const queueSeatsProjector: Projector = {
  name: 'queueSeats',
  handles: ['QueueSeatTaken', 'QueueSeatFreed'],
  tables: ['queue_seats'],
  apply: async (trx, event) => {
    if (!isSeatEvent(event)) return [];
    const { jobFairId, seekerId } = event.data;
    const revision = String(event.revision);
    if (event.type === 'QueueSeatTaken') {
      const { queueId, entryId, takenAt } = event.data;
      await trx.raw(
        `INSERT INTO queue_seats (job_fair_id, seeker_id, queue_id, entry_id, taken_at, freed_at, revision) VALUES (?, ?, ?, ?, ?, NULL, ?)
         ON CONFLICT (job_fair_id, seeker_id) DO UPDATE SET queue_id = EXCLUDED.queue_id, entry_id = EXCLUDED.entry_id, taken_at = EXCLUDED.taken_at,
           freed_at = NULL, revision = EXCLUDED.revision
         WHERE queue_seats.revision < EXCLUDED.revision`,
        [jobFairId, seekerId, queueId, entryId, takenAt, revision],
      );
    } else {
      await trx('queue_seats').update({ freed_at: event.data.freedAt, revision }).where({ job_fair_id: jobFairId, seeker_id: seekerId }).andWhere('revision', '<', revision);
    }
    return [];
  },
};
