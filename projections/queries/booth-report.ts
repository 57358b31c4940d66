import type { Knex } from 'knex';
import type { BoothMetricsView, ReportAnswerView } from '../../domain/report/booth-report-view';
import { boothEntrantCounts, boothInterviewCounts, boothResumeCounts, boothVisitorCounts } from './booth-metric-counts';
import type { BoothResumeRow, InterviewSessionRow, ReportEntryAnswersRow, ReportQuestionRow } from './rows';

const count = async (query: Knex.QueryBuilder): Promise<number> => Number((await query.count<{ n: string }[]>({ n: '*' }).first())?.n ?? 0);
const applicants = (db: Knex, alias: string) => db('users').whereRaw(`users.id = ${alias}.user_id`).whereRaw(`users.roles \\? 'Applicant'`);

/** 'Applicant Logins' of a fair: applicants ever signed in to it. Presence rows are anyone's; only applicants count. */
export const fairApplicantLogins = (db: Knex, jobFairId: string): Promise<number> =>
  count(db('report_fair_logins as l').where('l.job_fair_id', jobFairId).whereExists(applicants(db, 'l')));

/** The metrics card of a booth's report (spec 2 §3 Booth metrics; definitions in domain/report/booth-report-view.ts). */
export const boothMetrics = async (db: Knex, jobFairId: string, boothId: string): Promise<BoothMetricsView> => {
  const [jobSeekerLogins, visitors, entrants, interviews, resumes] = await Promise.all([
    fairApplicantLogins(db, jobFairId),
    boothVisitorCounts(db, jobFairId, boothId),
    boothEntrantCounts(db, jobFairId, boothId),
    boothInterviewCounts(db, jobFairId, boothId),
    boothResumeCounts(db, jobFairId, boothId),
  ]);
  return {
    jobSeekerLogins,
    boothVisitors: visitors[boothId] ?? 0,
    jobSeekersEnteredBooth: entrants[boothId] ?? 0,
    boothInterviews: interviews[boothId] ?? 0,
    resumesLeftAtBooth: resumes[boothId] ?? 0,
  };
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
