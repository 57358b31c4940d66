import type { Knex } from 'knex';
import type { UserRow } from './rows';

/** The sponsor a user registered through (spec 3 §2.1 sponsorId), or null. */
export const getRegisteredSponsorId = async (db: Knex, userId: string): Promise<string | null> => {
  const row = await db<UserRow>('users').where({ id: userId }).first('sponsor_id');
  return row?.sponsor_id ?? null;
};

/** The contact details given at registration (spec 3 §2.1), for the profile. */
export const getRegisteredContact = async (
  db: Knex,
  userId: string,
): Promise<{ phone: string | null; city: string | null; state: string | null; zip: string | null } | null> => {
  const row = await db<UserRow>('users').where({ id: userId }).first('phone', 'city', 'state', 'zip');
  return row ? { phone: row.phone ?? null, city: row.city ?? null, state: row.state ?? null, zip: row.zip ?? null } : null;
};

export type ProfileRow = Readonly<{
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  applicant: UserRow['profile'];
  isProfileComplete: boolean;
}>;

/** What /profile shows (spec 2 §2.5): names, the registration phone, and the applicant's saved profile. */
export const getProfile = async (db: Knex, userId: string): Promise<ProfileRow | null> => {
  const row = await db<UserRow>('users')
    .where({ id: userId })
    .first('email', 'first_name', 'last_name', 'phone', 'profile', 'is_profile_complete');
  if (!row) return null;
  return {
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone ?? null,
    applicant: row.profile ?? null,
    isProfileComplete: row.is_profile_complete === true,
  };
};

/** Whether a job seeker has signed in to this fair (the report's Registered Jobseekers): the ones its booths may invite. */
export const isJobSeekerOfFair = async (db: Knex, jobFairId: string, userId: string): Promise<boolean> => {
  const row: { user_id: string } | undefined = await db('report_fair_logins as l')
    .join('users as u', 'u.id', 'l.user_id')
    .where({ 'l.job_fair_id': jobFairId, 'l.user_id': userId })
    .whereNull('u.removed_at')
    .whereRaw(`u.roles \\? 'Applicant'`)
    .first('l.user_id');
  return row !== undefined;
};
