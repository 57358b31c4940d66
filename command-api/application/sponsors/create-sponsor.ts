import { sponsorDecider, sponsorStream } from '../../../domain/sponsor/sponsor';
import type { SponsorForm } from '../../../domain/sponsor/sponsor-schema';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';
import { actorOf } from './sponsor-state';
import { refuseUnusableSubdomain, releaseSubdomain, reserveSubdomain } from './subdomain-reservations';

/** spec 3 §7 POST /organizations/sponsors: reserve the subdomain first, then create; a refused create gives it back. */
export const createSponsor = async (
  deps: ServiceDeps,
  context: CommandContext,
  form: SponsorForm,
): Promise<{ sponsorId: string; checkpoint: Checkpoint | null }> => {
  refuseUnusableSubdomain(form.subdomain);
  const sponsorId = deps.newId();
  const reserved = await reserveSubdomain(deps, context, { subdomain: form.subdomain, sponsorId });
  try {
    const created = await deps.run(context, {
      streamId: sponsorStream(sponsorId),
      decider: sponsorDecider,
      command: { type: 'CreateSponsor', data: { sponsorId, ...actorOf(context), form } },
      causationId: reserved.newEvents.at(-1)?.id,
    });
    return { sponsorId, checkpoint: created.lastCheckpoint };
  } catch (error) {
    await releaseSubdomain(deps, context, { subdomain: form.subdomain, sponsorId });
    throw error;
  }
};
