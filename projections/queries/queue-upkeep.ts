import type { Knex } from 'knex';

// What queue grace, queue repair and signing out read: entries, seats and desks left in a state to act on.

type Row = Record<string, string>;

/** The four ids of a booth queue, as commands on its stream take them. */
export type QueueIds = Readonly<{ queueId: string; boothId: string; jobFairId: string; organizationId: string }>;

const queueIdsOf = (row: Row): QueueIds => ({
  queueId: row.queue_id!,
  boothId: row.booth_id!,
  jobFairId: row.job_fair_id!,
  organizationId: row.organization_id!,
});

/** Every queue the seeker stands in, called or not. */
export const queuesOfSeeker = async (db: Knex, seekerId: string): Promise<QueueIds[]> => {
  const rows: Row[] = await db('queue_entries')
    .where({ seeker_id: seekerId })
    .select('queue_id', 'booth_id', 'job_fair_id', 'organization_id');
  return rows.map(queueIdsOf);
};

/** Waiting (not called) entries whose candidate has been DISCONNECTED since `deadline` or before, counted from the later of the disconnect and the entry. */
export const entriesDisconnectedSince = async (db: Knex, deadline: Date): Promise<(QueueIds & { seekerId: string })[]> => {
  const rows: Row[] = await db('queue_entries as e')
    .join('user_presence as p', 'p.user_id', 'e.seeker_id')
    .whereNull('e.session_id')
    .andWhere('p.presence_status', 'DISCONNECTED')
    .andWhereRaw('greatest(p.changed_at, e.entered_at) <= ?', [deadline])
    .select('e.queue_id', 'e.booth_id', 'e.job_fair_id', 'e.organization_id', 'e.seeker_id');
  return rows.map((row) => ({ ...queueIdsOf(row), seekerId: row.seeker_id! }));
};

export type AvailableDesk = Readonly<{ jobFairId: string; recruiterId: string; boothId: string }>;

/** Recruiters switched on with no live connection (DISCONNECTED or LOGGED_OUT) since `deadline` or before, counted from the later of that and the switch. */
export const availableRecruitersDisconnectedSince = async (db: Knex, deadline: Date): Promise<AvailableDesk[]> => {
  const rows: Row[] = await db('recruiter_availability as a')
    .join('user_presence as p', 'p.user_id', 'a.recruiter_id')
    .where('a.is_available', true)
    .whereIn('p.presence_status', ['DISCONNECTED', 'LOGGED_OUT'])
    .andWhereRaw('greatest(p.changed_at, a.changed_at) <= ?', [deadline])
    .select('a.job_fair_id', 'a.recruiter_id', 'a.booth_id');
  return rows.map((row) => ({ jobFairId: row.job_fair_id!, recruiterId: row.recruiter_id!, boothId: row.booth_id! }));
};

export type EngagedDesk = Readonly<{ jobFairId: string; recruiterId: string; boothId: string; sessionId: string }>;

/** Recruiters engaged since `before` or earlier for a session the read model has never seen offered. */
export const recruitersEngagedWithoutSession = async (db: Knex, before: Date): Promise<EngagedDesk[]> => {
  const rows: Row[] = await db('recruiter_availability as a')
    .whereNotNull('a.session_id')
    .andWhere('a.changed_at', '<=', before)
    .whereNotExists(db('interview_sessions as s').whereRaw('s.id = a.session_id'))
    .select('a.job_fair_id', 'a.recruiter_id', 'a.booth_id', 'a.session_id');
  return rows.map((row) => ({
    jobFairId: row.job_fair_id!,
    recruiterId: row.recruiter_id!,
    boothId: row.booth_id!,
    sessionId: row.session_id!,
  }));
};

/** The queue holding the entry assigned to this session; null when no entry shows it. */
export const queueOfSession = async (db: Knex, sessionId: string): Promise<string | null> => {
  const row: Row | undefined = await db('queue_entries').where({ session_id: sessionId }).first('queue_id');
  return row?.queue_id ?? null;
};

export type TakenSeat = Readonly<{ jobFairId: string; seekerId: string; queueId: string }>;

/** Seats taken since `before` or earlier whose queue shows no entry of the seeker. */
export const seatsWithoutEntry = async (db: Knex, before: Date): Promise<TakenSeat[]> => {
  const rows: Row[] = await db('queue_seats as s')
    .whereNull('s.freed_at')
    .andWhere('s.taken_at', '<=', before)
    .whereNotExists(
      db('queue_entries as e').whereRaw('e.job_fair_id = s.job_fair_id AND e.seeker_id = s.seeker_id AND e.queue_id = s.queue_id'),
    )
    .select('s.job_fair_id', 's.seeker_id', 's.queue_id');
  return rows.map((row) => ({ jobFairId: row.job_fair_id!, seekerId: row.seeker_id!, queueId: row.queue_id! }));
};
