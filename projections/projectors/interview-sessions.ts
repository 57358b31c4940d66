import type { Knex } from 'knex';
import type { InterviewSessionEvent } from '../../domain/interview/interview-session';
import { assertNever } from '../../domain/shared/decider';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';
import { insertOnce, updateIfNewer } from './row-guards';
import { boothPresenceKey, boothQueueKey, candidateSessionsKey, interviewSessionKey, recruiterSessionsKey } from '../queries/change-keys';

const project = async (trx: Knex.Transaction, event: RecordedEvent<InterviewSessionEvent>): Promise<boolean> => {
  const { data } = event;
  switch (event.type) {
    case 'InterviewOffered': {
      return insertOnce(trx, 'interview_sessions', {
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
        ...(event.data.chatDuration === undefined ? {} : { chat_duration: event.data.chatDuration }),
        created_at: event.data.offeredAt,
        expires_at: event.data.expiresAt,
        revision: String(event.revision),
      });
    }
    case 'InterviewStarted':
      return updateIfNewer(trx, 'interview_sessions', data.sessionId, event.revision, {
        status: 'IN_PROGRESS',
        interview_started_at: event.data.interviewStartedAt,
        ends_at: trx.raw(`?::timestamptz + (chat_duration + duration_added) * interval '1 millisecond'`, [event.data.interviewStartedAt]),
      });
    case 'InterviewExtended':
      return updateIfNewer(trx, 'interview_sessions', data.sessionId, event.revision, {
        duration_added: event.data.totalDurationAdded,
        ends_at: event.data.endsAt,
      });
    case 'ChatMessagePosted': {
      const { messageId: id, senderUserId, senderName, time, message } = event.data;
      return updateIfNewer(trx, 'interview_sessions', data.sessionId, event.revision, {
        chat_transcript: trx.raw('chat_transcript || ?::jsonb', [JSON.stringify([{ id, senderUserId, senderName, time, message }])]),
      });
    }
    case 'InterviewEnding':
      return updateIfNewer(trx, 'interview_sessions', data.sessionId, event.revision, {
        status: 'ENDING',
        end_reason: event.data.endReason,
        ended_by: event.data.endedBy,
      });
    // Sessions timed out before issue 6 went straight to ENDED, so the reason and ender are written here too (the same values).
    case 'InterviewEnded':
      return updateIfNewer(trx, 'interview_sessions', data.sessionId, event.revision, {
        status: 'ENDED',
        end_reason: event.data.endReason,
        ended_by: event.data.endedBy,
        ended_at: event.data.endedAt,
      });
    case 'VideoRoomOpened':
      return updateIfNewer(trx, 'interview_sessions', data.sessionId, event.revision, {
        video_provider: event.data.provider,
        video_room_id: event.data.roomId,
      });
    default:
      return assertNever(event);
  }
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
  apply: async (trx, event) => {
    if (!(await project(trx, event))) return [];
    return [
      candidateSessionsKey(event.data.jobFairId, event.data.candidateId),
      recruiterSessionsKey(event.data.jobFairId, event.data.recruiterId),
      interviewSessionKey(event.data.sessionId),
      // The booth's queue rows show whether the call rings or the candidate joined (spec 2 §2.1); once joined
      // the recruiter's presence says In Interview too.
      ...(event.type === 'InterviewOffered' ? [boothQueueKey(event.data.boothId)] : []),
      ...(event.type === 'InterviewStarted' ? [boothQueueKey(event.data.boothId), boothPresenceKey(event.data.boothId)] : []),
    ];
  },
});
