import type { Knex } from 'knex';
import type { JobseekerRegistrationView } from '../../domain/report/booth-report-view';

type RegistrationRow = Readonly<{
  job_fair_id: string;
  user_id: string;
  email: string;
  given_name: string;
  family_name: string;
  phone_number: string | null;
}>;

/**
 * Registrations of an organization's fairs whose seeker is still an applicant. What the landing recorded
 * wins; a sign-in's registration, or a phone not given at the landing, reads the account (the profile's
 * phone first, as the report's panel shows it).
 */
const registrations = (db: Knex, organizationId: string) =>
  db('jobseeker_registrations as r')
    .join('jobfairs as f', 'f.id', 'r.job_fair_id')
    .join('users as u', 'u.id', 'r.user_id')
    .where('f.company_id', organizationId)
    .whereNull('u.removed_at')
    .whereRaw(`u.roles \\? 'Applicant'`);

const toView = (organizationId: string, row: RegistrationRow): JobseekerRegistrationView => ({
  organizationId,
  jobFairId: row.job_fair_id,
  id: row.user_id,
  registrationData: { email: row.email, given_name: row.given_name, family_name: row.family_name, phone_number: row.phone_number },
});

const COLUMNS = [
  'r.job_fair_id',
  'r.user_id',
  'coalesce(r.email, u.email) AS email',
  'coalesce(r.given_name, u.first_name) AS given_name',
  'coalesce(r.family_name, u.last_name) AS family_name',
  `coalesce(r.phone_number, u.profile->>'phone', u.phone) AS phone_number`,
];
const select = (db: Knex, query: Knex.QueryBuilder) => query.select<RegistrationRow[]>(COLUMNS.map((column) => db.raw(column)));

/**
 * 'Registered Jobseekers' (spec 2 §2.1, §7): an organization's registrations, optionally of one fair, by family
 * then given name; with `at`, those registered by then (registered_at is the earliest of the landing's and the sign-in's).
 */
export const listJobseekerRegistrations = async (
  db: Knex,
  organizationId: string,
  jobFairId?: string,
  at?: Date,
): Promise<JobseekerRegistrationView[]> => {
  const query = registrations(db, organizationId);
  if (jobFairId) query.andWhere('r.job_fair_id', jobFairId);
  if (at) query.andWhere('r.registered_at', '<=', at);
  const rows = await select(db, query).orderBy([{ column: 'family_name' }, { column: 'given_name' }, { column: 'r.user_id' }]);
  return rows.map((row) => toView(organizationId, row));
};

/** One registration (spec 2 §7 GET /organizations/jobseeker-registrations/{organizationId}/{jobFairId}/{id}). */
export const getJobseekerRegistration = async (
  db: Knex,
  organizationId: string,
  jobFairId: string,
  jobSeekerId: string,
): Promise<JobseekerRegistrationView | null> => {
  const row = await select(
    db,
    registrations(db, organizationId).andWhere({ 'r.job_fair_id': jobFairId, 'r.user_id': jobSeekerId }),
  ).first();
  return row ? toView(organizationId, row) : null;
};

/** The fair-wide report's 'Registered Jobseekers' count: registrations of the fair whose seeker is still an applicant. */
export const registeredJobseekerCount = async (db: Knex, jobFairId: string): Promise<number> => {
  const row = await db('jobseeker_registrations as r')
    .join('users as u', 'u.id', 'r.user_id')
    .where('r.job_fair_id', jobFairId)
    .whereNull('u.removed_at')
    .whereRaw(`u.roles \\? 'Applicant'`)
    .count<{ n: string }[]>({ n: '*' })
    .first();
  return Number(row?.n ?? 0);
};
