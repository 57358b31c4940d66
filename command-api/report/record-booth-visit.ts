import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BoothView } from '../../domain/booth/booth-view';
import { boothVisitDecider, boothVisitStream } from '../../domain/report/booth-visit';
import { requirePrincipal } from '../http/access';
import { commandContextOf } from '../http/command-context';

/**
 * spec 2 §7 GET …/booths/{boothId}?logBoothVisit=true: a job seeker opening the booth page counts as a
 * visitor (the report's 'Unique booth visitors'). Staff looking at a booth are not visitors. The read
 * is not held up by the read model: nothing in the answer depends on the visit.
 */
export const recordBoothVisit = async (app: FastifyInstance, request: FastifyRequest, booth: BoothView): Promise<void> => {
  if (request.actingRole !== 'Applicant') return;
  const { userId } = requirePrincipal(request);
  await app.services.run(commandContextOf(request), {
    streamId: boothVisitStream(booth.id, userId),
    decider: boothVisitDecider,
    command: {
      type: 'RecordBoothVisit',
      data: {
        boothId: booth.id,
        jobFairId: booth.jobFairId,
        organizationId: booth.organizationId,
        jobSeekerId: userId,
        now: request.receivedAt.toISOString(),
      },
    },
  });
};
