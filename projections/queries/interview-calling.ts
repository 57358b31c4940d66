import type { Knex } from 'knex';
import type { BoothView } from '../../domain/booth/booth-view';
import { toBoothView } from './booths';
import type { BoothRow } from './rows';
import { planOnce } from './plan-once';

// What the interview matcher and the interview endings read (issue 5 point 5): the read models are their timer tables.

/** The booth by id alone, deleted too: a call already under way is finished whatever became of its booth. */
export const boothForCalling = async (db: Knex, boothId: string): Promise<BoothView | null> => {
  const row = await db<BoothRow>('booths').where({ id: boothId }).first().options(planOnce('booth-for-calling'));
  return row ? toBoothView(row) : null;
};

/**
 * Each booth's recruiters switched on, in no session and not without a live connection (issue 12 point 4:
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

/** Candidates of the booth's queues whose connection is lost: they keep their place but are not called. */
export const disconnectedCandidatesOfBooth = (db: Knex, boothId: string): Promise<string[]> =>
  db('queue_entries as e')
    .join('user_presence as p', 'p.user_id', 'e.seeker_id')
    .where({ 'e.booth_id': boothId, 'p.presence_status': 'DISCONNECTED' })
    .pluck('e.seeker_id')
    .options(planOnce('disconnected-candidates-of-booth'));

/** Of these queues of the booth, the queue whose head waits longest (priority, then entry time), leaving out `passOver`; null when nobody waits. */
export const queueOfNextCandidate = async (
  db: Knex,
  boothId: string,
  queueIds: readonly string[],
  passOver: readonly string[],
): Promise<string | null> => {
  const waiting: { queue_id: string } | undefined = await db('queue_entries')
    .where({ booth_id: boothId })
    .whereIn('queue_id', queueIds)
    .whereNull('session_id')
    .whereNotIn('seeker_id', passOver)
    .orderBy([{ column: 'priority' }, { column: 'entered_at' }])
    .first('queue_id');
  return waiting?.queue_id ?? null;
};

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
