import type { Knex } from 'knex';
import { estimateWaitMs, RECENT_INTERVIEWS } from '../../domain/queue/queue-rules';
import { planOnce } from './plan-once';

/** How a queue is served now: the columns `queueServiceSql` adds; bigint, numeric and json arrive as strings or arrays. */
export type QueueService = Readonly<{
  booth_name: string;
  chat_duration: string;
  recruiters_free_in_ms: (number | null)[];
  recent_interview_ms: string | null;
}>;

/**
 * Per queue of `queues` (a relation of queue_id and booth_id): the booth's name and chat duration, each
 * recruiter serving the queue now (0 ms when available, else the time left of the interview; null while it
 * rings), and the average length of the queue's recent interviews. A group's queue (spec 2 §3 Group) is
 * served by the group's recruiters only. Times left use the database clock.
 */
export const queueServiceSql = (queues: string) => `
    SELECT q.queue_id, b.name AS booth_name, COALESCE((g.grp->>'chatDuration')::bigint, b.chat_duration) AS chat_duration,
           (SELECT COALESCE(json_agg(CASE WHEN a.session_id IS NULL THEN 0
                                          WHEN s.ends_at IS NULL THEN NULL
                                          ELSE GREATEST(0, EXTRACT(EPOCH FROM s.ends_at - now()) * 1000) END), '[]')
              FROM recruiter_availability a LEFT JOIN interview_sessions s ON s.id = a.session_id
              WHERE a.booth_id = q.booth_id AND (a.is_available OR a.session_id IS NOT NULL)
                AND (g.grp IS NULL OR g.grp->'recruiters' \\? a.recruiter_id::text)) AS recruiters_free_in_ms,
           (SELECT avg(EXTRACT(EPOCH FROM x.ended_at - x.interview_started_at) * 1000)
              FROM (SELECT ended_at, interview_started_at FROM interview_sessions
                    WHERE queue_id = q.queue_id AND interview_started_at IS NOT NULL AND ended_at IS NOT NULL
                    ORDER BY ended_at DESC LIMIT ${RECENT_INTERVIEWS}) x) AS recent_interview_ms
    FROM ${queues} q
    JOIN booths b ON b.id = q.booth_id
    LEFT JOIN LATERAL (SELECT sb AS grp FROM jsonb_array_elements(b.sub_booths) sb WHERE q.queue_id = q.booth_id || '-' || (sb->>'id')) g ON true`;

/** The wait of a candidate with `waitingAhead` not yet called before them; from the recent interviews, or the chat duration before any ended. */
export const waitInQueueMs = (waitingAhead: number, service: QueueService): number | null => {
  const interviewMs = Math.round(Number(service.recent_interview_ms ?? service.chat_duration));
  const freeIn = service.recruiters_free_in_ms.map((ms) => (ms === null ? interviewMs : Number(ms)));
  return estimateWaitMs(waitingAhead, freeIn, interviewMs);
};

/** A seeker's names and profile lines, as the queue rows show them. */
export type SeekerLines = Readonly<{ first_name: string | null; last_name: string | null; summary: string | null; address: string | null }>;

/**
 * How one queue is served and who the seeker is, read as the read models stand, without waiting for them:
 * what an enter answered from its decision needs beside the decided queue (docs/read-side.md "Read your writes"). Null when the
 * booth is not in the read model yet.
 */
export const queueServiceFor = async (
  db: Knex,
  { queueId, boothId, seekerId }: Readonly<{ queueId: string; boothId: string; seekerId: string }>,
): Promise<(QueueService & SeekerLines) | null> => {
  const { rows } = await db
    .raw<{ rows: (QueueService & SeekerLines)[] }>(
      `SELECT v.*, u.first_name, u.last_name, u.profile->>'summary' AS summary, u.profile->>'address' AS address
     FROM (${queueServiceSql('(SELECT ?::text AS queue_id, ?::uuid AS booth_id)')}) v
     LEFT JOIN users u ON u.id = ?::uuid`,
      [queueId, boothId, seekerId],
    )
    .options(planOnce('queue-service-for'));
  return rows[0] ?? null;
};
