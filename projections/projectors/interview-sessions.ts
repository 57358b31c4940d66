import type { Knex } from 'knex';
import type { InterviewSessionEvent } from '../../domain/interview/interview-session';
import { assertNever } from '../../domain/shared/decider';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';
import { upsertRows } from './upsert-rows';
import { boothPresenceKey, boothQueueKey, candidateSessionsKey, interviewSessionKey, recruiterSessionsKey } from '../queries/change-keys';

type SessionRow = Record<string, unknown> & {
  id: string;
  revision: string;
  chat_duration: number;
  duration_added: number;
  chat_transcript: unknown[];
};

/** The row after `event`, or null when it changes nothing: a session is inserted once, and changed only by a newer revision of its stream. */
const fold = (row: SessionRow | undefined, event: RecordedEvent<InterviewSessionEvent>): SessionRow | null => {
  const { data } = event;
  const revision = String(event.revision);
  if (event.type === 'InterviewOffered') {
    if (row) return null;
    return {
      id: data.sessionId,
      job_fair_id: data.jobFairId,
      booth_id: data.boothId,
      queue_id: data.queueId,
      organization_id: data.organizationId,
      candidate_id: data.candidateId,
      recruiter_id: data.recruiterId,
      queue_user_id: event.data.entryId,
      candidate_score: event.data.score,
      candidate_max_score: event.data.maxScore,
      status: 'AWAITING',
      end_reason: null,
      ended_by: null,
      created_at: event.data.offeredAt,
      expires_at: event.data.expiresAt,
      interview_started_at: null,
      ended_at: null,
      revision,
      // The columns' defaults (migration 060), since a whole row is written.
      chat_duration: event.data.chatDuration ?? 600_000,
      duration_added: 0,
      ends_at: null,
      chat_transcript: [],
      video_provider: null,
      video_room_id: null,
    };
  }
  if (!row || BigInt(row.revision) >= event.revision) return null;
  const next = { ...row, revision };
  switch (event.type) {
    case 'InterviewStarted':
      return {
        ...next,
        status: 'IN_PROGRESS',
        interview_started_at: event.data.interviewStartedAt,
        ends_at: new Date(Date.parse(event.data.interviewStartedAt) + row.chat_duration + row.duration_added).toISOString(),
      };
    case 'InterviewExtended':
      return { ...next, duration_added: event.data.totalDurationAdded, ends_at: event.data.endsAt };
    case 'ChatMessagePosted': {
      const { messageId: id, senderUserId, senderName, time, message } = event.data;
      return { ...next, chat_transcript: [...row.chat_transcript, { id, senderUserId, senderName, time, message }] };
    }
    case 'InterviewEnding':
      return { ...next, status: 'ENDING', end_reason: event.data.endReason, ended_by: event.data.endedBy };
    case 'InterviewEnded':
      return { ...next, status: 'ENDED', end_reason: event.data.endReason, ended_by: event.data.endedBy, ended_at: event.data.endedAt };
    case 'VideoRoomOpened':
      return { ...next, video_provider: event.data.provider, video_room_id: event.data.roomId };
    default:
      return assertNever(event);
  }
};

const keysOf = (event: RecordedEvent<InterviewSessionEvent>) => [
  candidateSessionsKey(event.data.jobFairId, event.data.candidateId),
  recruiterSessionsKey(event.data.jobFairId, event.data.recruiterId),
  interviewSessionKey(event.data.sessionId),
  // The booth's queue rows show whether the call rings or the candidate joined (spec 2 §2.1); once joined
  // the recruiter's presence says In Interview too.
  ...(event.type === 'InterviewOffered' ? [boothQueueKey(event.data.boothId)] : []),
  ...(event.type === 'InterviewStarted' ? [boothQueueKey(event.data.boothId), boothPresenceKey(event.data.boothId)] : []),
];

/**
 * `project` over a run: the run's sessions are read once, each event folded into its row in memory under
 * the same guards, and every changed row written back in one statement (ends_at computed here from the
 * row's durations, as the SQL of `project` does).
 */
const applyAll = async (trx: Knex.Transaction, events: readonly RecordedEvent<InterviewSessionEvent>[]): Promise<string[]> => {
  if (events.length === 0) return [];
  const ids = [...new Set(events.map((event) => event.data.sessionId))];
  const rows = new Map<string, SessionRow>(
    (await trx<SessionRow>('interview_sessions').whereIn('id', ids)).map((row) => [row.id, { ...row, revision: String(row.revision) }]),
  );
  const changed = new Set<string>();
  const keys = new Set<string>();
  for (const event of events) {
    const next = fold(rows.get(event.data.sessionId), event);
    if (!next) continue;
    rows.set(next.id, next);
    changed.add(next.id);
    keysOf(event).forEach((key) => keys.add(key));
  }
  await upsertRows(
    trx,
    'interview_sessions',
    ['id'],
    [...changed].map((id) => rows.get(id)!),
  );
  return [...keys];
};

/** Interview sessions (spec 2 §3), by candidate and by recruiter. */
export const interviewSessionsProjector = defineProjector({
  name: 'interviewSessions',
  handles: [
    'InterviewOffered',
    'InterviewStarted',
    'InterviewExtended',
    'ChatMessagePosted',
    'InterviewEnding',
    'InterviewEnded',
    'VideoRoomOpened',
  ],
  tables: ['interview_sessions'],
  apply: (trx, event) => applyAll(trx, [event]),
  applyAll,
});
