import type { Knex } from 'knex';
import type { BoothView } from '../../domain/booth/booth-view';
import { toBoothView } from './booths';
import type { BoothRow } from './rows';
import { planOnce } from './plan-once';

// What the interview matcher and the interview endings read (spec 1 §4.5 call flow): the read models are their timer tables.

/**
 * Each booth's recruiters switched on, in no session and not without a live connection (spec 1 §4.9:
 * a call to a closed browser rings for nobody), longest available first; a booth with none is absent.
 * Several booths at once: one queue change batch of a busy fair asks a match of hundreds of booths, and
 * most have nobody free.
 */
export const freeRecruitersOfBooths = async (db: Knex, boothIds: readonly string[]): Promise<Map<string, string[]>> => {
  const rows = await db('recruiter_availability as a')
    .leftJoin('user_presence as p', 'p.user_id', 'a.recruiter_id')
    .whereIn('a.booth_id', boothIds)
    .where({ 'a.is_available': true })
    .whereNull('a.session_id')
    .where((q) => void q.whereNull('p.presence_status').orWhereNotIn('p.presence_status', ['DISCONNECTED', 'LOGGED_OUT']))
    .orderBy('a.changed_at')
    .select<{ booth_id: string; recruiter_id: string }[]>('a.booth_id', 'a.recruiter_id')
    .options(planOnce(`free-recruiters-of-booths:${boothIds.length}`));
  const free = new Map<string, string[]>();
  for (const { booth_id: boothId, recruiter_id: recruiterId } of rows) {
    const recruiters = free.get(boothId);
    if (recruiters) recruiters.push(recruiterId);
    else free.set(boothId, [recruiterId]);
  }
  return free;
};

/**
 * Booths by id alone, deleted ones too: a call already under way is finished whatever became of its booth.
 * A booth not found is absent.
 */
export const boothsForCalling = async (db: Knex, boothIds: readonly string[]): Promise<Map<string, BoothView>> => {
  const rows = await db<BoothRow>('booths')
    .whereIn('id', boothIds)
    .options(planOnce(`booths-for-calling:${boothIds.length}`));
  return new Map(rows.map((row) => [row.id, toBoothView(row)]));
};

/** One booth, as boothsForCalling reads them. */
export const boothForCalling = async (db: Knex, boothId: string): Promise<BoothView | null> =>
  (await boothsForCalling(db, [boothId])).get(boothId) ?? null;

/** A booth's line as the matcher reads it: who is passed over, and the head of each queue among the rest. */
export type CallingLine = Readonly<{
  /** Candidates whose connection is lost: they keep their place but are not called. */
  passOver: string[];
  /** Each queue's longest-waiting candidate not in an interview and not passed over, in no particular order. */
  heads: readonly QueueHead[];
}>;
export type QueueHead = Readonly<{ queueId: string; priority: number; enteredAt: string; entryId: string }>;

/**
 * The lines of several booths in two statements, however many booths: one notice of a busy fair asks a match
 * of hundreds of booths at once, and one read per booth queued them behind each other on the process
 * managers' pool (the matcher's reads took 0.8 s at p50 in a call burst, docs/benchmarks.md). A booth nobody waits
 * at, connected or not, is absent.
 */
export const callingLinesOfBooths = async (db: Knex, boothIds: readonly string[]): Promise<Map<string, CallingLine>> => {
  const [disconnected, heads] = await Promise.all([
    db('queue_entries as e')
      .join('user_presence as p', 'p.user_id', 'e.seeker_id')
      .whereIn('e.booth_id', boothIds)
      .where({ 'p.presence_status': 'DISCONNECTED' })
      .select<{ booth_id: string; seeker_id: string }[]>('e.booth_id', 'e.seeker_id')
      .options(planOnce(`disconnected-candidates-of-booths:${boothIds.length}`)),
    db('queue_entries as e')
      .leftJoin('user_presence as p', 'p.user_id', 'e.seeker_id')
      .whereIn('e.booth_id', boothIds)
      .whereNull('e.session_id')
      .where((q) => void q.whereNull('p.presence_status').orWhereNot('p.presence_status', 'DISCONNECTED'))
      .distinctOn('e.queue_id')
      .orderBy(['e.queue_id', 'e.priority', 'e.entered_at', 'e.id'])
      .select<{ booth_id: string; queue_id: string; priority: number; entered_at: Date; id: string }[]>(
        'e.booth_id',
        'e.queue_id',
        'e.priority',
        'e.entered_at',
        'e.id',
      )
      .options(planOnce(`queue-heads-of-booths:${boothIds.length}`)),
  ]);
  const lines = new Map<string, { passOver: string[]; heads: QueueHead[] }>();
  const lineOf = (boothId: string) => lines.get(boothId) ?? lines.set(boothId, { passOver: [], heads: [] }).get(boothId)!;
  for (const row of disconnected) lineOf(row.booth_id).passOver.push(row.seeker_id);
  for (const row of heads)
    lineOf(row.booth_id).heads.push({
      queueId: row.queue_id,
      priority: row.priority,
      enteredAt: new Date(row.entered_at).toISOString(),
      entryId: row.id,
    });
  return lines;
};

// The queue order of spec 2 §7: priority, then entry time; the entry id breaks exact ties.
const waitsLonger = (a: QueueHead, b: QueueHead) =>
  a.priority - b.priority || a.enteredAt.localeCompare(b.enteredAt) || a.entryId.localeCompare(b.entryId);

/** Of the queues a recruiter serves, the one whose head waits longest; null when nobody waits there. */
export const queueOfNextCandidate = (line: CallingLine, served: readonly string[]): string | null =>
  line.heads.filter((head) => served.includes(head.queueId)).sort(waitsLonger)[0]?.queueId ?? null;

/** Whether the session shows ENDING: a participant ended it and the server completes it. */
export const isSessionEnding = async (db: Knex, sessionId: string): Promise<boolean> =>
  (await db('interview_sessions').where({ id: sessionId, status: 'ENDING' }).first('id')) !== undefined;

/** Sessions the clock has ended by `now` (unanswered offers, interviews past endsAt) and every ENDING one. */
export const sessionsDueToEnd = (db: Knex, now: Date): Promise<string[]> =>
  db('interview_sessions')
    .where((q) => void q.where({ status: 'AWAITING' }).andWhere('expires_at', '<=', now))
    .orWhere((q) => void q.where({ status: 'IN_PROGRESS' }).andWhere('ends_at', '<=', now))
    .orWhere({ status: 'ENDING' })
    .pluck('id');
