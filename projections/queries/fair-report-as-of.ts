import type { Knex } from 'knex';
import { sumBoothRows, type FairMatrixView } from '../../domain/report/fair-matrix-view';
import type { BoothStaffingView, FairSeriesView } from '../../domain/report/fair-series-view';
import type { AsOfView } from '../../domain/report/report-as-of-view';
import { boothMetricsOf } from '../../domain/report/report-history';
import { foldStaffingHistory, seriesOf, staffingNow } from '../../domain/report/staffing-history';
import { listBooths } from './booths';
import { applicantsAmong, registeredJobseekersAmong, reportAsOf } from './report-as-of';

/**
 * The fair-wide report as of a moment (docs/adr/report-as-of.md): the fair's timeline up to
 * `at` folded once, then read as the live matrix, staffing view and plots read their read models. Booths are
 * those standing now and created by then, named as now (as the booth report names people as they are now).
 */
const boothsBy = async (db: Knex, jobFairId: string, at: Date) =>
  (await listBooths(db, jobFairId)).filter((booth) => Date.parse(booth.createdAt) <= at.getTime());

/** GET /jobfairs/{jobFairId}/matrix?at=: what the matrix answered at `at`, with the moment it stands at. */
export const fairMatrixAsOf = async (db: Knex, jobFairId: string, at: Date): Promise<FairMatrixView & { asOf: AsOfView }> => {
  const [{ history, asOf }, booths] = await Promise.all([reportAsOf(db, { jobFairId }, at), boothsBy(db, jobFairId, at)]);
  const [isApplicant, registeredJobseekers] = await Promise.all([applicantsAmong(db, history), registeredJobseekersAmong(db, history)]);
  const rows = booths.map((booth) => {
    const { boothVisitors, jobSeekersEnteredBooth, boothInterviews, resumesLeftAtBooth } = boothMetricsOf(history, booth.id, isApplicant);
    return { boothId: booth.id, boothName: booth.name, boothVisitors, jobSeekersEnteredBooth, boothInterviews, resumesLeftAtBooth };
  });
  const jobSeekerLogins = [...history.logins.keys()].filter(isApplicant).length;
  return { jobFairId, jobSeekerLogins, registeredJobseekers, booths: rows, totals: sumBoothRows(rows), asOf };
};

/** GET /jobfairs/{jobFairId}/staffing?at=: candidates waiting and recruiters available per booth at `at`. */
export const fairStaffingAsOf = async (db: Knex, jobFairId: string, at: Date): Promise<BoothStaffingView[]> => {
  const [{ events }, booths] = await Promise.all([reportAsOf(db, { jobFairId }, at), boothsBy(db, jobFairId, at)]);
  const staffing = foldStaffingHistory(events);
  return booths.map((booth) => {
    const { waiting, available } = staffingNow(staffing, booth.id);
    return { boothId: booth.id, boothName: booth.name, waiting, recruitersAvailable: available };
  });
};

/** GET /jobfairs/{jobFairId}/report-series?at=: the plots as drawn at `at`, of the fair or one booth. */
export const fairSeriesAsOf = async (db: Knex, jobFairId: string, boothId: string | null, at: Date): Promise<FairSeriesView> => {
  const { events } = await reportAsOf(db, { jobFairId }, at);
  return { jobFairId, boothId, ...seriesOf(foldStaffingHistory(events), boothId) };
};
