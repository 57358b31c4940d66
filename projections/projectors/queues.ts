import type { Knex } from 'knex';
import { IN_INTERVIEW_PRIORITY, type BoothQueueEvent } from '../../domain/queue/booth-queue';
import type { DomainEvent } from '../../domain/events';
import { assertNever } from '../../domain/shared/decider';
import type { RecordedEvent } from '../../domain/shared/event';
import { NEXT_IN_QUEUE_PRIORITY } from '../../domain/queue/queue-rules';
import type { Projector } from '../projector';
import { boothQueueKey, fairQueueCountsKey, seekerQueuesKey } from '../queries/change-keys';

/** Claims the event's revision for its queue; false when this or a later one was already applied. */
const claimRevision = async (trx: Knex.Transaction, queueId: string, revision: bigint): Promise<boolean> => {
  const claimed = await trx.raw(
    `INSERT INTO queue_revisions (queue_id, revision) VALUES (?, ?)
     ON CONFLICT (queue_id) DO UPDATE SET revision = EXCLUDED.revision WHERE queue_revisions.revision < EXCLUDED.revision
     RETURNING queue_id`,
    [queueId, String(revision)],
  );
  return claimed.rows.length > 0;
};

const project = async (trx: Knex.Transaction, event: RecordedEvent<BoothQueueEvent>): Promise<void> => {
  const { data } = event;
  switch (event.type) {
    case 'QueueEntered':
      await trx('queue_entries')
        .insert({
          id: event.data.entryId,
          queue_id: data.queueId,
          booth_id: data.boothId,
          job_fair_id: data.jobFairId,
          organization_id: data.organizationId,
          seeker_id: event.data.seekerId,
          score: event.data.score,
          max_score: event.data.maxScore,
          priority: event.data.priority,
          status: 'IN_QUEUE',
          answers: JSON.stringify(event.data.answers),
          entered_at: event.data.enteredAt,
        })
        .onConflict('id')
        .ignore();
      return;
    case 'NextInQueueChosen':
      await trx('queue_entries').update({ priority: NEXT_IN_QUEUE_PRIORITY, status: 'NEXT_IN_QUEUE' }).where({ id: event.data.entryId });
      return;
    case 'InterviewAssigned':
      await trx('queue_entries')
        .update({ priority: IN_INTERVIEW_PRIORITY, status: 'IN_INTERVIEW', session_id: event.data.sessionId, recruiter_id: event.data.recruiterId })
        .where({ id: event.data.entryId });
      return;
    case 'QueueLeft':
      await trx('queue_entries').delete().where({ id: event.data.entryId });
      return;
    default:
      return assertNever(event);
  }
};

const handles: readonly BoothQueueEvent['type'][] = ['QueueEntered', 'NextInQueueChosen', 'InterviewAssigned', 'QueueLeft'];
const isQueueEvent = (event: RecordedEvent<DomainEvent>): event is RecordedEvent<BoothQueueEvent> => (handles as readonly string[]).includes(event.type);

/** Booth queues (spec 2 §3 Queue user): who waits where, in which order. */
export const queuesProjector: Projector = {
  name: 'queues',
  handles,
  tables: ['queue_entries', 'queue_revisions'],
  apply: async (trx, event) => {
    if (!isQueueEvent(event) || !(await claimRevision(trx, event.data.queueId, event.revision))) return [];
    await project(trx, event);
    const { boothId, jobFairId, seekerId, queueId } = event.data;
    // Everyone behind a leaver moves up: their positions and waits change.
    const behind = event.type === 'QueueLeft' ? await trx('queue_entries').where({ queue_id: queueId }).pluck('seeker_id') : [];
    // Not the fair's booth list: a queue change re-sent every booth card to every seeker of the fair
    // (issue 5 fan-out). The cards' In Queue marker comes from seeker-queues, admins' counts from fair-queue-counts.
    return [boothQueueKey(boothId), ...[seekerId, ...behind].map((id: string) => seekerQueuesKey(jobFairId, id)), fairQueueCountsKey(jobFairId)];
  },
};
