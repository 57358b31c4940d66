import type { Knex } from 'knex';
import { STAFFING_BUCKET_MS, STAFFING_EVENT_TYPES } from '../../domain/report/fair-series-view';
import { defineProjector } from '../projector';
import { fairStaffingKey } from '../queries/change-keys';
import { applyStaffingRun } from './fair-staffing-run';

const STAFFING_BUCKET_SECONDS = STAFFING_BUCKET_MS / 1000;
/** The fair as a whole in report_staffing_buckets. */
export const WHOLE_FAIR = '';

// A booth's numbers, or the fair's when the booth binding is null.
const NUMBERS = `SELECT
  (SELECT count(*) FROM report_queue_waits w WHERE w.job_fair_id = :fair AND (CAST(:booth AS uuid) IS NULL OR w.booth_id = CAST(:booth AS uuid))
     AND w.called_at IS NULL AND w.left_at IS NULL) AS waiting,
  (SELECT count(*) FROM report_recruiter_staffing s WHERE s.job_fair_id = :fair AND (CAST(:booth AS uuid) IS NULL OR s.booth_id = CAST(:booth AS uuid))
     AND s.is_available) AS available`;

/**
 * Writes the booths' and the fair's numbers as they stand after an event into the five-minute bucket of
 * the event's time: last and peak candidates waiting, recruiters available, plus interviews started.
 */
const record = async (trx: Knex.Transaction, jobFairId: string, boothIds: readonly string[], at: string, interviewsStarted = 0) => {
  for (const boothId of [...new Set(boothIds), null]) {
    await trx.raw(
      `INSERT INTO report_staffing_buckets AS b (job_fair_id, booth_id, bucket_start, waiting, peak_waiting, available, interviews_started)
       SELECT CAST(:fair AS uuid), :key, to_timestamp(floor(extract(epoch FROM CAST(:at AS timestamptz)) / ${STAFFING_BUCKET_SECONDS}) * ${STAFFING_BUCKET_SECONDS}),
         n.waiting, n.waiting, n.available, CAST(:started AS integer)
       FROM (${NUMBERS}) AS n
       ON CONFLICT (job_fair_id, booth_id, bucket_start) DO UPDATE SET waiting = EXCLUDED.waiting,
         peak_waiting = GREATEST(b.peak_waiting, EXCLUDED.waiting), available = EXCLUDED.available,
         interviews_started = b.interviews_started + EXCLUDED.interviews_started`,
      { fair: jobFairId, booth: boothId, key: boothId ?? WHOLE_FAIR, at, started: interviewsStarted },
    );
  }
  return [fairStaffingKey(jobFairId)];
};

/**
 * The staffing read model of the fair-wide report (issue 16 point 6): each queue entry's wait, each
 * recruiter's availability, and five-minute buckets of both per booth and per fair, so the report's
 * charts and its live staffing view read rows instead of folding events. Exactly-once comes from the
 * runner (batch and checkpoint in one transaction); a rebuild empties the tables first.
 */
export const fairStaffingProjector = defineProjector({
  name: 'fairStaffing',
  handles: STAFFING_EVENT_TYPES,
  tables: ['report_queue_waits', 'report_recruiter_staffing', 'report_staffing_buckets'],
  applyAll: (trx, events) => applyStaffingRun(trx, events, STAFFING_BUCKET_SECONDS, WHOLE_FAIR),
  apply: async (trx, event) => {
    const { jobFairId, boothId } = event.data;
    switch (event.type) {
      case 'QueueEntered': {
        const { entryId, enteredAt } = event.data;
        await trx('report_queue_waits')
          .insert({ entry_id: entryId, booth_id: boothId, job_fair_id: jobFairId, entered_at: enteredAt })
          .onConflict('entry_id')
          .ignore();
        return record(trx, jobFairId, [boothId], enteredAt);
      }
      case 'InterviewAssigned':
        await trx('report_queue_waits').where({ entry_id: event.data.entryId }).update({ called_at: event.data.assignedAt });
        return record(trx, jobFairId, [boothId], event.data.assignedAt);
      case 'CandidateReturnedToFront':
        await trx('report_queue_waits').where({ entry_id: event.data.entryId }).update({ called_at: null });
        return record(trx, jobFairId, [boothId], event.data.returnedAt);
      case 'QueueLeft':
        await trx('report_queue_waits').where({ entry_id: event.data.entryId }).whereNull('left_at').update({ left_at: event.data.leftAt });
        return record(trx, jobFairId, [boothId], event.data.leftAt);
      case 'InterviewStarted':
        return record(trx, jobFairId, [boothId], event.data.interviewStartedAt, 1);
      default: {
        const { recruiterId } = event.data;
        const isAvailable = event.type === 'RecruiterEngaged' ? false : event.data.isAvailableForChat;
        const at =
          event.type === 'RecruiterAvailabilityChanged'
            ? event.data.changedAt
            : event.type === 'RecruiterEngaged'
              ? event.data.engagedAt
              : event.data.releasedAt;
        const before = await trx('report_recruiter_staffing')
          .where({ job_fair_id: jobFairId, recruiter_id: recruiterId })
          .first<{ booth_id: string } | undefined>('booth_id');
        await trx('report_recruiter_staffing')
          .insert({ job_fair_id: jobFairId, recruiter_id: recruiterId, booth_id: boothId, is_available: isAvailable })
          .onConflict(['job_fair_id', 'recruiter_id'])
          .merge();
        return record(trx, jobFairId, before ? [before.booth_id, boothId] : [boothId], at);
      }
    }
  },
});
