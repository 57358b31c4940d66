import { organizationDecider, organizationStream } from '../../../domain/organization/organization';
import { sponsorDecider, sponsorStream } from '../../../domain/sponsor/sponsor';
import type { Checkpoint } from '../../../domain/shared/event';
import { listSponsoredOrganizationIds } from '../../../projections/queries/sponsors';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';
import { actorOf } from './sponsor-state';
import { releaseSubdomain } from './subdomain-reservations';

/**
 * spec 3 §7 DELETE /organizations/sponsors/{id}: the sponsor goes, its subdomain is free again, and its
 * companies are left without a sponsor (each on its own stream, caused by the deletion). Those follow-ups
 * are logged, not answered, when they fail: the deletion is stored, and a sponsor that is gone shows as none.
 */
export const deleteSponsor = async (
  deps: ServiceDeps,
  context: CommandContext,
  { sponsorId }: Readonly<{ sponsorId: string }>,
): Promise<Checkpoint | null> => {
  const actor = actorOf(context);
  const deleted = await deps.run(context, {
    streamId: sponsorStream(sponsorId),
    decider: sponsorDecider,
    command: { type: 'DeleteSponsor', data: { sponsorId, ...actor } },
  });
  const event = deleted.newEvents[0];
  let checkpoint = deleted.lastCheckpoint;
  const followUp = async (what: string, step: () => Promise<{ lastCheckpoint: Checkpoint | null }>) => {
    try {
      checkpoint = (await step()).lastCheckpoint ?? checkpoint;
    } catch (error) {
      deps.log.error({ err: error, correlationId: context.correlationId, sponsorId }, `after deleting a sponsor: could not ${what}`);
    }
  };
  if (event?.type === 'SponsorDeleted' && event.data.subdomain !== null) {
    const subdomain = event.data.subdomain;
    await followUp('release its subdomain', () => releaseSubdomain(deps, context, { subdomain, sponsorId, causationId: event.id }));
  }
  for (const organizationId of await listSponsoredOrganizationIds(deps.db, sponsorId))
    await followUp(`clear the sponsor of organization ${organizationId}`, () =>
      deps.run(context, {
        streamId: organizationStream(organizationId),
        decider: organizationDecider,
        command: { type: 'ClearOrganizationSponsor', data: { organizationId, sponsorId, ...actor } },
        causationId: event?.id,
      }),
    );
  return checkpoint;
};
