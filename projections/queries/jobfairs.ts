import type { Knex } from 'knex';
import type { JobFairView } from '../../domain/jobfair/jobfair-view';
import { planOnce } from './plan-once';
import type { JobFairRow } from './rows';

/** A job fair with its organization's name and its booth list version (spec 1 §4.9), both absent until saved or bumped. */
type JobFairCardRow = JobFairRow & Readonly<{ company_name: string | null; booth_list_version: number | null }>;

export const toJobFairView = (row: JobFairCardRow): JobFairView => ({
  id: row.id,
  companyId: row.company_id,
  companyName: row.company_name ?? null,
  name: row.name,
  startDate: row.start_date,
  startTime: row.start_time,
  timezone: row.timezone,
  durationHours: row.duration_hours,
  durationMinutes: row.duration_minutes,
  paymentStatus: row.payment_status,
  isActivated: row.is_activated,
  payment: { amount: row.payment_amount, currency: row.payment_currency },
  boothListVersion: row.booth_list_version ?? 0,
  logoKey: row.logo_key ?? null,
  createdAt: new Date(row.created_at).toISOString(),
});

const withCompanyName = (db: Knex) =>
  db('jobfairs')
    .leftJoin('organizations', 'organizations.id', 'jobfairs.company_id')
    .leftJoin('jobfair_booth_list_versions as versions', 'versions.job_fair_id', 'jobfairs.id')
    .select<JobFairCardRow[]>('jobfairs.*', 'organizations.company_name', 'versions.version as booth_list_version');

/** spec 3 §9: job fair cards by start date and time ascending. */
export const listJobFairs = async (db: Knex, companyId: string): Promise<JobFairView[]> => {
  const rows = await withCompanyName(db)
    .where('jobfairs.company_id', companyId)
    .orderBy([{ column: 'jobfairs.start_date' }, { column: 'jobfairs.start_time' }, { column: 'jobfairs.created_at' }]);
  return rows.map(toJobFairView);
};

export const getJobFair = async (db: Knex, companyId: string, jobFairId: string): Promise<JobFairView | null> => {
  const row = await withCompanyName(db).where({ 'jobfairs.id': jobFairId, 'jobfairs.company_id': companyId }).first();
  return row ? toJobFairView(row) : null;
};

/** One job fair by id alone, for routes addressed by /jobfairs/{jobFairId} (the caller checks the tenant). */
export const findJobFair = async (db: Knex, jobFairId: string): Promise<JobFairView | null> => {
  return (await findJobFairs(db, [jobFairId])).get(jobFairId.toLowerCase()) ?? null;
};

/** Job fairs by id, several at once (shared-reads.ts): a statement for each count of ids, planned once. */
export const findJobFairs = async (db: Knex, ids: readonly string[]): Promise<Map<string, JobFairView>> => {
  const rows = await withCompanyName(db)
    .whereIn('jobfairs.id', ids)
    .options(planOnce(`job-fairs:${ids.length}`));
  return new Map(rows.map((row) => [row.id, toJobFairView(row)]));
};
