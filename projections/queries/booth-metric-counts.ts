import type { Knex } from 'knex';

/**
 * The booth metrics of spec 2 §3 counted per booth of a fair, one function per figure, so the booth's
 * report (one booth) and the fair-wide report (every booth) share one definition of each. An as-of
 * reading replaces one of these functions, not a whole report. Definitions: domain/report/booth-report-view.ts.
 */
export type CountsByBooth = Readonly<Record<string, number>>;

const countsByBooth = async (db: Knex, query: Knex.QueryBuilder, boothId?: string): Promise<CountsByBooth> => {
  if (boothId) query.andWhere('booth_id', boothId);
  const rows = await query.groupBy('booth_id').select<{ booth_id: string; n: string }[]>('booth_id', db.raw('count(*) AS n'));
  return Object.fromEntries(rows.map((row) => [row.booth_id, Number(row.n)]));
};

/** 'Unique booth visitors': applicants who opened the booth page, each once. */
export const boothVisitorCounts = (db: Knex, jobFairId: string, boothId?: string) =>
  countsByBooth(db, db('report_booth_visitors').where({ job_fair_id: jobFairId }), boothId);

/** 'Entered booth queue': applicants who ever entered one of the booth's queues, each once. */
export const boothEntrantCounts = (db: Knex, jobFairId: string, boothId?: string) =>
  countsByBooth(db, db('report_booth_entrants').where({ job_fair_id: jobFairId }), boothId);

/** 'Booth Interviews': sessions at the booth that reached IN_PROGRESS. */
export const boothInterviewCounts = (db: Knex, jobFairId: string, boothId?: string) =>
  countsByBooth(db, db('interview_sessions').where({ job_fair_id: jobFairId }).whereNotNull('interview_started_at'), boothId);

/** 'Resumes Left': resumes and notes dropped off at the booth. */
export const boothResumeCounts = (db: Knex, jobFairId: string, boothId?: string) =>
  countsByBooth(db, db('booth_resumes').where({ job_fair_id: jobFairId }), boothId);
