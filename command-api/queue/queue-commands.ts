import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boothDecider, boothStream, type BoothEvent } from '../../domain/booth/booth';
import { jobFairDecider, jobFairStream, type JobFairEvent } from '../../domain/jobfair/jobfair';
import { jobFairTimeStatus } from '../../domain/jobfair/time-status';
import { queueTargetOf } from '../../domain/queue/booth-groups';
import { boothQueueDecider, boothQueueStream, queueIdOf } from '../../domain/queue/booth-queue';
import { admitToQueue, type FairFacts, type QueueAnswer } from '../../domain/queue/queue-rules';
import { AlreadyInAQueue } from '../../domain/queue/queue-errors';
import { queueSeatDecider, queueSeatStream } from '../../domain/queue/queue-seat';
import { NotFound } from '../../domain/shared/errors';
import type { Checkpoint } from '../../domain/shared/event';
import { requirePrincipal } from '../http/access';
import { decidedEntryOf, type DecidedEntry } from './decided-entry';
import { commandContextOf } from '../http/command-context';

/** A booth's queue, or one of its groups' (spec 2 §3 Group: queue id `{boothId}-{groupId}`). */
type Target = Readonly<{ jobFairId: string; boothId: string; groupId: string | null }>;

/** The booth and the fair, folded from their streams: the rules decide on what is stored, not on a read model. */
const loadBoothAndFair = async (app: FastifyInstance, request: FastifyRequest, { jobFairId, boothId }: Target) => {
  const { eventStore } = app.deps;
  const booth = (await eventStore.readStream<BoothEvent>(boothStream(boothId))).events.reduce(
    boothDecider.evolve,
    boothDecider.initialState(),
  );
  if (booth.status !== 'Open' || booth.ids.jobFairId !== jobFairId) throw new NotFound('Booth');
  const fairState = (await eventStore.readStream<JobFairEvent>(jobFairStream(jobFairId))).events.reduce(
    jobFairDecider.evolve,
    jobFairDecider.initialState(),
  );
  if (fairState.status !== 'Scheduled') throw new NotFound('Job fair');
  const fair: FairFacts = { isActivated: fairState.isActivated, timeStatus: jobFairTimeStatus(fairState.form, request.receivedAt) };
  return { booth, fair };
};

/** The seeker's standing entry of this queue as stored, and where it was written. */
const storedEntry = async (app: FastifyInstance, queueId: string, seekerId: string) => {
  const { events } = await app.deps.eventStore.readStream(boothQueueStream(queueId));
  const entry = decidedEntryOf(events, seekerId);
  const entered =
    entry &&
    events.find((event) => event.type === 'QueueEntered' && (event.data as { entryId?: string }).entryId === entry.entered.entryId);
  return entry && entered ? { entry, checkpoint: entered.checkpoint } : null;
};

/** What an enter decided: the checkpoint to wait for and the entry, to answer even when read models lag. */
export type Entered = Readonly<{ checkpoint: Checkpoint | null; entry: DecidedEntry; boothName: string }>;

/**
 * Enter a booth queue (spec 2 §4, §5): check the rules, take the seeker's one seat of the fair, then
 * append the entry. If the entry is refused after the seat was taken, the seat is given back.
 */
export const enterQueue = async (
  app: FastifyInstance,
  request: FastifyRequest,
  target: Target,
  answers: readonly QueueAnswer[],
): Promise<Entered> => {
  const principal = requirePrincipal(request);
  const { booth, fair } = await loadBoothAndFair(app, request, target);
  const { queueId, minimumScore } = queueTargetOf(target.boothId, booth.fields, target.groupId);
  const now = request.receivedAt.toISOString();
  const entry = { actorRoles: principal.roles, fair, questions: booth.questions, answers, minimumScore };
  admitToQueue(entry); // refuse early, before the seat is touched
  const entryId = app.deps.newId();
  const seat = { jobFairId: target.jobFairId, seekerId: principal.userId, queueId };
  const taken = await app.services.run(commandContextOf(request), {
    streamId: queueSeatStream(target.jobFairId, principal.userId),
    decider: queueSeatDecider,
    command: { type: 'TakeQueueSeat', data: { ...seat, boothId: target.boothId, entryId, now } },
  });
  if (taken.newEvents.length === 0) {
    // The seat was already held for this queue by a twin request, which owns the entry: appending one
    // here could re-enter a queue the seeker left meanwhile while holding another seat (found by the
    // 1,000-command load test). Answer with the twin's entry, or refuse while it is still being written.
    const existing = await storedEntry(app, queueId, principal.userId);
    if (existing) return { ...existing, boothName: booth.fields.name };
    throw new AlreadyInAQueue();
  }
  try {
    const entered = await app.services.run(commandContextOf(request), {
      streamId: boothQueueStream(queueId),
      decider: boothQueueDecider,
      command: {
        type: 'EnterQueue',
        data: {
          queueId,
          boothId: target.boothId,
          jobFairId: target.jobFairId,
          organizationId: booth.ids.organizationId,
          actorId: principal.userId,
          now,
          ...entry,
          entryId,
          seekerId: principal.userId,
        },
      },
      causationId: taken.newEvents[0]?.id,
    });
    // No new events: the queue already held this seeker's entry (a retried request); answer with it.
    const decided = decidedEntryOf(entered.newEvents, principal.userId);
    if (decided) return { checkpoint: entered.lastCheckpoint ?? taken.lastCheckpoint, entry: decided, boothName: booth.fields.name };
    const existing = await storedEntry(app, queueId, principal.userId);
    if (!existing) throw new NotFound('Queue entry');
    return { ...existing, checkpoint: entered.lastCheckpoint ?? taken.lastCheckpoint ?? existing.checkpoint, boothName: booth.fields.name };
  } catch (error) {
    if (taken.newEvents.length > 0)
      await app.services.run(commandContextOf(request), {
        streamId: queueSeatStream(target.jobFairId, principal.userId),
        decider: queueSeatDecider,
        command: { type: 'FreeQueueSeat', data: { ...seat, now } },
      });
    throw error;
  }
};

const freeSeats = async (
  app: FastifyInstance,
  request: FastifyRequest,
  jobFairId: string,
  queueId: string,
  seekerIds: readonly string[],
  causationId?: string,
) => {
  let checkpoint: Checkpoint | null = null;
  for (const seekerId of seekerIds) {
    const freed = await app.services.run(commandContextOf(request), {
      streamId: queueSeatStream(jobFairId, seekerId),
      decider: queueSeatDecider,
      command: { type: 'FreeQueueSeat', data: { jobFairId, seekerId, queueId, now: request.receivedAt.toISOString() } },
      causationId,
    });
    checkpoint = freed.lastCheckpoint ?? checkpoint;
  }
  return checkpoint;
};

const openBooth = async (app: FastifyInstance, target: Target) => {
  const booth = (await app.deps.eventStore.readStream<BoothEvent>(boothStream(target.boothId))).events.reduce(
    boothDecider.evolve,
    boothDecider.initialState(),
  );
  if (booth.status !== 'Open' || booth.ids.jobFairId !== target.jobFairId) throw new NotFound('Booth');
  return booth;
};

const idsOf = (target: Target, organizationId: string, groupId: string | null) => ({
  queueId: queueIdOf(target.boothId, groupId),
  boothId: target.boothId,
  jobFairId: target.jobFairId,
  organizationId,
});

/** The seeker leaves (spec 2 §2.2 Leave queue); their seat of the fair is freed. */
export const leaveQueue = async (
  app: FastifyInstance,
  request: FastifyRequest,
  target: Target,
  entryId: string | null,
): Promise<Checkpoint | null> => {
  const principal = requirePrincipal(request);
  // A group removed since the seeker entered still lets them leave its queue, so the group is not looked up.
  const ids = idsOf(target, (await openBooth(app, target)).ids.organizationId, target.groupId);
  const left = await app.services.run(commandContextOf(request), {
    streamId: boothQueueStream(ids.queueId),
    decider: boothQueueDecider,
    command: {
      type: 'LeaveQueue',
      data: { ...ids, actorId: principal.userId, now: request.receivedAt.toISOString(), seekerId: principal.userId, entryId },
    },
  });
  return (await freeSeats(app, request, target.jobFairId, ids.queueId, [principal.userId], left.newEvents[0]?.id)) ?? left.lastCheckpoint;
};

/** An admin empties a booth queue (by the booth id: the booth's and every group's); every seat it held is freed. */
export const emptyQueue = async (
  app: FastifyInstance,
  request: FastifyRequest,
  target: Target,
): Promise<{ checkpoint: Checkpoint | null; removed: number }> => {
  const booth = await openBooth(app, target);
  const groups = target.groupId !== null ? [target.groupId] : [null, ...booth.fields.subBooths.map((group) => group.id)];
  let checkpoint: Checkpoint | null = null;
  let removed = 0;
  for (const groupId of groups) {
    const ids = idsOf(target, booth.ids.organizationId, groupId);
    const emptied = await app.services.run(commandContextOf(request), {
      streamId: boothQueueStream(ids.queueId),
      decider: boothQueueDecider,
      command: { type: 'EmptyQueue', data: { ...ids, actorId: requirePrincipal(request).userId, now: request.receivedAt.toISOString() } },
    });
    const seekers = emptied.newEvents.flatMap((event) => (event.type === 'QueueLeft' ? [event.data.seekerId] : []));
    checkpoint =
      (await freeSeats(app, request, target.jobFairId, ids.queueId, seekers, emptied.newEvents[0]?.id)) ??
      emptied.lastCheckpoint ??
      checkpoint;
    removed += seekers.length;
  }
  return { checkpoint, removed };
};

/**
 * spec 1 §2.2, §6 "Applicants leave all booth queues on logout": every queue the seeker stands in,
 * called or not, with reason SignedOut; each seat is freed.
 */
export const leaveAllQueues = async (app: FastifyInstance, request: FastifyRequest, seekerId: string): Promise<Checkpoint | null> => {
  const entries: Record<string, string>[] = await app.deps
    .db('queue_entries')
    .where({ seeker_id: seekerId })
    .select('queue_id', 'booth_id', 'job_fair_id', 'organization_id');
  let checkpoint: Checkpoint | null = null;
  for (const entry of entries) {
    const ids = {
      queueId: entry.queue_id!,
      boothId: entry.booth_id!,
      jobFairId: entry.job_fair_id!,
      organizationId: entry.organization_id!,
    };
    const left = await app.services.run(commandContextOf(request), {
      streamId: boothQueueStream(ids.queueId),
      decider: boothQueueDecider,
      command: {
        type: 'RemoveCandidate',
        data: { ...ids, actorId: seekerId, now: request.receivedAt.toISOString(), seekerId, reason: 'SignedOut', onlyWaiting: false },
      },
    });
    checkpoint =
      (await freeSeats(app, request, ids.jobFairId, ids.queueId, [seekerId], left.newEvents[0]?.id)) ?? left.lastCheckpoint ?? checkpoint;
  }
  return checkpoint;
};
