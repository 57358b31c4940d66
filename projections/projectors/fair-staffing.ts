import { STAFFING_BUCKET_MS, STAFFING_EVENT_TYPES } from '../../domain/report/fair-series-view';
import { defineProjector } from '../projector';
import { applyStaffingRun } from './fair-staffing-run';

const STAFFING_BUCKET_SECONDS = STAFFING_BUCKET_MS / 1000;
/** The fair as a whole in report_staffing_buckets. */
export const WHOLE_FAIR = '';

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
  // One event is a run of one: the rules live once, in the run's fold.
  apply: (trx, event) => applyStaffingRun(trx, [event], STAFFING_BUCKET_SECONDS, WHOLE_FAIR),
});
