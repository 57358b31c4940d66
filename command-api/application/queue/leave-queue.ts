import { boothQueueDecider, boothQueueStream, queueIdOf } from '../../../domain/queue/booth-queue';
import { queueSeatDecider, queueSeatStream } from '../../../domain/queue/queue-seat';
import type { Checkpoint } from '../../../domain/shared/event';
import { queuesOfSeeker, type QueueIds } from '../../../projections/queries/queue-upkeep';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';
import { openBooth, type QueueTarget } from './queue-target';

/** Frees each seeker's seat of the fair after they left this queue; the checkpoint of the last free, if any. */
const freeSeats = async (
  deps: ServiceDeps,
  context: CommandContext,
  { jobFairId, queueId }: Pick<QueueIds, 'jobFairId' | 'queueId'>,
  seekerIds: readonly string[],
  causationId: string | undefined,
): Promise<Checkpoint | null> => {
  let checkpoint: Checkpoint | null = null;
  for (const seekerId of seekerIds) {
    const freed = await deps.run(context, {
      streamId: queueSeatStream(jobFairId, seekerId),
      decider: queueSeatDecider,
      command: { type: 'FreeQueueSeat', data: { jobFairId, seekerId, queueId, now: context.now.toISOString() } },
      causationId,
    });
    checkpoint = freed.lastCheckpoint ?? checkpoint;
  }
  return checkpoint;
};

const idsOf = (target: QueueTarget, organizationId: string, groupId: string | null): QueueIds => ({
  queueId: queueIdOf(target.boothId, groupId),
  boothId: target.boothId,
  jobFairId: target.jobFairId,
  organizationId,
});

/** The seeker leaves (spec 2 §2.2 Leave queue); their seat of the fair is freed. */
export const leaveQueue = async (
  deps: ServiceDeps,
  context: CommandContext,
  { seekerId, target, entryId }: Readonly<{ seekerId: string; target: QueueTarget; entryId: string | null }>,
): Promise<Checkpoint | null> => {
  // A group removed since the seeker entered still lets them leave its queue, so the group is not looked up.
  const ids = idsOf(target, (await openBooth(deps.store, target)).ids.organizationId, target.groupId);
  const left = await deps.run(context, {
    streamId: boothQueueStream(ids.queueId),
    decider: boothQueueDecider,
    command: { type: 'LeaveQueue', data: { ...ids, actorId: seekerId, now: context.now.toISOString(), seekerId, entryId } },
  });
  return (await freeSeats(deps, context, ids, [seekerId], left.newEvents[0]?.id)) ?? left.lastCheckpoint;
};

/**
 * A platform admin empties a booth queue (by the booth id: the booth's and every group's; spec 3 §2.2
 * Empty Queue): every waiting candidate leaves with EmptiedByAdmin and their seat is freed; candidates
 * already called stay in their interview (domain/queue/booth-queue.ts says why).
 */
export const emptyQueue = async (
  deps: ServiceDeps,
  context: CommandContext,
  { adminId, target }: Readonly<{ adminId: string; target: QueueTarget }>,
): Promise<{ checkpoint: Checkpoint | null; removed: number }> => {
  const booth = await openBooth(deps.store, target);
  const groups = target.groupId !== null ? [target.groupId] : [null, ...booth.fields.subBooths.map((group) => group.id)];
  let checkpoint: Checkpoint | null = null;
  let removed = 0;
  for (const groupId of groups) {
    const ids = idsOf(target, booth.ids.organizationId, groupId);
    const emptied = await deps.run(context, {
      streamId: boothQueueStream(ids.queueId),
      decider: boothQueueDecider,
      command: { type: 'EmptyQueue', data: { ...ids, actorId: adminId, now: context.now.toISOString() } },
    });
    const seekers = emptied.newEvents.flatMap((event) => (event.type === 'QueueLeft' ? [event.data.seekerId] : []));
    checkpoint = (await freeSeats(deps, context, ids, seekers, emptied.newEvents[0]?.id)) ?? emptied.lastCheckpoint ?? checkpoint;
    removed += seekers.length;
  }
  return { checkpoint, removed };
};

/** A platform admin takes one waiting candidate out of a queue, saying why (RemovedByAdmin); their seat is freed. */
export const removeCandidateByAdmin = async (
  deps: ServiceDeps,
  context: CommandContext,
  { adminId, target, entryId, note }: Readonly<{ adminId: string; target: QueueTarget; entryId: string; note: string }>,
): Promise<Checkpoint | null> => {
  const ids = idsOf(target, (await openBooth(deps.store, target)).ids.organizationId, target.groupId);
  const removed = await deps.run(context, {
    streamId: boothQueueStream(ids.queueId),
    decider: boothQueueDecider,
    command: { type: 'RemoveByAdmin', data: { ...ids, actorId: adminId, now: context.now.toISOString(), entryId, note } },
  });
  const seekers = removed.newEvents.flatMap((event) => (event.type === 'QueueLeft' ? [event.data.seekerId] : []));
  return (await freeSeats(deps, context, ids, seekers, removed.newEvents[0]?.id)) ?? removed.lastCheckpoint;
};

/**
 * spec 1 §2.2, §6 "Applicants leave all booth queues on logout": every queue the seeker stands in,
 * called or not, with reason SignedOut; each seat is freed.
 */
export const leaveAllQueues = async (deps: ServiceDeps, context: CommandContext, seekerId: string): Promise<Checkpoint | null> => {
  let checkpoint: Checkpoint | null = null;
  for (const ids of await queuesOfSeeker(deps.db, seekerId)) {
    const left = await deps.run(context, {
      streamId: boothQueueStream(ids.queueId),
      decider: boothQueueDecider,
      command: {
        type: 'RemoveCandidate',
        data: { ...ids, actorId: seekerId, now: context.now.toISOString(), seekerId, reason: 'SignedOut', onlyWaiting: false },
      },
    });
    checkpoint = (await freeSeats(deps, context, ids, [seekerId], left.newEvents[0]?.id)) ?? left.lastCheckpoint ?? checkpoint;
  }
  return checkpoint;
};
