import { DomainError, ValidationFailed } from '../../../domain/shared/errors';
import {
  subdomainReservationDecider,
  subdomainStream,
  SubdomainTaken,
  type SubdomainReservationEvent,
} from '../../../domain/sponsor/subdomain-reservation';
import { SUBDOMAIN_REFUSALS, subdomainStatusOf } from '../../../domain/sponsor/subdomain-status';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';
import { readSponsor } from './sponsor-state';

/** A reservation whose sponsor never came to exist is a create that crashed half-way once it is this old. */
export const UNCLAIMED_RESERVATION_MS = 60_000;

/** Refuses a subdomain the platform cannot hand out (malformed or reserved) before any stream is touched. */
export const refuseUnusableSubdomain = (subdomain: string) => {
  const status = subdomainStatusOf(subdomain, null);
  if (status === 'INVALID') throw new ValidationFailed([{ field: 'subdomain', message: SUBDOMAIN_REFUSALS.INVALID }]);
  if (status === 'RESERVED')
    throw new DomainError('CONFLICT', SUBDOMAIN_REFUSALS.RESERVED, [{ field: 'subdomain', message: SUBDOMAIN_REFUSALS.RESERVED }]);
};

/**
 * A hold no sponsor stands behind: its sponsor was deleted or names another subdomain (the release after
 * it was lost), or was never created long after the reservation. A sponsor still being created is not stale.
 */
const isStaleHold = async (deps: ServiceDeps, subdomain: string, holder: string, now: Date): Promise<boolean> => {
  const sponsor = await readSponsor(deps.store, holder);
  if (sponsor.status === 'Deleted') return true;
  if (sponsor.status === 'Active') return sponsor.subdomain !== subdomain;
  const { events } = await deps.store.readStream<SubdomainReservationEvent>(subdomainStream(subdomain));
  const reserved = events.at(-1);
  return reserved?.type === 'SubdomainReserved' && now.getTime() - Date.parse(reserved.data.reservedAt) > UNCLAIMED_RESERVATION_MS;
};

/** Takes the subdomain for the sponsor (a no-op when it already holds it); refuses with 409 when another sponsor does. */
export const reserveSubdomain = async (
  deps: ServiceDeps,
  context: CommandContext,
  { subdomain, sponsorId }: Readonly<{ subdomain: string; sponsorId: string }>,
) => {
  const reserve = (replacing?: string) =>
    deps.run(context, {
      streamId: subdomainStream(subdomain),
      decider: subdomainReservationDecider,
      command: { type: 'ReserveSubdomain', data: { subdomain, sponsorId, now: context.now.toISOString(), replacing } },
    });
  try {
    return await reserve();
  } catch (error) {
    if (!(error instanceof SubdomainTaken) || !(await isStaleHold(deps, subdomain, error.holder, context.now))) throw error;
    // The decider moves the hold only if that stale holder still has it, so a racer that took it meanwhile wins.
    return reserve(error.holder);
  }
};

export const releaseSubdomain = (
  deps: ServiceDeps,
  context: CommandContext,
  { subdomain, sponsorId, causationId }: Readonly<{ subdomain: string; sponsorId: string; causationId?: string }>,
) =>
  deps.run(context, {
    streamId: subdomainStream(subdomain),
    decider: subdomainReservationDecider,
    command: { type: 'ReleaseSubdomain', data: { subdomain, sponsorId, now: context.now.toISOString() } },
    causationId,
  });
