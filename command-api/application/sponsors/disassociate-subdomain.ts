import { sponsorDecider, sponsorStream } from '../../../domain/sponsor/sponsor';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';
import { actorOf } from './sponsor-state';
import { releaseSubdomain } from './subdomain-reservations';

/** spec 3 §7 DELETE /organizations/sponsors/{id}/subdomain: the sponsor lets its subdomain go, and another sponsor may take it. */
export const disassociateSubdomain = async (
  deps: ServiceDeps,
  context: CommandContext,
  { sponsorId }: Readonly<{ sponsorId: string }>,
): Promise<Checkpoint | null> => {
  const { newEvents, lastCheckpoint } = await deps.run(context, {
    streamId: sponsorStream(sponsorId),
    decider: sponsorDecider,
    command: { type: 'DisassociateSponsorSubdomain', data: { sponsorId, ...actorOf(context) } },
  });
  const disassociated = newEvents[0];
  if (disassociated?.type !== 'SponsorSubdomainDisassociated') return lastCheckpoint;
  const released = await releaseSubdomain(deps, context, {
    subdomain: disassociated.data.subdomain,
    sponsorId,
    causationId: disassociated.id,
  });
  return released.lastCheckpoint ?? lastCheckpoint;
};
