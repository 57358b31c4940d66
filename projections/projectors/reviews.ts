import type { DomainEvent } from '../../domain/events';
import type { ReviewEvent } from '../../domain/interview/review';
import type { RecordedEvent } from '../../domain/shared/event';
import type { Projector } from '../projector';
import { interviewReviewsKey } from '../queries/change-keys';

const handles: readonly ReviewEvent['type'][] = ['ReviewSaved'];
const isReviewEvent = (event: RecordedEvent<DomainEvent>): event is RecordedEvent<ReviewEvent> =>
  (handles as readonly string[]).includes(event.type);

/** Reviews of users (spec 1 §3): each event carries the whole review, so one upsert guarded by the stream revision. */
export const reviewsProjector: Projector = {
  name: 'reviews',
  handles,
  tables: ['reviews'],
  apply: async (trx, event) => {
    if (!isReviewEvent(event)) return [];
    const { data } = event;
    const { rows } = await trx.raw(
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
};
