import type { Knex } from 'knex';
import type { QueueAnswer } from '../../domain/queue/queue-rules';
import type { BoothQuestionAnswersRow } from './rows';

/** A seeker's latest answers to a booth's queue questions, or null when they never answered (spec 1 §7). */
export const boothQuestionAnswers = async (
  db: Knex,
  boothId: string,
  jobSeekerId: string,
): Promise<{ answers: QueueAnswer[]; savedAt: string } | null> => {
  const row = await db<BoothQuestionAnswersRow>('booth_question_answers').where({ booth_id: boothId, job_seeker_id: jobSeekerId }).first();
  return row ? { answers: row.answers, savedAt: new Date(row.saved_at).toISOString() } : null;
};
