import type { Knex } from 'knex';
import type { RecruiterAvailabilityEvent } from '../../domain/queue/recruiter-availability';
import { assertNever } from '../../domain/shared/decider';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';
import { boothPresenceKey, boothQueueKey, fairPresenceKey } from '../queries/change-keys';

const rowOf = (event: RecordedEvent<RecruiterAvailabilityEvent>) => {
  switch (event.type) {
    case 'RecruiterAvailabilityChanged':
      return { is_available: event.data.isAvailableForChat, session_id: null, changed_at: event.data.changedAt };
    case 'RecruiterEngaged':
      return { is_available: false, session_id: event.data.sessionId, changed_at: event.data.engagedAt };
    case 'RecruiterReleased':
      return { is_available: event.data.isAvailableForChat, session_id: null, changed_at: event.data.releasedAt };
    default:
      return assertNever(event);
  }
};

type Row = ReturnType<typeof rowOf> & { job_fair_id: string; recruiter_id: string; booth_id: string; revision: string };

/**
 * Each event writes a recruiter's whole row, so a run of them is the last one per recruiter, written
 * once under the availability stream's revision. The booths it names and the one it replaces change.
 */
const applyAll = async (trx: Knex.Transaction, events: readonly RecordedEvent<RecruiterAvailabilityEvent>[]): Promise<string[]> => {
  const latest = new Map<string, Row>();
  const booths = new Map<string, Set<string>>();
  for (const event of events) {
    const { jobFairId, recruiterId, boothId } = event.data;
    const id = `${jobFairId}:${recruiterId}`;
    latest.set(id, {
      job_fair_id: jobFairId,
      recruiter_id: recruiterId,
      booth_id: boothId,
      ...rowOf(event),
      revision: String(event.revision),
    });
    booths.set(id, (booths.get(id) ?? new Set()).add(boothId));
  }
  if (latest.size === 0) return [];
  const { rows } = await trx.raw<{ rows: { job_fair_id: string; recruiter_id: string; previous_booth: string | null }[] }>(
    `INSERT INTO recruiter_availability (job_fair_id, recruiter_id, booth_id, is_available, session_id, changed_at, revision)
     SELECT job_fair_id, recruiter_id, booth_id, is_available, session_id, changed_at, revision
     FROM jsonb_to_recordset(?::jsonb) AS r(job_fair_id uuid, recruiter_id uuid, booth_id uuid, is_available boolean, session_id uuid, changed_at timestamptz, revision bigint)
     ON CONFLICT (job_fair_id, recruiter_id) DO UPDATE SET booth_id = EXCLUDED.booth_id, is_available = EXCLUDED.is_available, session_id = EXCLUDED.session_id,
       changed_at = EXCLUDED.changed_at, revision = EXCLUDED.revision
     WHERE recruiter_availability.revision < EXCLUDED.revision
     RETURNING job_fair_id, recruiter_id,
       (SELECT p.booth_id FROM recruiter_availability p WHERE p.job_fair_id = recruiter_availability.job_fair_id AND p.recruiter_id = recruiter_availability.recruiter_id) AS previous_booth`,
    [JSON.stringify([...latest.values()])],
  );
  // Engaged recruiters show IN_INTERVIEW in presence lists (projections/queries/presence.ts).
  return rows.flatMap((row) => {
    const named = [...booths.get(`${row.job_fair_id}:${row.recruiter_id}`)!];
    return [
      ...named.flatMap((boothId) => [boothQueueKey(boothId), boothPresenceKey(boothId)]),
      ...(row.previous_booth ? [boothQueueKey(row.previous_booth)] : []),
      fairPresenceKey(row.job_fair_id),
    ];
  });
};

/** Recruiters available for (or engaged in) an interview; a booth's waits depend on them, so its queue key changes too. */
export const recruiterAvailabilityProjector = defineProjector({
  name: 'recruiterAvailability',
  handles: ['RecruiterAvailabilityChanged', 'RecruiterEngaged', 'RecruiterReleased'],
  tables: ['recruiter_availability'],
  apply: (trx, event) => applyAll(trx, [event]),
  applyAll,
});
