import type { Knex } from 'knex';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector, type EventOf } from '../projector';

type AnswersEvent = EventOf<'BoothQuestionAnswersSaved' | 'QueueEntered'>;

/**
 * Folds a run into each seeker's latest answers per booth: the latest time wins, and of equal times the
 * later event, as one upsert per event guarded by `saved_at <=` would leave them. One statement.
 */
const applyAll = async (trx: Knex.Transaction, events: readonly RecordedEvent<AnswersEvent>[]): Promise<string[]> => {
  const latest = new Map<string, { booth_id: string; job_seeker_id: string; job_fair_id: string; answers: unknown; saved_at: string }>();
  for (const event of events) {
    const row =
      event.type === 'QueueEntered'
        ? { booth_id: event.data.boothId, job_seeker_id: event.data.seekerId, saved_at: event.data.enteredAt }
        : { booth_id: event.data.boothId, job_seeker_id: event.data.jobSeekerId, saved_at: event.data.savedAt };
    const key = `${row.booth_id}|${row.job_seeker_id}`;
    const known = latest.get(key);
    if (!known || Date.parse(known.saved_at) <= Date.parse(row.saved_at))
      latest.set(key, { ...row, job_fair_id: event.data.jobFairId, answers: event.data.answers });
  }
  if (latest.size > 0)
    await trx.raw(
      `INSERT INTO booth_question_answers (booth_id, job_seeker_id, job_fair_id, answers, saved_at)
       SELECT * FROM jsonb_to_recordset(?::jsonb) AS a(booth_id uuid, job_seeker_id uuid, job_fair_id uuid, answers jsonb, saved_at timestamptz)
       ON CONFLICT (booth_id, job_seeker_id) DO UPDATE SET answers = EXCLUDED.answers, saved_at = EXCLUDED.saved_at
       WHERE booth_question_answers.saved_at <= EXCLUDED.saved_at`,
      [JSON.stringify([...latest.values()])],
    );
  return [];
};

/**
 * A seeker's latest answers to a booth's queue questions (spec 1 §7 boothQuestionAnswers): saved on their
 * own, or given by entering the queue. The two come from different streams, so the later time wins.
 */
export const boothQuestionAnswersProjector = defineProjector({
  name: 'boothQuestionAnswers',
  handles: ['BoothQuestionAnswersSaved', 'QueueEntered'],
  tables: ['booth_question_answers'],
  apply: (trx, event) => applyAll(trx, [event]),
  applyAll,
});
