import type { Knex } from 'knex';
import { planOnce } from './plan-once';
import type {
  InterviewHistoryPage,
  InterviewHistoryView,
  InterviewSessionView,
  ReviewView,
} from '../../domain/interview/interview-session-view';
import { ValidationFailed } from '../../domain/shared/errors';
import type { BoothRow, InterviewSessionRow, ReviewRow } from './rows';

/** A session with the names `sessions` joins in (null once a row is gone) and the count of its queue still waiting. */
type SessionRow = InterviewSessionRow &
  Readonly<{
    booth_name: string | null;
    company_name: string | null;
    recruiter_profile: { jobTitle?: string | null; address?: string | null } | null;
    first_name: string | null;
    last_name: string | null;
    candidate_first_name: string | null;
    candidate_last_name: string | null;
    candidate_email: string | null;
    waiting_to_chat: string;
  }>;
type HistoryRow = SessionRow & Readonly<{ rating: number | null; notes: string | null }>;
type BoothRecruiters = Readonly<{ recruiters: BoothRow['recruiters'] | null; sub_booths: BoothRow['sub_booths'] | null }>;
const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const nameOf = (first: string | null, last: string | null) => (first ? `${first} ${last}` : null);

const toView = (row: SessionRow): InterviewSessionView => ({
  id: row.id,
  roomId: row.id,
  jobFairId: row.job_fair_id,
  boothId: row.booth_id,
  boothName: row.booth_name ?? null,
  companyName: row.company_name ?? null,
  organizationId: row.organization_id,
  candidateId: row.candidate_id,
  candidateName: nameOf(row.candidate_first_name, row.candidate_last_name),
  recruiterId: row.recruiter_id,
  recruiterName: nameOf(row.first_name, row.last_name),
  recruiterDesignation: row.recruiter_profile?.jobTitle ?? null,
  recruiterAddress: row.recruiter_profile?.address ?? null,
  queueUserId: row.queue_user_id,
  candidateScore: row.candidate_score,
  candidateMaxScore: row.candidate_max_score,
  status: row.status,
  endReason: row.end_reason ?? null,
  endedBy: row.ended_by ?? null,
  createdAt: iso(row.created_at)!,
  expiresAt: iso(row.expires_at)!,
  interviewStartedAt: iso(row.interview_started_at),
  chatDuration: row.chat_duration,
  durationAdded: row.duration_added,
  endsAt: iso(row.ends_at),
  endedAt: iso(row.ended_at),
  chatTranscript: row.chat_transcript,
  waitingToChat: Number(row.waiting_to_chat),
});

const toHistory = (row: HistoryRow): InterviewHistoryView => ({
  ...toView(row),
  candidateEmail: row.candidate_email ?? null,
  rating: row.rating ?? null,
  notes: row.notes ?? null,
});

const sessions = (db: Knex) =>
  db('interview_sessions as s')
    .leftJoin('booths as b', 'b.id', 's.booth_id')
    .leftJoin('users as u', 'u.id', 's.recruiter_id')
    .leftJoin('users as c', 'c.id', 's.candidate_id')
    .leftJoin('organizations as o', 'o.id', 's.organization_id')
    .select(
      's.*',
      'b.name as booth_name',
      'o.company_name',
      'u.profile as recruiter_profile',
      'u.first_name',
      'u.last_name',
      'c.first_name as candidate_first_name',
      'c.last_name as candidate_last_name',
      'c.email as candidate_email',
    )
    .select<SessionRow[]>(
      db.raw('(SELECT count(*) FROM queue_entries q WHERE q.queue_id = s.queue_id AND q.session_id IS NULL) AS waiting_to_chat'),
    );

/** Sessions with the recruiter's review of the candidate, for the staff's histories. */
const reviewed = (db: Knex) =>
  sessions(db)
    .leftJoin('reviews as r', (join) => join.on('r.interview_session_id', 's.id').andOn('r.rated_by', 's.recruiter_id'))
    .select<HistoryRow[]>('r.rating', 'r.notes');

const ACTIVE = ['AWAITING', 'IN_PROGRESS'];

/** A candidate's sessions in a fair, newest first; `active` keeps AWAITING and IN_PROGRESS ones. */
export const sessionsOfCandidate = async (
  db: Knex,
  jobFairId: string,
  candidateId: string,
  active = false,
): Promise<InterviewSessionView[]> => {
  const query = sessions(db).where({ 's.job_fair_id': jobFairId, 's.candidate_id': candidateId });
  if (active) query.whereIn('s.status', ACTIVE);
  // Read on every push of a candidate's sessions (the call frame): one text per variant, planned once.
  return (await query.orderBy('s.created_at', 'desc').options(planOnce(`sessions-of-candidate:${active ? 'active' : 'all'}`))).map(toView);
};

export const getInterviewSession = async (db: Knex, jobFairId: string, sessionId: string): Promise<InterviewSessionView | null> => {
  const row = await sessions(db).where({ 's.job_fair_id': jobFairId, 's.id': sessionId }).first().options(planOnce('interview-session'));
  return row ? toView(row) : null;
};

/** A session with the recruiters of its booth (directly or through a group), for the read rule of domain/interview/session-readers.ts. */
export const findSessionWithBoothRecruiters = async (
  db: Knex,
  jobFairId: string,
  sessionId: string,
): Promise<{ session: InterviewSessionView; boothRecruiterIds: string[] } | null> => {
  const row = await sessions(db)
    .where({ 's.job_fair_id': jobFairId, 's.id': sessionId })
    .select<(SessionRow & BoothRecruiters)[]>('b.recruiters', 'b.sub_booths')
    .first()
    .options(planOnce('session-with-booth-recruiters'));
  return row ? { session: toView(row), boothRecruiterIds: recruitersOf(row) } : null;
};

export const findSessionByQueueUserId = async (
  db: Knex,
  jobFairId: string,
  queueUserId: string,
): Promise<{ session: InterviewSessionView; boothRecruiterIds: string[] } | null> => {
  const row = await sessions(db)
    .where({ 's.job_fair_id': jobFairId, 's.queue_user_id': queueUserId })
    .select<(SessionRow & BoothRecruiters)[]>('b.recruiters', 'b.sub_booths')
    .orderBy('s.created_at', 'desc')
    .first();
  return row ? { session: toView(row), boothRecruiterIds: recruitersOf(row) } : null;
};

const recruitersOf = (row: BoothRecruiters): string[] => [
  ...(row.recruiters ?? []),
  ...(row.sub_booths ?? []).flatMap((group) => group.recruiters ?? []),
];

/** The recruiters of a booth (directly or through a group) and its organization, or null for no such booth in the fair. */
export const findBoothStaff = async (
  db: Knex,
  jobFairId: string,
  boothId: string,
): Promise<{ organizationId: string; name: string; boothRecruiterIds: string[] } | null> => {
  const row = await db<BoothRow>('booths').where({ job_fair_id: jobFairId, id: boothId }).whereNull('deleted_at').first();
  return row ? { organizationId: row.organization_id, name: row.name, boothRecruiterIds: recruitersOf(row) } : null;
};

/** A recruiter's sessions in a fair, newest first. */
export const sessionsOfRecruiter = async (db: Knex, jobFairId: string, recruiterId: string): Promise<InterviewSessionView[]> =>
  (await sessions(db).where({ 's.job_fair_id': jobFairId, 's.recruiter_id': recruiterId }).orderBy('s.created_at', 'desc')).map(toView);

// lastEvaluatedKey (spec 2 §7) is the opaque position of a page's last row: its creation time and id.
const encodeKey = (row: InterviewHistoryView) => Buffer.from(JSON.stringify([row.createdAt, row.id])).toString('base64url');
const decodeKey = (key: string): [string, string] => {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(key, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && !Number.isNaN(Date.parse(createdAt)) && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id))
      return [createdAt, id];
  } catch {
    // falls through to the validation error
  }
  throw new ValidationFailed([{ field: 'lastEvaluatedKey', message: 'lastEvaluatedKey is not one this server handed out' }]);
};

export type HistoryFilter = Readonly<{
  jobFairId: string;
  boothId?: string;
  recruiterId?: string;
  boothIds?: readonly string[];
  active?: boolean;
  /** Only conversations: sessions the candidate joined (reached IN_PROGRESS), as the report counts them. */
  held?: boolean;
}>;

/** Sessions newest first, one page at a time (the report's Conversations tab, 'Load more'). */
export const pageOfSessions = async (
  db: Knex,
  filter: HistoryFilter,
  limit: number,
  lastEvaluatedKey: string | null,
): Promise<InterviewHistoryPage> => {
  const query = reviewed(db).where('s.job_fair_id', filter.jobFairId);
  if (filter.boothId) query.andWhere('s.booth_id', filter.boothId);
  if (filter.recruiterId) query.andWhere('s.recruiter_id', filter.recruiterId);
  if (filter.boothIds) query.whereIn('s.booth_id', [...filter.boothIds]);
  if (filter.active) query.whereIn('s.status', ACTIVE);
  if (filter.held) query.whereNotNull('s.interview_started_at');
  if (lastEvaluatedKey) query.andWhereRaw('(s.created_at, s.id) < (?::timestamptz, ?::uuid)', decodeKey(lastEvaluatedKey));
  const rows = (
    await query
      .orderBy([
        { column: 's.created_at', order: 'desc' },
        { column: 's.id', order: 'desc' },
      ])
      .limit(limit + 1)
  ).map(toHistory);
  const items = rows.slice(0, limit);
  return { items, lastEvaluatedKey: rows.length > limit ? encodeKey(items.at(-1)!) : null };
};

/** Every conversation of a booth (sessions the candidate joined), newest first, for the 'Download Candidate Ratings' CSV. */
export const allSessionsOfBooth = async (db: Knex, jobFairId: string, boothId: string): Promise<InterviewHistoryView[]> =>
  (
    await reviewed(db)
      .where({ 's.job_fair_id': jobFairId, 's.booth_id': boothId })
      .whereNotNull('s.interview_started_at')
      .orderBy([
        { column: 's.created_at', order: 'desc' },
        { column: 's.id', order: 'desc' },
      ])
  ).map(toHistory);

export const getReview = async (db: Knex, interviewSessionId: string, ratedBy: string): Promise<ReviewView | null> => {
  const row = await db<ReviewRow>('reviews').where({ interview_session_id: interviewSessionId, rated_by: ratedBy }).first();
  if (!row) return null;
  return {
    vjfpUserId: row.vjfp_user_id,
    jobFairId: row.job_fair_id,
    boothID: row.booth_id,
    boothName: row.booth_name,
    interviewSessionId: row.interview_session_id,
    ratedBy: row.rated_by,
    rating: row.rating,
    notes: row.notes,
    savedAt: iso(row.saved_at)!,
  };
};
