import { sponsorDecider, sponsorStream, SUBDOMAIN_IS_SET } from '../../../domain/sponsor/sponsor';
import type { SponsorForm } from '../../../domain/sponsor/sponsor-schema';
import { Conflict } from '../../../domain/shared/errors';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';
import { actorOf, readActiveSponsor } from './sponsor-state';
import { refuseUnusableSubdomain, releaseSubdomain, reserveSubdomain } from './subdomain-reservations';

/**
 * spec 3 §7 PUT /organizations/sponsors/{id}. A set subdomain is read-only (spec 3 §4): the form must repeat
 * it. A sponsor without one (disassociated) takes the new one through its reservation, given back if the update is refused.
 */
export const updateSponsor = async (
  deps: ServiceDeps,
  context: CommandContext,
  { sponsorId, form }: Readonly<{ sponsorId: string; form: SponsorForm }>,
): Promise<Checkpoint | null> => {
  const sponsor = await readActiveSponsor(deps.store, sponsorId);
  if (sponsor.subdomain !== null && sponsor.subdomain !== form.subdomain) throw new Conflict(SUBDOMAIN_IS_SET);
  const takesSubdomain = sponsor.subdomain === null;
  if (takesSubdomain) {
    refuseUnusableSubdomain(form.subdomain);
    await reserveSubdomain(deps, context, { subdomain: form.subdomain, sponsorId });
  }
  try {
    const updated = await deps.run(context, {
      streamId: sponsorStream(sponsorId),
      decider: sponsorDecider,
      command: { type: 'UpdateSponsor', data: { sponsorId, ...actorOf(context), form } },
    });
    return updated.lastCheckpoint;
  } catch (error) {
    if (takesSubdomain) await releaseSubdomain(deps, context, { subdomain: form.subdomain, sponsorId });
    throw error;
  }
};
