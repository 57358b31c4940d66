import { defineProjector } from '../projector';
import { interviewReviewsKey } from '../queries/change-keys';

/** Reviews of users (spec 1 §3): each event carries the whole review, so one upsert guarded by the stream revision. */
export const reviewsProjector = defineProjector({
  name: 'reviews',
  handles: ['ReviewSaved'],
  tables: ['reviews'],
  apply: async (trx, event) => {
    const { data } = event;
    const { rows } = await trx.raw<{ rows: { rated_by: string }[] }>(
      `INSERT INTO reviews (interview_session_id, rated_by, vjfp_user_id, job_fair_id, organization_id, booth_id, booth_name, rating, notes, saved_at, revision)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (interview_session_id, rated_by) DO UPDATE SET rating = EXCLUDED.rating, notes = EXCLUDED.notes, saved_at = EXCLUDED.saved_at, revision = EXCLUDED.revision
       WHERE reviews.revision < EXCLUDED.revision
       RETURNING rated_by`,
      [
        data.interviewSessionId,
        data.ratedBy,
        data.vjfpUserId,
        data.jobFairId,
        data.organizationId,
        data.boothId,
        data.boothName,
        data.rating,
        data.notes,
        data.savedAt,
        String(event.revision),
      ],
    );
    return rows.length > 0 ? [interviewReviewsKey(data.interviewSessionId)] : [];
  },
});
