import { boothDecider, boothStream } from '../../../domain/booth/booth';
import type { Checkpoint } from '../../../domain/shared/event';
import { userDecider, userStream } from '../../../domain/user/user';
import { listOrganizationBoothsOfRecruiter } from '../../../projections/queries/booths';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** spec 1 §5.6: the recruiter's user is removed and they leave every booth and sub-booth group they were assigned to. */
export const removeRecruiter = async (
  deps: ServiceDeps,
  context: CommandContext,
  { organizationId, recruiterId, actorId }: Readonly<{ organizationId: string; recruiterId: string; actorId: string }>,
): Promise<Checkpoint | null> => {
  const now = context.now.toISOString();
  let { lastCheckpoint: checkpoint } = await deps.run(context, {
    streamId: userStream(recruiterId),
    decider: userDecider,
    command: { type: 'RemoveUser', data: { userId: recruiterId, actorId, now } },
  });
  for (const booth of await listOrganizationBoothsOfRecruiter(deps.db, organizationId, recruiterId)) {
    const patch = {
      recruiters: booth.recruiters.filter((r) => r !== recruiterId),
      subBooths: booth.subBooths.map((g) => ({ ...g, recruiters: g.recruiters.filter((r) => r !== recruiterId) })),
    };
    const unassigned = await deps.run(context, {
      streamId: boothStream(booth.id),
      decider: boothDecider,
      command: {
        type: 'UpdateBooth',
        data: { boothId: booth.id, jobFairId: booth.jobFairId, organizationId, actorId, now, patch, mayManage: true },
      },
    });
    checkpoint = unassigned.lastCheckpoint ?? checkpoint;
  }
  return checkpoint;
};
