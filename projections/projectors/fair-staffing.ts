import { STAFFING_EVENT_TYPES } from '../../domain/report/fair-series-view';
import { defineProjector } from '../projector';
import { applyStaffingRun } from './fair-staffing-run';

/** The fair as a whole in report_staffing_buckets (defined with the model). */
export { WHOLE_FAIR } from '../../domain/report/fair-staffing-model';

/**
 * The staffing read model of the fair-wide report (docs/metrics.md, docs/adr/report-as-of.md): each queue entry's wait, each
 * recruiter's availability, and five-minute buckets of both per booth and per fair, so the report's
 * charts and its live staffing view read rows instead of folding events. Its rules are the staffing
 * model's one evolve (domain/report/fair-staffing-model.ts). Exactly-once comes from the runner (batch and
 * checkpoint in one transaction); a rebuild empties the tables first.
 */
export const fairStaffingProjector = defineProjector({
  name: 'fairStaffing',
  handles: STAFFING_EVENT_TYPES,
  tables: ['report_queue_waits', 'report_recruiter_staffing', 'report_staffing_buckets'],
  applyAll: (trx, events) => applyStaffingRun(trx, events),
  // One event is a run of one: the rules live once, in the model's evolve.
  apply: (trx, event) => applyStaffingRun(trx, [event]),
});
