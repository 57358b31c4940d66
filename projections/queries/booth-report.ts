import type { Knex } from 'knex';
import type { BoothMetricsView, JobseekerRegistrationView, ReportAnswerView } from '../../domain/report/booth-report-view';
import type { BoothResumeRow, InterviewSessionRow, ReportEntryAnswersRow, ReportQuestionRow, UserRow } from './rows';

const count = async (query: Knex.QueryBuilder): Promise<number> => Number((await query.count<{ n: string }[]>({ n: '*' }).first())?.n ?? 0);
const applicants = (db: Knex, alias: string) => db('users').whereRaw(`users.id = ${alias}.user_id`).whereRaw(`users.roles \\? 'Applicant'`);

/** 'Applicant Logins' of a fair: applicants ever signed in to it. Presence rows are anyone's; only applicants count. */
export const fairApplicantLogins = (db: Knex, jobFairId: string): Promise<number> =>
  count(db('report_fair_logins as l').where('l.job_fair_id', jobFairId).whereExists(applicants(db, 'l')));

/** The metrics card of a booth's report (spec 2 §3 Booth metrics; definitions in domain/report/booth-report-view.ts). */
export const boothMetrics = async (db: Knex, jobFairId: string, boothId: string): Promise<BoothMetricsView> => {
  const [jobSeekerLogins, boothVisitors, jobSeekersEnteredBooth, boothInterviews, resumesLeftAtBooth] = await Promise.all([
    fairApplicantLogins(db, jobFairId),
    count(db('report_booth_visitors').where({ booth_id: boothId })),
    count(db('report_booth_entrants').where({ booth_id: boothId })),
    count(db('interview_sessions').where({ job_fair_id: jobFairId, booth_id: boothId }).whereNotNull('interview_started_at')),
    count(db('booth_resumes').where({ job_fair_id: jobFairId, booth_id: boothId })),
  ]);
  return { jobSeekerLogins, boothVisitors, jobSeekersEnteredBooth, boothInterviews, resumesLeftAtBooth };
};

/** 'No. of Interviews: n' per recruiter of the booth (spec 2 §2.1): their sessions here that reached IN_PROGRESS. */
export const interviewsByRecruiter = async (db: Knex, jobFairId: string, boothId: string): Promise<Record<string, number>> => {
  const rows = await db<InterviewSessionRow>('interview_sessions')
    .where({ job_fair_id: jobFairId, booth_id: boothId })
    .whereNotNull('interview_started_at')
    .groupBy('recruiter_id')
    .select<{ recruiter_id: string; n: string }[]>('recruiter_id', db.raw('count(*) AS n'));
  return Object.fromEntries(rows.map((row) => [row.recruiter_id, Number(row.n)]));
};

type RegistrationRow = Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name' | 'phone'> &
  Readonly<{ job_fair_id: string; profile_phone: string | null }>;

/**
 * The jobseekers registered to an organization's fairs (spec 2 §3 Jobseeker registration), optionally of
 * one fair: applicants who signed in to the fair, by family then given name.
 */
export const listJobseekerRegistrations = async (
  db: Knex,
  organizationId: string,
  jobFairId?: string,
): Promise<JobseekerRegistrationView[]> => {
  const query = db('report_fair_logins as l')
    .join('jobfairs as f', 'f.id', 'l.job_fair_id')
    .join('users as u', 'u.id', 'l.user_id')
    .where('f.company_id', organizationId)
    .whereNull('u.removed_at')
    .whereRaw(`u.roles \\? 'Applicant'`)
    .select<RegistrationRow[]>(
      'l.job_fair_id',
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.phone',
      db.raw(`u.profile->>'phone' AS profile_phone`),
    )
    .orderBy(['u.last_name', 'u.first_name', 'u.id']);
  if (jobFairId) query.andWhere('l.job_fair_id', jobFairId);
  return (await query).map((row) => ({
    organizationId,
    jobFairId: row.job_fair_id,
    id: row.id,
    registrationData: {
      email: row.email,
      given_name: row.first_name,
      family_name: row.last_name,
      phone_number: row.profile_phone ?? row.phone ?? null,
    },
  }));
};

/** A queue entry's score and answers with the wording the booth asked them in, by rank (spec 2 §2.1 'Queue Questions'). */
export const entryAnswers = async (
  db: Knex,
  entryId: string,
): Promise<{ score: number; maxScore: number; answers: ReportAnswerView[] } | null> => {
  const row = await db<ReportEntryAnswersRow>('report_entry_answers').where({ entry_id: entryId }).first();
  if (!row) return null;
  const given = row.answers;
  const questions = await db<ReportQuestionRow>('report_questions')
    .where({ booth_id: row.booth_id })
    .whereIn(
      'question_id',
      given.map((answer) => answer.questionId),
    );
  const byId = new Map(questions.map((question) => [question.question_id, question]));
  const answers = given
    .map((answer) => ({
      questionId: answer.questionId,
      name: byId.get(answer.questionId)?.name ?? answer.questionId,
      rank: byId.get(answer.questionId)?.rank ?? Number.MAX_SAFE_INTEGER,
      answer: answer.answer,
    }))
    .sort((a, b) => a.rank - b.rank);
  return { score: row.score, maxScore: row.max_score, answers };
};

/** Whether the candidate has anything at the booth a report shows: a conversation or a resume left there. */
export const candidateMetBooth = async (db: Knex, jobFairId: string, boothId: string, candidateId: string): Promise<boolean> => {
  const [session, resume] = await Promise.all([
    db<InterviewSessionRow>('interview_sessions')
      .where({ job_fair_id: jobFairId, booth_id: boothId, candidate_id: candidateId })
      .first('id'),
    db<BoothResumeRow>('booth_resumes').where({ job_fair_id: jobFairId, booth_id: boothId, job_seeker_id: candidateId }).first('id'),
  ]);
  return Boolean(session || resume);
};

/** The candidate's latest session at the booth, or the one named if it is theirs there. */
export const reportSessionId = async (
  db: Knex,
  jobFairId: string,
  boothId: string,
  candidateId: string,
  sessionId?: string,
): Promise<string | null> => {
  const query = db<InterviewSessionRow>('interview_sessions').where({
    job_fair_id: jobFairId,
    booth_id: boothId,
    candidate_id: candidateId,
  });
  if (sessionId) query.andWhere({ id: sessionId });
  const row = await query.orderBy('created_at', 'desc').first('id');
  return row?.id ?? null;
};
