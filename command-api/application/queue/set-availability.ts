import type { JobFairView } from '../../../domain/jobfair/jobfair-view';
import { jobFairTimeStatus } from '../../../domain/jobfair/time-status';
import { availabilityStream, recruiterAvailabilityDecider } from '../../../domain/queue/recruiter-availability';
import { Forbidden } from '../../../domain/shared/errors';
import type { Checkpoint } from '../../../domain/shared/event';
import type { AvailabilityView } from '../../../domain/queue/queue-view';
import type { CommandContext } from '../command-context';
import { recordPresence } from '../presence/record-presence';
import type { ServiceDeps } from '../service-deps';
import { openBooth } from './queue-target';

/** Where the switch left the recruiter, as decided, and the checkpoint from which the read models show it. */
export type AvailabilitySet = Readonly<{ checkpoint: Checkpoint | null; availability: AvailabilityView }>;

/** spec 2 §4 Recruiter availability: the dashboard switch of a recruiter of the booth, on only while the fair runs. */
export const setAvailability = async (
  deps: ServiceDeps,
  context: CommandContext,
  {
    fair,
    recruiterId,
    boothId,
    isAvailableForChat,
  }: Readonly<{ fair: JobFairView; recruiterId: string; boothId: string; isAvailableForChat: boolean }>,
): Promise<AvailabilitySet> => {
  const booth = await openBooth(deps.store, { jobFairId: fair.id, boothId, groupId: null });
  const assigned =
    booth.fields.recruiters.includes(recruiterId) || booth.fields.subBooths.some((group) => group.recruiters.includes(recruiterId));
  if (!assigned) throw new Forbidden('You are not a recruiter of this booth');
  const { stateCheckpoint, newState } = await deps.run(context, {
    streamId: availabilityStream(fair.id, recruiterId),
    decider: recruiterAvailabilityDecider,
    command: {
      type: 'SetAvailability',
      data: {
        jobFairId: fair.id,
        recruiterId,
        boothId,
        isAvailableForChat,
        timeStatus: jobFairTimeStatus(fair, context.now),
        now: context.now.toISOString(),
      },
    },
  });
  // Setting availability sets presence to logged in. Switching on does; the dashboard's reset to off on
  // every load does not, or a recruiter who chose Away would be Online again after a reload (the page's
  // socket already keeps them present: LOGGED_IN or their chosen AWAY).
  const present = isAvailableForChat
    ? await recordPresence(deps, context, { userId: recruiterId, cause: 'Chosen', chosen: 'LOGGED_IN', jobFairId: fair.id })
    : null;
  return {
    // A switch that changes nothing answers the state as stored, which can hold another writer's newer event
    // (the matcher's, another process's): the reads after the answer wait for that one too.
    checkpoint: present ?? stateCheckpoint,
    availability: { isAvailableForChat: newState.isAvailableForChat, boothId: newState.boothId },
  };
};
