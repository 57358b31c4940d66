/** The figures of one booth in the fair-wide report: spec 2 §3 Booth metrics less the fair's logins. */
export type BoothMatrixRowView = Readonly<{
  boothId: string;
  boothName: string;
  boothVisitors: number;
  jobSeekersEnteredBooth: number;
  boothInterviews: number;
  resumesLeftAtBooth: number;
}>;

export type FairMatrixTotalsView = Omit<BoothMatrixRowView, 'boothId' | 'boothName'>;

/**
 * spec 2 §7 GET /jobfairs/{jobFairId}/matrix: the fair-wide report. One row per live booth in display
 * order; totals are the sums of the rows (a seeker who visited two booths counts at each, as in each
 * booth's own report); 'Applicant Logins' and the registered jobseekers are of the fair as a whole.
 */
export type FairMatrixView = Readonly<{
  jobFairId: string;
  jobSeekerLogins: number;
  registeredJobseekers: number;
  booths: BoothMatrixRowView[];
  totals: FairMatrixTotalsView;
}>;

export const BOOTH_FIGURES = ['boothVisitors', 'jobSeekersEnteredBooth', 'boothInterviews', 'resumesLeftAtBooth'] as const;

/** The totals row: each figure summed over the booths. */
export const sumBoothRows = (rows: readonly BoothMatrixRowView[]): FairMatrixTotalsView =>
  Object.fromEntries(BOOTH_FIGURES.map((figure) => [figure, rows.reduce((sum, row) => sum + row[figure], 0)])) as FairMatrixTotalsView;
