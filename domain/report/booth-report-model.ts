import type { QueueQuestionsSaved } from '../booth/booth';
import type { UserPresenceChanged } from '../presence/presence';
import type { QueueEntered } from '../queue/booth-queue';
import type { BoothVisited } from './booth-visit';

/**
 * The booth report's model (spec 2 §2.1, §3 Booth metrics; docs/metrics.md): who signed in to a fair, who
 * opened and who queued at a booth (each person once, by the event that first made them count), each queue
 * entry's answers, and the latest wording of every question a booth asked.
 *
 * One `evolveBoothReport` defines it (ARCHITECTURE.md "Application services and process managers": every
 * report model has one pure evolve). The boothReport projector loads the rows a batch touches into this
 * state, evolves it and writes back the entries that changed; the report as of a moment
 * (report-history.ts, docs/adr/report-as-of.md) folds the timeline with it from `initialBoothReport()`.
 * The two paths are therefore equal by construction.
 *
 * Pure as a fold step: deterministic, no I/O, no clock. For speed it updates the maps of the state it is
 * given and returns that state (the caller owns it: the projector's per batch, the as-of fold's per
 * request); an entry is never changed in place but replaced, so a caller finds what changed by identity.
 */
export type BoothReportEvent = UserPresenceChanged | BoothVisited | QueueEntered | QueueQuestionsSaved;
export const BOOTH_REPORT_EVENT_TYPES = [
  'UserPresenceChanged',
  'BoothVisited',
  'QueueEntered',
  'QueueQuestionsSaved',
] as const satisfies readonly BoothReportEvent['type'][];

/**
 * An event as a report model folds it. `cause` is what an entry keeps of the event that made it count: the
 * as-of fold keeps the timeline event (a figure's trace lists it), the projector nothing (its rows have no
 * column for it). `revision` is the event's stream revision where the caller knows it (the projector does).
 */
export type Caused<E, C> = E & Readonly<{ cause: C; revision?: bigint }>;

/** A signed-in user is LOGGED_IN or AWAY (spec 1 §4.4); only these make a login. */
export const SIGNED_IN_STATUSES: ReadonlySet<string> = new Set(['LOGGED_IN', 'AWAY']);

/** A person counted once: when they first counted, and what made them count. */
export type Counted<C> = Readonly<{ jobFairId: string; firstAt: string; cause: C }>;
/** A queue entry's answers, kept after the entry leaves the queue (for a conversation's 'Queue Questions'). */
export type EntryAnswers = Readonly<{ boothId: string; seekerId: string; score: number; maxScore: number; answers: unknown }>;
/** A question's latest wording, with the booth stream revision that saved it. */
export type ReportQuestion = Readonly<{ name: string; rank: number; revision: bigint }>;

export type BoothReportModel<C> = Readonly<{
  /** First sign-in per user, by fair then user. */
  logins: Map<string, Map<string, Counted<C>>>;
  /** First BoothVisited per applicant, by booth then user. */
  visitors: Map<string, Map<string, Counted<C>>>;
  /** First QueueEntered per applicant in any of the booth's queues, by booth then user. */
  entrants: Map<string, Map<string, Counted<C>>>;
  /** The answers of each queue entry, by entry id (the first QueueEntered of an entry). */
  entryAnswers: Map<string, EntryAnswers>;
  /** Every question a booth asked, by booth then question id. */
  questions: Map<string, Map<string, ReportQuestion>>;
}>;

export const initialBoothReport = <C>(): BoothReportModel<C> => ({
  logins: new Map(),
  visitors: new Map(),
  entrants: new Map(),
  entryAnswers: new Map(),
  questions: new Map(),
});

/** The inner map of `outer` under `key`, made empty if missing. */
export const innerOf = <V>(outer: Map<string, Map<string, V>>, key: string): Map<string, V> =>
  outer.get(key) ?? outer.set(key, new Map()).get(key)!;

/** The booth report's one rule per event (see the type's comment). */
export const evolveBoothReport = <C>(state: BoothReportModel<C>, event: Caused<BoothReportEvent, C>): BoothReportModel<C> => {
  const { cause } = event;
  switch (event.type) {
    case 'UserPresenceChanged': {
      const { userId, presenceStatus, lastPresenceJobFairId, changedAt } = event.data;
      if (!lastPresenceJobFairId || !SIGNED_IN_STATUSES.has(presenceStatus)) break;
      const logins = innerOf(state.logins, lastPresenceJobFairId);
      if (!logins.has(userId)) logins.set(userId, { jobFairId: lastPresenceJobFairId, firstAt: changedAt, cause });
      break;
    }
    case 'BoothVisited': {
      const { boothId, jobFairId, jobSeekerId, visitedAt } = event.data;
      const visitors = innerOf(state.visitors, boothId);
      if (!visitors.has(jobSeekerId)) visitors.set(jobSeekerId, { jobFairId, firstAt: visitedAt, cause });
      break;
    }
    case 'QueueEntered': {
      const { boothId, jobFairId, seekerId, entryId, score, maxScore, answers, enteredAt } = event.data;
      const entrants = innerOf(state.entrants, boothId);
      if (!entrants.has(seekerId)) entrants.set(seekerId, { jobFairId, firstAt: enteredAt, cause });
      if (!state.entryAnswers.has(entryId)) state.entryAnswers.set(entryId, { boothId, seekerId, score, maxScore, answers });
      break;
    }
    case 'QueueQuestionsSaved': {
      // The booth stream's revision orders the wordings: a replayed older save changes nothing.
      const revision = event.revision ?? 0n;
      const questions = innerOf(state.questions, event.data.boothId);
      for (const question of event.data.questions) {
        const known = questions.get(question.id);
        if (!known || known.revision < revision) questions.set(question.id, { name: question.name, rank: question.rank, revision });
      }
      break;
    }
  }
  return state;
};
