import type { Knex } from 'knex';
import { sumBoothRows, type BoothMatrixRowView, type FairMatrixView } from '../../domain/report/fair-matrix-view';
import { boothEntrantCounts, boothInterviewCounts, boothResumeCounts, boothVisitorCounts } from './booth-metric-counts';
import { fairApplicantLogins } from './booth-report';
import { listBooths } from './booths';
import { registeredJobseekerCount } from './jobseeker-registrations';

/**
 * spec 2 §7 GET /jobfairs/{jobFairId}/matrix: every live booth's metrics, by the same definitions as a
 * booth's own report (one query function per figure, booth-metric-counts.ts), and the fair's totals.
 */
export const fairMatrix = async (db: Knex, jobFairId: string): Promise<FairMatrixView> => {
  const [booths, jobSeekerLogins, registeredJobseekers, visitors, entrants, interviews, resumes] = await Promise.all([
    listBooths(db, jobFairId),
    fairApplicantLogins(db, jobFairId),
    registeredJobseekerCount(db, jobFairId),
    boothVisitorCounts(db, jobFairId),
    boothEntrantCounts(db, jobFairId),
    boothInterviewCounts(db, jobFairId),
    boothResumeCounts(db, jobFairId),
  ]);
  const rows: BoothMatrixRowView[] = booths.map((booth) => ({
    boothId: booth.id,
    boothName: booth.name,
    boothVisitors: visitors[booth.id] ?? 0,
    jobSeekersEnteredBooth: entrants[booth.id] ?? 0,
    boothInterviews: interviews[booth.id] ?? 0,
    resumesLeftAtBooth: resumes[booth.id] ?? 0,
  }));
  return { jobFairId, jobSeekerLogins, registeredJobseekers, booths: rows, totals: sumBoothRows(rows) };
};
