import type { Knex } from 'knex';
import type { Role } from '../../domain/auth/roles';
import type { UserRow } from './rows';

/** Whom a notification reaches: address, phone and the names a template may merge. */
export type NotificationRecipient = Readonly<{
  userId: string;
  email: string;
  phone: string | null;
  firstName: string;
  lastName: string;
}>;

const toRecipient = (row: UserRow): NotificationRecipient => ({
  userId: row.id,
  email: row.email,
  phone: row.phone ?? null,
  firstName: row.first_name,
  lastName: row.last_name,
});

const people = (db: Knex) => db<UserRow>('users').whereNull('removed_at').orderBy('id');
const withRole = <TRecord extends object, TResult>(
  query: Knex.QueryBuilder<TRecord, TResult>,
  role: Role,
): Knex.QueryBuilder<TRecord, TResult> => query.whereRaw('roles @> ?::jsonb', [JSON.stringify([role])]);

export const recipientById = async (db: Knex, userId: string): Promise<NotificationRecipient | null> => {
  const row = await people(db).where({ id: userId }).first();
  return row ? toRecipient(row) : null;
};

/** Every platform admin (audience platformAdmin). */
export const platformAdmins = async (db: Knex): Promise<NotificationRecipient[]> => (await withRole(people(db), 'Admin')).map(toRecipient);

/** An organization's employer admins or recruiters (audiences employerAdmin, recruiter). */
export const organizationMembers = async (
  db: Knex,
  organizationId: string,
  role: 'EmployerAdmin' | 'Recruiter',
): Promise<NotificationRecipient[]> => (await withRole(people(db).where({ organization_id: organizationId }), role)).map(toRecipient);

/** Job seekers of a fair: those whose last presence was at it (spec 3 §6, as the Announcements audience). */
export const fairJobSeekers = async (db: Knex, jobFairId: string): Promise<NotificationRecipient[]> =>
  (
    await withRole(
      people(db).whereIn('id', db('user_presence').select('user_id').where({ last_presence_job_fair_id: jobFairId })),
      'Applicant',
    )
  ).map(toRecipient);
