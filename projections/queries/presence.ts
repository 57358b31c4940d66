import type { Knex } from 'knex';
import { presenceRank, type PresenceStatus } from '../../domain/presence/presence';
import type { PresenceView } from '../../domain/presence/presence-view';
import type { UserPresenceRow, UserRow } from './rows';

// The profile fields a list shows (spec 2 §2.1 Team Members); no profile form saves a greeting yet, so it reads null.
type ListedProfile = Readonly<{ jobTitle?: string | null; address?: string | null; greeting?: string | null }>;
type Row = Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'roles'> &
  Readonly<{
    profile: ListedProfile | null;
    presence_status: PresenceStatus | null;
    last_presence_job_fair_id: string | null;
    engaged: boolean;
  }>;

// A recruiter in a session of this fair the candidate has joined shows IN_INTERVIEW while online (spec 2 §3
// shared list); a call that only rings (AWAITING) does not count yet.
const PEOPLE = `
  SELECT u.id, u.first_name, u.last_name, u.roles, u.profile, p.presence_status, p.last_presence_job_fair_id,
         EXISTS (SELECT 1 FROM recruiter_availability a JOIN interview_sessions s ON s.id = a.session_id
                 WHERE a.recruiter_id = u.id AND a.job_fair_id = ? AND s.status = 'IN_PROGRESS') AS engaged
  FROM users u
  LEFT JOIN user_presence p ON p.user_id = u.id
  WHERE u.removed_at IS NULL`;

const shown = (row: Row): PresenceStatus | null => {
  const stored = row.presence_status ?? null;
  return row.engaged && (stored === 'LOGGED_IN' || stored === 'AWAY') ? 'IN_INTERVIEW' : stored;
};

const toView = (row: Row): PresenceView => ({
  userId: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  roles: row.roles,
  presenceStatus: shown(row),
  lastPresenceJobFairId: row.last_presence_job_fair_id ?? null,
  jobTitle: row.profile?.jobTitle ?? null,
  address: row.profile?.address ?? null,
  greeting: row.profile?.greeting ?? null,
});

/** spec 2 §3: by presence (LOGGED_IN first, unknown last), then by name. */
export const sortByPresence = (people: PresenceView[]): PresenceView[] =>
  people.sort(
    (a, b) =>
      presenceRank(a.presenceStatus) - presenceRank(b.presenceStatus) ||
      a.lastName.localeCompare(b.lastName) ||
      a.firstName.localeCompare(b.firstName) ||
      a.userId.localeCompare(b.userId),
  );

/** A booth's recruiters with their presence ('Booth Representatives' spec 2 §2.2, 'Team Members' spec 2 §2.1). */
export const boothRepresentatives = async (db: Knex, jobFairId: string, boothId: string): Promise<PresenceView[]> => {
  const { rows } = await db.raw<{ rows: Row[] }>(
    `${PEOPLE} AND u.id::text IN (SELECT jsonb_array_elements_text(b.recruiters) FROM booths b WHERE b.id = ? AND b.job_fair_id = ? AND b.deleted_at IS NULL)`,
    [jobFairId, boothId, jobFairId],
  );
  return sortByPresence(rows.map(toView));
};

/** Everyone whose presence was last reported in this fair and who is not signed out. */
export const fairPresence = async (db: Knex, jobFairId: string): Promise<PresenceView[]> => {
  const { rows } = await db.raw<{ rows: Row[] }>(`${PEOPLE} AND p.last_presence_job_fair_id = ? AND p.presence_status <> 'LOGGED_OUT'`, [
    jobFairId,
    jobFairId,
  ]);
  return sortByPresence(rows.map(toView));
};

/** One user's stored presence, or null when never seen. */
export const presenceOf = async (db: Knex, userId: string): Promise<{ presenceStatus: PresenceStatus; changedAt: Date } | null> => {
  const row = await db<UserPresenceRow>('user_presence').where({ user_id: userId }).first();
  return row ? { presenceStatus: row.presence_status, changedAt: new Date(row.changed_at) } : null;
};
