import { organizationDecider, organizationStream } from '../../../domain/organization/organization';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';
import { actorOf, readActiveSponsor } from './sponsor-state';

/**
 * spec 3 §7 "update organization (sponsorId, sponsorName)": a platform admin sets the company's sponsor, or
 * clears it with null. The name recorded is the sponsor's own (whatever name the caller sent along).
 */
export const setOrganizationSponsor = async (
  deps: ServiceDeps,
  context: CommandContext,
  { organizationId, sponsorId }: Readonly<{ organizationId: string; sponsorId: string | null }>,
): Promise<Checkpoint | null> => {
  const sponsor = sponsorId === null ? null : { id: sponsorId, name: (await readActiveSponsor(deps.store, sponsorId)).fields.name };
  const { lastCheckpoint } = await deps.run(context, {
    streamId: organizationStream(organizationId),
    decider: organizationDecider,
    command: { type: 'SetOrganizationSponsor', data: { organizationId, sponsor, ...actorOf(context) } },
  });
  return lastCheckpoint;
};
