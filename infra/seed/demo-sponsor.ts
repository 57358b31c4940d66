import { organizationDecider, organizationStream } from '../../domain/organization/organization';
import { aggregateStream } from '../../domain/shared/aggregate-stream';
import { handleCommand } from '../../domain/shared/handle-command';
import type { Command, Event } from '../../domain/shared/event';
import type { Decider } from '../../domain/shared/decider';
import { sponsorDecider, sponsorStream } from '../../domain/sponsor/sponsor';
import { subdomainReservationDecider, subdomainStream } from '../../domain/sponsor/subdomain-reservation';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION_ID } from './demo-accounts';
import type { Clock } from '../../domain/ports/clock';
import type { EventStore } from '../../domain/ports/event-store';

export const DEMO_SPONSOR_ID = '55555555-5555-4555-8555-555555555555';
/** The demo sponsor's site: http://metro-herald.localhost:3000/jobfairs with the default PLATFORM_DOMAIN. */
export const DEMO_SPONSOR_SUBDOMAIN = 'metro-herald';

/**
 * spec 3 §1: a newspaper sponsoring the demo company, so `npm start` shows the sponsors screen, the
 * sponsor's site and 'Sponsored by' on the landing. Runs on every start and does nothing once the sponsor
 * stream exists (so older demo databases get it, and an admin who deleted it is not overruled).
 */
export const seedDemoSponsor = async (deps: Readonly<{ store: EventStore; clock: Clock; newId: () => string }>): Promise<void> => {
  if ((await deps.store.readStream(sponsorStream(DEMO_SPONSOR_ID))).currentRevision !== null) return;
  const admin = DEMO_ACCOUNTS[0]!;
  const now = deps.clock.now().toISOString();
  const run = <S, C extends Command, E extends Event>(streamId: string, decider: Decider<S, C, E>, command: C) =>
    handleCommand(deps.store, streamId, decider, command, {
      newId: deps.newId,
      metadata: { correlationId: 'demo-seed', causationId: null, actorId: admin.userId, actorRole: 'Admin', at: now },
    });
  const ids = { sponsorId: DEMO_SPONSOR_ID, subdomain: DEMO_SPONSOR_SUBDOMAIN };
  const reserved = await run(subdomainStream(DEMO_SPONSOR_SUBDOMAIN), subdomainReservationDecider, {
    type: 'ReserveSubdomain',
    data: { ...ids, now },
  }).catch(() => null); // an admin gave the subdomain to another sponsor: the demo sponsor goes without
  await run(sponsorStream(DEMO_SPONSOR_ID), sponsorDecider, {
    type: 'CreateSponsor',
    data: {
      sponsorId: DEMO_SPONSOR_ID,
      actorId: admin.userId,
      now,
      form: {
        name: 'Metro Herald',
        subdomain: DEMO_SPONSOR_SUBDOMAIN,
        description: "The Metro Herald's careers section brings the region's employers and job seekers together.",
        sponsoredByText: 'Sponsored by the Metro Herald careers section',
      },
    },
  });
  if (!reserved)
    await run(sponsorStream(DEMO_SPONSOR_ID), sponsorDecider, {
      type: 'DisassociateSponsorSubdomain',
      data: { sponsorId: DEMO_SPONSOR_ID, actorId: admin.userId, now },
    });
  // A demo database from before its organization was saved has no company to sponsor.
  const organization = await aggregateStream(deps.store, organizationStream(DEMO_ORGANIZATION_ID), organizationDecider);
  if (organization.state.status !== 'Saved') return;
  await run(organizationStream(DEMO_ORGANIZATION_ID), organizationDecider, {
    type: 'SetOrganizationSponsor',
    data: { organizationId: DEMO_ORGANIZATION_ID, sponsor: { id: DEMO_SPONSOR_ID, name: 'Metro Herald' }, actorId: admin.userId, now },
  });
};
