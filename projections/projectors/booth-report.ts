import type { Knex } from 'knex';
import { defineProjector } from '../projector';

/** A signed-in user is LOGGED_IN or AWAY (spec 1 §4.4); the others are gone. */
const SIGNED_IN = new Set(['LOGGED_IN', 'AWAY']);

const once = (trx: Knex.Transaction, table: string, row: Record<string, unknown>, key: string[]) =>
  trx(table).insert(row).onConflict(key).ignore();

/**
 * The report's read model (spec 2 §2.1, §3 Booth metrics): who signed in to a fair, who opened and who
 * queued at a booth, each person once; the answers of every queue entry; every question a booth asked.
 * Nothing is pushed live (the report refreshes on its icon), so it announces no change keys.
 */
export const boothReportProjector = defineProjector({
  name: 'boothReport',
  handles: ['UserPresenceChanged', 'BoothVisited', 'QueueEntered', 'QueueQuestionsSaved'],
  tables: ['report_fair_logins', 'report_booth_visitors', 'report_booth_entrants', 'report_entry_answers', 'report_questions'],
  apply: async (trx, event) => {
    switch (event.type) {
      case 'UserPresenceChanged': {
        const { userId, presenceStatus, lastPresenceJobFairId, changedAt } = event.data;
        if (lastPresenceJobFairId && SIGNED_IN.has(presenceStatus))
          await once(trx, 'report_fair_logins', { job_fair_id: lastPresenceJobFairId, user_id: userId, first_at: changedAt }, [
            'job_fair_id',
            'user_id',
          ]);
        return [];
      }
      case 'BoothVisited': {
        const { boothId, jobFairId, jobSeekerId, visitedAt } = event.data;
        await once(trx, 'report_booth_visitors', { booth_id: boothId, job_fair_id: jobFairId, user_id: jobSeekerId, first_at: visitedAt }, [
          'booth_id',
          'user_id',
        ]);
        return [];
      }
      case 'QueueEntered': {
        const { boothId, jobFairId, seekerId, entryId, score, maxScore, answers, enteredAt } = event.data;
        await once(trx, 'report_booth_entrants', { booth_id: boothId, job_fair_id: jobFairId, user_id: seekerId, first_at: enteredAt }, [
          'booth_id',
          'user_id',
        ]);
        await once(
          trx,
          'report_entry_answers',
          { entry_id: entryId, booth_id: boothId, seeker_id: seekerId, score, max_score: maxScore, answers: JSON.stringify(answers) },
          ['entry_id'],
        );
        return [];
      }
      case 'QueueQuestionsSaved': {
        const revision = String(event.revision);
        for (const question of event.data.questions) {
          await trx.raw(
            `INSERT INTO report_questions (booth_id, question_id, name, rank, revision) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (booth_id, question_id) DO UPDATE SET name = EXCLUDED.name, rank = EXCLUDED.rank, revision = EXCLUDED.revision
             WHERE report_questions.revision < EXCLUDED.revision`,
            [event.data.boothId, question.id, question.name, question.rank, revision],
          );
        }
        return [];
      }
    }
  },
});
