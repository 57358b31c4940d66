import { defineProjector } from '../projector';

/**
 * A seeker's latest answers to a booth's queue questions (spec 1 §7 boothQuestionAnswers): saved on their
 * own, or given by entering the queue. The two come from different streams, so the later time wins.
 */
export const boothQuestionAnswersProjector = defineProjector({
  name: 'boothQuestionAnswers',
  handles: ['BoothQuestionAnswersSaved', 'QueueEntered'],
  tables: ['booth_question_answers'],
  apply: async (trx, event) => {
    const row =
      event.type === 'QueueEntered'
        ? { boothId: event.data.boothId, seekerId: event.data.seekerId, at: event.data.enteredAt }
        : { boothId: event.data.boothId, seekerId: event.data.jobSeekerId, at: event.data.savedAt };
    await trx.raw(
      `INSERT INTO booth_question_answers (booth_id, job_seeker_id, job_fair_id, answers, saved_at) VALUES (?, ?, ?, ?::jsonb, ?)
       ON CONFLICT (booth_id, job_seeker_id) DO UPDATE SET answers = EXCLUDED.answers, saved_at = EXCLUDED.saved_at
       WHERE booth_question_answers.saved_at <= EXCLUDED.saved_at`,
      [row.boothId, row.seekerId, event.data.jobFairId, JSON.stringify(event.data.answers), row.at],
    );
    return [];
  },
});
