import type { Knex } from 'knex';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector, type EventOf } from '../projector';

/** A signed-in user is LOGGED_IN or AWAY (spec 1 §4.4); the others are gone. */
const SIGNED_IN = new Set(['LOGGED_IN', 'AWAY']);

type ReportEvent = EventOf<'UserPresenceChanged' | 'BoothVisited' | 'QueueEntered' | 'QueueQuestionsSaved'>;
type Row = Record<string, unknown>;

/** Each table's rows of a run, by key: the first one of a key wins, as an INSERT … ON CONFLICT DO NOTHING would. */
const FIRST_WINS = {
  report_fair_logins: ['job_fair_id', 'user_id'],
  report_booth_visitors: ['booth_id', 'user_id'],
  report_booth_entrants: ['booth_id', 'user_id'],
  report_entry_answers: ['entry_id'],
} as const;

/**
 * Folds a run into the rows it adds: who signed in to a fair, opened and queued at a booth (each person
 * once), each entry's answers, and each question's latest wording (the booth stream's revision decides).
 * One statement per table for the whole run.
 */
const applyAll = async (trx: Knex.Transaction, events: readonly RecordedEvent<ReportEvent>[]): Promise<string[]> => {
  const rows = Object.fromEntries(Object.keys(FIRST_WINS).map((table) => [table, new Map<string, Row>()])) as Record<
    keyof typeof FIRST_WINS,
    Map<string, Row>
  >;
  const once = (table: keyof typeof FIRST_WINS, row: Row) => {
    const key = FIRST_WINS[table].map((column) => row[column]).join('|');
    if (!rows[table].has(key)) rows[table].set(key, row);
  };
  const questions = new Map<string, Row & { revision: string }>();
  for (const event of events) {
    switch (event.type) {
      case 'UserPresenceChanged': {
        const { userId, presenceStatus, lastPresenceJobFairId, changedAt } = event.data;
        if (lastPresenceJobFairId && SIGNED_IN.has(presenceStatus))
          once('report_fair_logins', { job_fair_id: lastPresenceJobFairId, user_id: userId, first_at: changedAt });
        break;
      }
      case 'BoothVisited': {
        const { boothId, jobFairId, jobSeekerId, visitedAt } = event.data;
        once('report_booth_visitors', { booth_id: boothId, job_fair_id: jobFairId, user_id: jobSeekerId, first_at: visitedAt });
        break;
      }
      case 'QueueEntered': {
        const { boothId, jobFairId, seekerId, entryId, score, maxScore, answers, enteredAt } = event.data;
        once('report_booth_entrants', { booth_id: boothId, job_fair_id: jobFairId, user_id: seekerId, first_at: enteredAt });
        once('report_entry_answers', {
          entry_id: entryId,
          booth_id: boothId,
          seeker_id: seekerId,
          score,
          max_score: maxScore,
          answers: JSON.stringify(answers),
        });
        break;
      }
      case 'QueueQuestionsSaved': {
        const revision = String(event.revision);
        for (const question of event.data.questions) {
          const key = `${event.data.boothId}|${question.id}`;
          const known = questions.get(key);
          if (!known || BigInt(known.revision) < event.revision)
            questions.set(key, {
              booth_id: event.data.boothId,
              question_id: question.id,
              name: question.name,
              rank: question.rank,
              revision,
            });
        }
        break;
      }
    }
  }
  for (const table of Object.keys(FIRST_WINS) as (keyof typeof FIRST_WINS)[]) {
    const all = [...rows[table].values()];
    // Chunks keep each statement under Postgres' 65,535 parameters.
    for (let from = 0; from < all.length; from += 1_000)
      await trx(table)
        .insert(all.slice(from, from + 1_000))
        .onConflict([...FIRST_WINS[table]])
        .ignore();
  }
  if (questions.size > 0)
    await trx.raw(
      `INSERT INTO report_questions (booth_id, question_id, name, rank, revision)
       SELECT * FROM jsonb_to_recordset(?::jsonb) AS q(booth_id uuid, question_id text, name text, rank integer, revision bigint)
       ON CONFLICT (booth_id, question_id) DO UPDATE SET name = EXCLUDED.name, rank = EXCLUDED.rank, revision = EXCLUDED.revision
       WHERE report_questions.revision < EXCLUDED.revision`,
      [JSON.stringify([...questions.values()])],
    );
  return [];
};

/**
 * The report's read model (spec 2 §2.1, §3 Booth metrics): who signed in to a fair, who opened and who
 * queued at a booth, each person once; the answers of every queue entry; every question a booth asked.
 * Nothing is pushed live (the report refreshes on its icon), so it announces no change keys.
 */
export const boothReportProjector = defineProjector({
  name: 'boothReport',
  handles: ['UserPresenceChanged', 'BoothVisited', 'QueueEntered', 'QueueQuestionsSaved'],
  tables: ['report_fair_logins', 'report_booth_visitors', 'report_booth_entrants', 'report_entry_answers', 'report_questions'],
  apply: (trx, event) => applyAll(trx, [event]),
  applyAll,
});
