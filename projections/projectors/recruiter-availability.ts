import type { DomainEvent } from '../../domain/events';
import type { RecruiterAvailabilityEvent } from '../../domain/queue/recruiter-availability';
import { assertNever } from '../../domain/shared/decider';
import type { RecordedEvent } from '../../domain/shared/event';
import type { Projector } from '../projector';
import { boothPresenceKey, boothQueueKey, fairPresenceKey } from '../queries/change-keys';

const handles: readonly RecruiterAvailabilityEvent['type'][] = ['RecruiterAvailabilityChanged', 'RecruiterEngaged', 'RecruiterReleased'];
const isAvailabilityEvent = (event: RecordedEvent<DomainEvent>): event is RecordedEvent<RecruiterAvailabilityEvent> => (handles as readonly string[]).includes(event.type);

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

/** Recruiters available for (or engaged in) an interview; a booth's waits depend on them, so its queue key changes too. */
export const recruiterAvailabilityProjector: Projector = {
  name: 'recruiterAvailability',
  handles,
  tables: ['recruiter_availability'],
  apply: async (trx, event) => {
    if (!isAvailabilityEvent(event)) return [];
    const { jobFairId, recruiterId, boothId } = event.data;
    const row = rowOf(event);
    const { rows } = await trx.raw(
      `INSERT INTO recruiter_availability (job_fair_id, recruiter_id, booth_id, is_available, session_id, changed_at, revision) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (job_fair_id, recruiter_id) DO UPDATE SET booth_id = EXCLUDED.booth_id, is_available = EXCLUDED.is_available, session_id = EXCLUDED.session_id,
         changed_at = EXCLUDED.changed_at, revision = EXCLUDED.revision
       WHERE recruiter_availability.revision < EXCLUDED.revision
       RETURNING (SELECT booth_id FROM recruiter_availability WHERE job_fair_id = ? AND recruiter_id = ?) AS previous_booth`,
      [jobFairId, recruiterId, boothId, row.is_available, row.session_id, row.changed_at, String(event.revision), jobFairId, recruiterId],
    );
    if (rows.length === 0) return [];
    const previous: string | null = rows[0].previous_booth;
    // Engaged recruiters show IN_INTERVIEW in presence lists (projections/queries/presence.ts).
    return [...new Set([boothQueueKey(boothId), ...(previous ? [boothQueueKey(previous)] : []), boothPresenceKey(boothId), fairPresenceKey(jobFairId)])];
  },
};
