import type { Knex } from 'knex';
import type { InterviewSessionView } from '../../domain/interview/interview-session-view';

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

const toView = (row: Record<string, any>): InterviewSessionView => ({
  id: row.id,
  jobFairId: row.job_fair_id,
  boothId: row.booth_id,
  boothName: row.booth_name ?? null,
  organizationId: row.organization_id,
  candidateId: row.candidate_id,
  recruiterId: row.recruiter_id,
  recruiterName: row.first_name ? `${row.first_name} ${row.last_name}` : null,
  queueUserId: row.queue_user_id,
  candidateScore: row.candidate_score,
  candidateMaxScore: row.candidate_max_score,
  status: row.status,
  endReason: row.end_reason ?? null,
  endedBy: row.ended_by ?? null,
  createdAt: iso(row.created_at)!,
  expiresAt: iso(row.expires_at)!,
  interviewStartedAt: iso(row.interview_started_at),
});

const sessions = (db: Knex) =>
  db('interview_sessions as s')
    .leftJoin('booths as b', 'b.id', 's.booth_id')
    .leftJoin('users as u', 'u.id', 's.recruiter_id')
    .select('s.*', 'b.name as booth_name', 'u.first_name', 'u.last_name');

/** A candidate's sessions in a fair, newest first; `active` keeps AWAITING and IN_PROGRESS ones. */
export const sessionsOfCandidate = async (db: Knex, jobFairId: string, candidateId: string, active = false): Promise<InterviewSessionView[]> => {
  const query = sessions(db).where({ 's.job_fair_id': jobFairId, 's.candidate_id': candidateId });
  if (active) query.whereIn('s.status', ['AWAITING', 'IN_PROGRESS']);
  return (await query.orderBy('s.created_at', 'desc')).map(toView);
};

export const getInterviewSession = async (db: Knex, jobFairId: string, sessionId: string): Promise<InterviewSessionView | null> => {
  const row = await sessions(db).where({ 's.job_fair_id': jobFairId, 's.id': sessionId }).first();
  return row ? toView(row) : null;
};

/** A recruiter's sessions in a fair, newest first. */
export const sessionsOfRecruiter = async (db: Knex, jobFairId: string, recruiterId: string): Promise<InterviewSessionView[]> =>
  (await sessions(db).where({ 's.job_fair_id': jobFairId, 's.recruiter_id': recruiterId }).orderBy('s.created_at', 'desc')).map(toView);
