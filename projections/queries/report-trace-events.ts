import type { Knex } from 'knex';

// Which report an event counts in (docs/adr/report-as-of.md): the report timeline (migration 210) holds exactly the
// events report figures are made of, by fair and booth, keyed by position. A recruiter or employer admin
// may open an event their report's traces list (docs/audit.md), so this is where that is looked up.

/** The fair and booth (null: the fair's own, e.g. an applicant signing in) whose report counts an event. */
export type ReportPlace = Readonly<{ jobFairId: string; boothId: string | null }>;

/** Where an event counts, or null when no report figure is made of it. */
export const reportPlaceOf = async (db: Knex, position: bigint): Promise<ReportPlace | null> => {
  const row: { job_fair_id: string; booth_id: string | null } | undefined = await db('report_timeline')
    .where('position', String(position))
    .first('job_fair_id', 'booth_id');
  return row ? { jobFairId: row.job_fair_id, boothId: row.booth_id } : null;
};

/** Of these positions, those counted in the same report as `place`: its booth's events and its fair's own. */
export const positionsInReport = async (db: Knex, place: ReportPlace, positions: readonly string[]): Promise<Set<string>> => {
  if (positions.length === 0) return new Set();
  const rows: { position: string }[] = await db('report_timeline')
    .whereIn('position', positions)
    .andWhere('job_fair_id', place.jobFairId)
    .andWhere((where) => {
      void where.whereNull('booth_id');
      if (place.boothId) void where.orWhere('booth_id', place.boothId);
    })
    .select('position');
  return new Set(rows.map((row) => String(row.position)));
};
