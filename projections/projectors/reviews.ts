import type { Knex } from 'knex';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector, type EventOf } from '../projector';
import { interviewReviewsKey } from '../queries/change-keys';

/**
 * The run in one statement. Each event carries the whole review and a later revision wins, so only the
 * last event of each review (session and rater) is written, guarded by the stream revision.
 */
const applyAll = async (trx: Knex.Transaction, events: readonly RecordedEvent<EventOf<'ReviewSaved'>>[]) => {
  const last = new Map(events.map((event) => [`${event.data.interviewSessionId}/${event.data.ratedBy}`, event]));
  const reviews = [...last.values()].map(({ data, revision }) => ({ ...data, revision: String(revision) }));
  if (reviews.length === 0) return [];
  const { rows } = await trx.raw<{ rows: { interview_session_id: string }[] }>(
    `INSERT INTO reviews AS r (interview_session_id, rated_by, vjfp_user_id, job_fair_id, organization_id, booth_id, booth_name, rating, notes, saved_at, revision)
     SELECT "interviewSessionId", "ratedBy", "vjfpUserId", "jobFairId", "organizationId", "boothId", "boothName", rating, notes, "savedAt", revision
     FROM json_to_recordset(?::json) AS e("interviewSessionId" uuid, "ratedBy" uuid, "vjfpUserId" uuid, "jobFairId" uuid, "organizationId" uuid,
       "boothId" uuid, "boothName" text, rating integer, notes text, "savedAt" timestamptz, revision bigint)
     ON CONFLICT (interview_session_id, rated_by) DO UPDATE SET rating = EXCLUDED.rating, notes = EXCLUDED.notes, saved_at = EXCLUDED.saved_at, revision = EXCLUDED.revision
     WHERE r.revision < EXCLUDED.revision
     RETURNING r.interview_session_id`,
    [JSON.stringify(reviews)],
  );
  return [...new Set(rows.map((row) => interviewReviewsKey(row.interview_session_id)))];
};

/** Reviews of users (spec 1 §3): each event carries the whole review, so one upsert guarded by the stream revision. */
export const reviewsProjector = defineProjector({
  name: 'reviews',
  handles: ['ReviewSaved'],
  tables: ['reviews'],
  apply: (trx, event) => applyAll(trx, [event]),
  applyAll,
});
