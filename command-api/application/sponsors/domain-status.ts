import type { Knex } from 'knex';
import { subdomainStatusOf, type SubdomainStatus } from '../../../domain/sponsor/subdomain-status';
import { findSponsorBySubdomain } from '../../../projections/queries/sponsors';

/**
 * spec 3 §7 GET /organizations/sponsors/domain-status on the embedded platform: whether the subdomain can be
 * saved, for the sponsor being edited (its own subdomain is AVAILABLE to it). Saving re-checks under the reservation.
 */
export const domainStatus = async (
  db: Knex,
  { subdomain, sponsorId }: Readonly<{ subdomain: string; sponsorId: string | null }>,
): Promise<SubdomainStatus> => subdomainStatusOf(subdomain, (await findSponsorBySubdomain(db, subdomain))?.id ?? null, sponsorId);
