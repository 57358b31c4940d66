import type { Knex } from 'knex';
import type { QueueSeatEvent } from '../../domain/queue/queue-seat';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';

type Seat = { job_fair_id: string; seeker_id: string; revision: string; freed_at: string | null };
type Taken = Seat & { queue_id: string; entry_id: string; taken_at: string };

/**
 * Folds a run of seat events into the last state of each seat: a take writes the whole row, a free
 * after it only its freed_at. Each row is written once, guarded by the seat stream's revision.
 */
const applyAll = async (trx: Knex.Transaction, events: readonly RecordedEvent<QueueSeatEvent>[]): Promise<string[]> => {
  const seats = new Map<string, Seat | Taken>();
  for (const event of events) {
    const { jobFairId, seekerId } = event.data;
    const id = `${jobFairId}:${seekerId}`;
    const revision = String(event.revision);
    if (event.type === 'QueueSeatTaken') {
      const { queueId, entryId, takenAt } = event.data;
      seats.set(id, {
        job_fair_id: jobFairId,
        seeker_id: seekerId,
        queue_id: queueId,
        entry_id: entryId,
        taken_at: takenAt,
        freed_at: null,
        revision,
      });
    } else seats.set(id, { ...(seats.get(id) ?? { job_fair_id: jobFairId, seeker_id: seekerId }), freed_at: event.data.freedAt, revision });
  }
  const taken = [...seats.values()].filter((seat): seat is Taken => 'entry_id' in seat);
  const freed = [...seats.values()].filter((seat) => !('entry_id' in seat));
  if (taken.length > 0)
    await trx.raw(
      `INSERT INTO queue_seats (job_fair_id, seeker_id, queue_id, entry_id, taken_at, freed_at, revision)
       SELECT job_fair_id, seeker_id, queue_id, entry_id, taken_at, freed_at, revision
       FROM jsonb_to_recordset(?::jsonb) AS s(job_fair_id uuid, seeker_id uuid, queue_id text, entry_id uuid, taken_at timestamptz, freed_at timestamptz, revision bigint)
       ON CONFLICT (job_fair_id, seeker_id) DO UPDATE SET queue_id = EXCLUDED.queue_id, entry_id = EXCLUDED.entry_id, taken_at = EXCLUDED.taken_at,
         freed_at = EXCLUDED.freed_at, revision = EXCLUDED.revision
       WHERE queue_seats.revision < EXCLUDED.revision`,
      [JSON.stringify(taken)],
    );
  if (freed.length > 0)
    await trx.raw(
      `UPDATE queue_seats AS q SET freed_at = s.freed_at, revision = s.revision
       FROM jsonb_to_recordset(?::jsonb) AS s(job_fair_id uuid, seeker_id uuid, freed_at timestamptz, revision bigint)
       WHERE q.job_fair_id = s.job_fair_id AND q.seeker_id = s.seeker_id AND q.revision < s.revision`,
      [JSON.stringify(freed)],
    );
  return [];
};

/** Taken queue seats (one per seeker and fair): what the repair process compares with the queue entries. */
export const queueSeatsProjector = defineProjector({
  name: 'queueSeats',
  handles: ['QueueSeatTaken', 'QueueSeatFreed'],
  tables: ['queue_seats'],
  apply: (trx, event) => applyAll(trx, [event]),
  applyAll,
});
