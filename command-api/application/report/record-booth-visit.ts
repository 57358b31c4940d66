import type { Role } from '../../../domain/auth/roles';
import type { BoothView } from '../../../domain/booth/booth-view';
import { boothVisitDecider, boothVisitStream } from '../../../domain/report/booth-visit';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/**
 * spec 2 §7 GET …/booths/{boothId}?logBoothVisit=true: a job seeker opening the booth page counts as a
 * visitor (the report's 'Unique booth visitors'). Staff looking at a booth are not visitors. The read
 * is not held up by the read model: nothing in the answer depends on the visit.
 */
export const recordBoothVisit = async (
  deps: ServiceDeps,
  context: CommandContext,
  { visitorId, actingRole, booth }: Readonly<{ visitorId: string; actingRole: Role | null; booth: BoothView }>,
): Promise<void> => {
  if (actingRole !== 'Applicant') return;
  await deps.run(context, {
    streamId: boothVisitStream(booth.id, visitorId),
    decider: boothVisitDecider,
    command: {
      type: 'RecordBoothVisit',
      data: {
        boothId: booth.id,
        jobFairId: booth.jobFairId,
        organizationId: booth.organizationId,
        jobSeekerId: visitorId,
        now: context.now.toISOString(),
      },
    },
  });
};
