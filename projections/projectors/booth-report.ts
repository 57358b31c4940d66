import type { Knex } from 'knex';
import {
  BOOTH_REPORT_EVENT_TYPES,
  evolveBoothReport,
  initialBoothReport,
  innerOf,
  type BoothReportModel,
  type Caused,
  type BoothReportEvent,
  type Counted,
} from '../../domain/report/booth-report-model';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';
import { applyThroughModel, rowsByKeys, type ModelTable } from './model-rows';

/** The projector keeps nothing of the event that made a person count: its rows have no column for it. */
type Model = BoothReportModel<null>;
type Keys = Readonly<{
  logins: Record<string, string>[];
  visitors: Record<string, string>[];
  entrants: Record<string, string>[];
  entries: Record<string, string>[];
  questions: Record<string, string>[];
}>;

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

/** The rows each event may touch, read before the run is folded (a superset: the evolve decides). */
const keysOf = (events: readonly RecordedEvent<BoothReportEvent>[]): Keys => {
  const keys: { [K in keyof Keys]: Record<string, string>[] } = { logins: [], visitors: [], entrants: [], entries: [], questions: [] };
  for (const event of events) {
    switch (event.type) {
      case 'UserPresenceChanged':
        if (event.data.lastPresenceJobFairId)
          keys.logins.push({ job_fair_id: event.data.lastPresenceJobFairId, user_id: event.data.userId });
        break;
      case 'BoothVisited':
        keys.visitors.push({ booth_id: event.data.boothId, user_id: event.data.jobSeekerId });
        break;
      case 'QueueEntered':
        keys.entrants.push({ booth_id: event.data.boothId, user_id: event.data.seekerId });
        keys.entries.push({ entry_id: event.data.entryId });
        break;
      case 'QueueQuestionsSaved':
        for (const question of event.data.questions) keys.questions.push({ booth_id: event.data.boothId, question_id: question.id });
        break;
    }
  }
  return keys;
};

type CountedRow = { job_fair_id: string; booth_id?: string; user_id: string; first_at: Date };
const counted = (row: CountedRow): Counted<null> => ({ jobFairId: row.job_fair_id, firstAt: iso(row.first_at), cause: null });

/** The people counted once per booth: visitors or entrants. */
const perBooth =
  (table: string, part: 'visitors' | 'entrants'): ((keys: Keys) => ModelTable<Model>) =>
  (keys) => ({
    table,
    key: ['booth_id', 'user_id'],
    load: async (trx, model) => {
      for (const row of await rowsByKeys<CountedRow & { booth_id: string }>(trx, table, ['booth_id', 'user_id'], keys[part]))
        innerOf(model[part], row.booth_id).set(row.user_id, counted(row));
    },
    entries: function* (model) {
      for (const [boothId, people] of model[part])
        for (const [userId, entry] of people)
          yield { entry, row: { booth_id: boothId, job_fair_id: entry.jobFairId, user_id: userId, first_at: entry.firstAt } };
    },
  });

/** The booth report model's five tables (migration 070). */
const TABLES: readonly ((keys: Keys) => ModelTable<Model>)[] = [
  (keys) => ({
    table: 'report_fair_logins',
    key: ['job_fair_id', 'user_id'],
    load: async (trx, model) => {
      for (const row of await rowsByKeys<CountedRow>(trx, 'report_fair_logins', ['job_fair_id', 'user_id'], keys.logins))
        innerOf(model.logins, row.job_fair_id).set(row.user_id, counted(row));
    },
    entries: function* (model) {
      for (const [jobFairId, people] of model.logins)
        for (const [userId, entry] of people) yield { entry, row: { job_fair_id: jobFairId, user_id: userId, first_at: entry.firstAt } };
    },
  }),
  perBooth('report_booth_visitors', 'visitors'),
  perBooth('report_booth_entrants', 'entrants'),
  (keys) => ({
    table: 'report_entry_answers',
    key: ['entry_id'],
    load: async (trx, model) => {
      type AnswersRow = { entry_id: string; booth_id: string; seeker_id: string; score: number; max_score: number; answers: unknown };
      for (const row of await rowsByKeys<AnswersRow>(trx, 'report_entry_answers', ['entry_id'], keys.entries))
        model.entryAnswers.set(row.entry_id, {
          boothId: row.booth_id,
          seekerId: row.seeker_id,
          score: row.score,
          maxScore: row.max_score,
          answers: row.answers,
        });
    },
    entries: function* (model) {
      for (const [entryId, entry] of model.entryAnswers)
        yield {
          entry,
          row: {
            entry_id: entryId,
            booth_id: entry.boothId,
            seeker_id: entry.seekerId,
            score: entry.score,
            max_score: entry.maxScore,
            answers: entry.answers,
          },
        };
    },
  }),
  (keys) => ({
    table: 'report_questions',
    key: ['booth_id', 'question_id'],
    load: async (trx, model) => {
      type QuestionRow = { booth_id: string; question_id: string; name: string; rank: number; revision: string };
      for (const row of await rowsByKeys<QuestionRow>(trx, 'report_questions', ['booth_id', 'question_id'], keys.questions))
        innerOf(model.questions, row.booth_id).set(row.question_id, { name: row.name, rank: row.rank, revision: BigInt(row.revision) });
    },
    entries: function* (model) {
      for (const [boothId, questions] of model.questions)
        for (const [questionId, entry] of questions)
          yield {
            entry,
            row: { booth_id: boothId, question_id: questionId, name: entry.name, rank: entry.rank, revision: String(entry.revision) },
          };
    },
  }),
];

/**
 * A run of events through the booth report model's one evolve (domain/report/booth-report-model.ts, the
 * same the report as of a moment folds with): the rows the run touches are read, one query per table, the
 * run is folded in memory, and the rows it added or changed are written, one statement per table. A replay
 * writes nothing: each person counts once, each entry's answers are its first, and a question's wording
 * changes only for a newer booth stream revision.
 */
const applyAll = async (trx: Knex.Transaction, events: readonly RecordedEvent<BoothReportEvent>[]): Promise<string[]> => {
  if (events.length === 0) return [];
  const keys = keysOf(events);
  await applyThroughModel(
    trx,
    TABLES.map((table) => table(keys)),
    initialBoothReport<null>(),
    events.map(
      (event): Caused<BoothReportEvent, null> =>
        ({ type: event.type, data: event.data, revision: event.revision, cause: null }) as Caused<BoothReportEvent, null>,
    ),
    evolveBoothReport,
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
  handles: BOOTH_REPORT_EVENT_TYPES,
  tables: ['report_fair_logins', 'report_booth_visitors', 'report_booth_entrants', 'report_entry_answers', 'report_questions'],
  apply: (trx, event) => applyAll(trx, [event]),
  applyAll,
});
