import type { Principal } from '../../../domain/auth/roles';
import { jobFairDecider, jobFairStream } from '../../../domain/jobfair/jobfair';
import { jobFairTimeStatus } from '../../../domain/jobfair/time-status';
import { queueTargetOf } from '../../../domain/queue/booth-groups';
import { boothQueueDecider, boothQueueStream, type BoothQueue } from '../../../domain/queue/booth-queue';
import { AlreadyInAQueue } from '../../../domain/queue/queue-errors';
import { admitToQueue, type FairFacts, type QueueAnswer } from '../../../domain/queue/queue-rules';
import { queueSeatDecider, queueSeatStream } from '../../../domain/queue/queue-seat';
import { aggregateStream } from '../../../domain/shared/aggregate-stream';
import { NotFound } from '../../../domain/shared/errors';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import { acceptInvitation, hasPendingInvitation } from '../invitations/booth-invitations';
import type { ServiceDeps } from '../service-deps';
import { decidedEntryOf, type DecidedEntry } from './decided-entry';
import { openBooth, type QueueTarget } from './queue-target';

/** The fair folded from its stream, as the queue rules see it at `now`. */
const fairFacts = async ({ store }: ServiceDeps, jobFairId: string, now: Date): Promise<FairFacts> => {
  const { state: fair } = await aggregateStream(store, jobFairStream(jobFairId), jobFairDecider);
  if (fair.status !== 'Scheduled') throw new NotFound('Job fair');
  return { isActivated: fair.isActivated, timeStatus: jobFairTimeStatus(fair.form, now) };
};

/** The seeker's standing entry of this queue as stored, and where it was written. */
const storedEntry = async ({ store }: ServiceDeps, queueId: string, seekerId: string) => {
  const { events } = await store.readStream(boothQueueStream(queueId));
  const entry = decidedEntryOf(events, seekerId);
  const entered =
    entry &&
    events.find((event) => event.type === 'QueueEntered' && (event.data as { entryId?: string }).entryId === entry.entered.entryId);
  return entry && entered ? { entry, checkpoint: entered.checkpoint, queue: null, isInvited: false } : null;
};

/** What an enter decided: the checkpoint to wait for and the entry, to answer even when read models lag. */
export type Entered = Readonly<{
  checkpoint: Checkpoint | null;
  entry: DecidedEntry;
  boothName: string;
  /** The queue as this enter decided it, to place the entry without the read model; null when an earlier attempt stored the entry. */
  queue: BoothQueue | null;
  /** Whether the enter accepted the seeker's pending invitation to the booth. */
  isInvited: boolean;
}>;

/**
 * Enter a booth queue (spec 2 §4, §5): check the rules, take the seeker's one seat of the fair, then
 * append the entry. If the entry is refused after the seat was taken, the seat is given back.
 */
export const enterQueue = async (
  deps: ServiceDeps,
  context: CommandContext,
  { seeker, target, answers }: Readonly<{ seeker: Principal; target: QueueTarget; answers: readonly QueueAnswer[] }>,
): Promise<Entered> => {
  // Read side by side, so the store sends the three reads as one statement (infra/event-store/stream-reads.ts).
  const [booth, fair, invited] = await Promise.all([
    openBooth(deps.store, target),
    fairFacts(deps, target.jobFairId, context.now),
    hasPendingInvitation(deps, target.boothId, seeker.userId),
  ]);
  const { queueId, minimumScore } = queueTargetOf(target.boothId, booth.fields, target.groupId);
  const now = context.now.toISOString();
  const entry = { actorRoles: seeker.roles, fair, questions: booth.questions, answers, minimumScore };
  admitToQueue(entry); // refuse early, before the seat is touched
  const entryId = deps.newId();
  const seat = { jobFairId: target.jobFairId, seekerId: seeker.userId, queueId };
  const taken = await deps.run(context, {
    streamId: queueSeatStream(target.jobFairId, seeker.userId),
    decider: queueSeatDecider,
    command: { type: 'TakeQueueSeat', data: { ...seat, boothId: target.boothId, entryId, now } },
  });
  if (taken.newEvents.length === 0) {
    // The seat was already held for this queue by a twin request, which owns the entry: appending one
    // here could re-enter a queue the seeker left meanwhile while holding another seat (found by the
    // 1,000-command load test). Answer with the twin's entry, or refuse while it is still being written.
    const existing = await storedEntry(deps, queueId, seeker.userId);
    if (existing) return { ...existing, boothName: booth.fields.name };
    throw new AlreadyInAQueue();
  }
  // A keyed retry finds the seat its first attempt took, and enters under that attempt's entry id.
  const seatEntryId = taken.newEvents[0]?.data.entryId ?? entryId;
  try {
    const entered = await deps.run(context, {
      streamId: boothQueueStream(queueId),
      decider: boothQueueDecider,
      command: {
        type: 'EnterQueue',
        data: {
          queueId,
          boothId: target.boothId,
          jobFairId: target.jobFairId,
          organizationId: booth.ids.organizationId,
          actorId: seeker.userId,
          now,
          ...entry,
          entryId: seatEntryId,
          seekerId: seeker.userId,
        },
      },
      causationId: taken.newEvents[0]?.id,
    });
    // No new events: the queue already held this seeker's entry (a retried request); answer with it.
    const decided = decidedEntryOf(entered.newEvents, seeker.userId);
    if (decided) {
      // An invitation sent while this enter runs stays pending, for the next enter to use.
      const accepted = !invited
        ? null
        : await acceptInvitation(deps, context, {
            boothId: target.boothId,
            jobFairId: target.jobFairId,
            organizationId: booth.ids.organizationId,
            jobSeekerId: seeker.userId,
            queueId,
            entryId: decided.entered.entryId,
            causationId: entered.newEvents[0]?.id,
          });
      return {
        checkpoint: accepted ?? entered.lastCheckpoint ?? taken.lastCheckpoint,
        entry: decided,
        boothName: booth.fields.name,
        queue: entered.newState,
        isInvited: accepted !== null,
      };
    }
    const existing = await storedEntry(deps, queueId, seeker.userId);
    if (!existing) throw new NotFound('Queue entry');
    return { ...existing, checkpoint: entered.lastCheckpoint ?? taken.lastCheckpoint ?? existing.checkpoint, boothName: booth.fields.name };
  } catch (error) {
    if (taken.newEvents.length > 0)
      await deps.run(context, {
        streamId: queueSeatStream(target.jobFairId, seeker.userId),
        decider: queueSeatDecider,
        command: { type: 'FreeQueueSeat', data: { ...seat, now } },
      });
    throw error;
  }
};
