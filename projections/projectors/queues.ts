import type { Knex } from 'knex';
import { boothInvitationStream, type BoothInvitationEvent } from '../../domain/invitation/booth-invitation';
import { IN_INTERVIEW_PRIORITY, type BoothQueueEvent } from '../../domain/queue/booth-queue';
import type { RecordedEvent } from '../../domain/shared/event';
import { NEXT_IN_QUEUE_PRIORITY } from '../../domain/queue/queue-rules';
import { defineProjector } from '../projector';
import { boothQueueKey, fairQueueCountsKey, seekerQueuesKey } from '../queries/change-keys';

/** `called: false` takes the session and interviewer off (a returned candidate); otherwise null means unchanged. */
type Change = { id: string; priority: number; status: string; session_id: string | null; recruiter_id: string | null; called: boolean };

/**
 * Claims the run's last revision of each queue and answers the events newer than what was applied
 * before (one statement: the select sees the rows as they were): a replayed event changes nothing.
 */
const claimUnapplied = async <E extends RecordedEvent<BoothQueueEvent | BoothInvitationEvent>>(
  trx: Knex.Transaction,
  events: readonly E[],
  streamOf: (event: E) => string,
): Promise<E[]> => {
  const lastRevisions = new Map(events.map((event) => [streamOf(event), String(event.revision)]));
  const { rows }: { rows: { queue_id: string; revision: string }[] } = await trx.raw(
    `WITH claimed AS (
       INSERT INTO queue_revisions (queue_id, revision) SELECT * FROM unnest(?::text[], ?::bigint[])
       ON CONFLICT (queue_id) DO UPDATE SET revision = EXCLUDED.revision WHERE queue_revisions.revision < EXCLUDED.revision
     )
     SELECT queue_id, revision FROM queue_revisions WHERE queue_id = ANY(?::text[])`,
    [[...lastRevisions.keys()], [...lastRevisions.values()], [...lastRevisions.keys()]],
  );
  const applied = new Map(rows.map((row) => [row.queue_id, BigInt(row.revision)]));
  // A queue's events arrive in revision order, so "newer than stored" is "newer than every one before it".
  return events.filter((event) => event.revision > (applied.get(streamOf(event)) ?? -1n));
};

/**
 * A run of queue events as set-wise statements: entries are inserted, then each entry's last choice
 * or assignment is written, then leavers are deleted (an entry id is entered once and left at most once).
 */
const project = async (trx: Knex.Transaction, events: readonly RecordedEvent<BoothQueueEvent>[]): Promise<void> => {
  const entered = events.flatMap((event) => (event.type === 'QueueEntered' ? [event.data] : []));
  if (entered.length > 0)
    await trx('queue_entries')
      .insert(
        entered.map((data) => ({
          id: data.entryId,
          queue_id: data.queueId,
          booth_id: data.boothId,
          job_fair_id: data.jobFairId,
          organization_id: data.organizationId,
          seeker_id: data.seekerId,
          score: data.score,
          max_score: data.maxScore,
          priority: data.priority,
          status: 'IN_QUEUE',
          answers: JSON.stringify(data.answers),
          entered_at: data.enteredAt,
        })),
      )
      .onConflict('id')
      .ignore();
  const changes = new Map<string, Change>();
  for (const event of events) {
    const before = changes.get(event.data.entryId);
    if (event.type === 'NextInQueueChosen')
      changes.set(event.data.entryId, {
        id: event.data.entryId,
        priority: NEXT_IN_QUEUE_PRIORITY,
        status: 'NEXT_IN_QUEUE',
        session_id: before?.session_id ?? null,
        recruiter_id: before?.recruiter_id ?? null,
        called: before?.called ?? true,
      });
    if (event.type === 'InterviewAssigned')
      changes.set(event.data.entryId, {
        id: event.data.entryId,
        priority: IN_INTERVIEW_PRIORITY,
        status: 'IN_INTERVIEW',
        session_id: event.data.sessionId,
        recruiter_id: event.data.recruiterId,
        called: true,
      });
    if (event.type === 'CandidateReturnedToFront') {
      const { entryId, displaced } = event.data;
      changes.set(entryId, {
        id: entryId,
        priority: NEXT_IN_QUEUE_PRIORITY,
        status: 'NEXT_IN_QUEUE',
        session_id: null,
        recruiter_id: null,
        called: false,
      });
      if (displaced)
        changes.set(displaced.entryId, {
          id: displaced.entryId,
          priority: displaced.priority,
          status: 'IN_QUEUE',
          session_id: null,
          recruiter_id: null,
          called: true,
        });
    }
  }
  if (changes.size > 0)
    // A choice leaves the session and interviewer as they were (null here means "unchanged").
    await trx.raw(
      `UPDATE queue_entries AS e SET priority = c.priority, status = c.status,
         session_id = CASE WHEN c.called THEN COALESCE(c.session_id, e.session_id) END,
         recruiter_id = CASE WHEN c.called THEN COALESCE(c.recruiter_id, e.recruiter_id) END
       FROM jsonb_to_recordset(?::jsonb) AS c(id uuid, priority integer, status text, session_id uuid, recruiter_id uuid, called boolean)
       WHERE e.id = c.id`,
      [JSON.stringify([...changes.values()])],
    );
  const left = events.flatMap((event) => (event.type === 'QueueLeft' ? [event.data.entryId] : []));
  if (left.length > 0) await trx('queue_entries').whereIn('id', left).delete();
};

const isInvitationEvent = (event: RecordedEvent<BoothQueueEvent | BoothInvitationEvent>): event is RecordedEvent<BoothInvitationEvent> =>
  event.type === 'InvitationSent' || event.type === 'InvitationWithdrawn' || event.type === 'InvitationAccepted';

/**
 * isInvited (spec 2 §3 Queue user): an entry keeps the invitation it was made with (the accept names the
 * entry), or one sent while the seeker waits there; withdrawing that very invitation clears it. Applied
 * after the run's queue events: an entry a later accept names exists by then, and each statement only
 * touches the entry's own invitation, so the outcome is the one event by event gives.
 */
const markInvited = async (trx: Knex.Transaction, events: readonly RecordedEvent<BoothInvitationEvent>[]): Promise<string[]> => {
  const keys: string[] = [];
  for (const { type, data } of events) {
    const entries = trx('queue_entries');
    const changed =
      type === 'InvitationAccepted'
        ? await entries
            .where({ id: data.entryId })
            .whereRaw('invitation_id IS DISTINCT FROM ?', [data.invitationId])
            .update({ invitation_id: data.invitationId })
        : type === 'InvitationSent'
          ? await entries
              .where({ booth_id: data.boothId, seeker_id: data.jobSeekerId, invitation_id: null })
              .update({ invitation_id: data.invitationId })
          : await entries
              .where({ booth_id: data.boothId, seeker_id: data.jobSeekerId, invitation_id: data.invitationId })
              .update({ invitation_id: null });
    // A replayed event finds its entry as it left it, changes nothing and announces nothing.
    if (changed > 0) keys.push(boothQueueKey(data.boothId), seekerQueuesKey(data.jobFairId, data.jobSeekerId));
  }
  return keys;
};

const applyAll = async (
  trx: Knex.Transaction,
  run: readonly RecordedEvent<BoothQueueEvent | BoothInvitationEvent>[],
): Promise<string[]> => {
  const queueEvents = run.filter((event): event is RecordedEvent<BoothQueueEvent> => !isInvitationEvent(event));
  const invitationEvents = run.filter(isInvitationEvent);
  // Invitation streams claim their revisions in queue_revisions too, under their own stream names.
  const unapplied =
    invitationEvents.length > 0
      ? await claimUnapplied(trx, invitationEvents, ({ data }) => boothInvitationStream(data.boothId, data.jobSeekerId))
      : [];
  return [...(await applyQueueEvents(trx, queueEvents)), ...(unapplied.length > 0 ? await markInvited(trx, unapplied) : [])];
};

const applyQueueEvents = async (trx: Knex.Transaction, queueEvents: readonly RecordedEvent<BoothQueueEvent>[]): Promise<string[]> => {
  if (queueEvents.length === 0) return [];
  const events = await claimUnapplied(trx, queueEvents, (event) => event.data.queueId);
  if (events.length === 0) return [];
  await project(trx, events);
  // Everyone still in a queue someone left moves up: their positions and waits change. (Whoever left
  // or entered later in the run has a key of their own below.)
  const leftQueues = new Map(
    events.flatMap((event) => (event.type === 'QueueLeft' ? [[event.data.queueId, event.data.jobFairId] as const] : [])),
  );
  const behind: { queue_id: string; seeker_id: string }[] =
    leftQueues.size > 0
      ? await trx('queue_entries')
          .whereIn('queue_id', [...leftQueues.keys()])
          .select('queue_id', 'seeker_id')
      : [];
  // Not the fair's booth list: a queue change re-sent every booth card to every seeker of the fair
  // (docs/architecture.md "Queue engine"). The cards' In Queue marker comes from seeker-queues, admins' counts from fair-queue-counts.
  return [
    ...events.flatMap(({ data: { boothId, jobFairId, seekerId } }) => [
      boothQueueKey(boothId),
      seekerQueuesKey(jobFairId, seekerId),
      fairQueueCountsKey(jobFairId),
    ]),
    ...behind.map((row) => seekerQueuesKey(leftQueues.get(row.queue_id)!, row.seeker_id)),
    // Whoever a returned candidate displaced is no longer next.
    ...events.flatMap((event) =>
      event.type === 'CandidateReturnedToFront' && event.data.displaced
        ? [seekerQueuesKey(event.data.jobFairId, event.data.displaced.seekerId)]
        : [],
    ),
  ];
};

/** Booth queues (spec 2 §3 Queue user): who waits where, in which order, and who was invited. */
export const queuesProjector = defineProjector({
  name: 'queues',
  handles: [
    'QueueEntered',
    'NextInQueueChosen',
    'InterviewAssigned',
    'QueueLeft',
    'CandidateReturnedToFront',
    'InvitationSent',
    'InvitationWithdrawn',
    'InvitationAccepted',
  ],
  tables: ['queue_entries', 'queue_revisions'],
  apply: (trx, event) => applyAll(trx, [event]),
  applyAll,
});
