import { SPONSOR_LIMITS } from './sponsor-schema';

/**
 * spec 3 §4 "Sponsor subdomain status": AVAILABLE allows saving, anything else blocks it. The embedded
 * platform answers these four; a deployment that provisions DNS and certificates adds its own states
 * (docs/white-label.md), which the web blocks on the same way.
 */
export const SUBDOMAIN_STATUSES = ['AVAILABLE', 'INVALID', 'RESERVED', 'TAKEN'] as const;
export type SubdomainStatus = (typeof SUBDOMAIN_STATUSES)[number];

/**
 * Labels the platform keeps for itself: its own hosts (www and localhost route to the main site, spec 3
 * §2.3), the services a deployment puts beside it, and names that would pass for the platform's staff.
 */
export const RESERVED_SUBDOMAINS: readonly string[] = [
  'www',
  'localhost',
  'api',
  'app',
  'admin',
  'administrator',
  'auth',
  'login',
  'sso',
  'id',
  'keycloak',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'mx',
  'ftp',
  'ns',
  'ns1',
  'ns2',
  'dns',
  'cdn',
  'static',
  'assets',
  'files',
  'media',
  'img',
  'ws',
  'wss',
  'status',
  'help',
  'support',
  'docs',
  'blog',
  'dev',
  'staging',
  'test',
  'demo',
  'sandbox',
  'internal',
  'billing',
  'payments',
  'stripe',
  'security',
  'metrics',
  'grafana',
  'root',
  'platform',
  'jobfair',
  'jobfairs',
];

/** A DNS label the schema admits and DNS accepts: letters, digits and inner hyphens, at most 50 (spec 3 §9). */
const WELL_FORMED = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
export const isWellFormedSubdomain = (subdomain: string): boolean =>
  subdomain.length <= SPONSOR_LIMITS.subdomain && WELL_FORMED.test(subdomain) && !subdomain.includes('--');

/**
 * The status of `subdomain` for the sponsor `forSponsorId` (none when creating): its own subdomain is
 * AVAILABLE to it, anyone else's is TAKEN. `holder` is the sponsor holding the subdomain now, if any.
 */
export const subdomainStatusOf = (subdomain: string, holder: string | null, forSponsorId: string | null = null): SubdomainStatus => {
  if (!isWellFormedSubdomain(subdomain)) return 'INVALID';
  if (RESERVED_SUBDOMAINS.includes(subdomain)) return 'RESERVED';
  if (holder !== null && holder !== forSponsorId) return 'TAKEN';
  return 'AVAILABLE';
};

/** Why a subdomain cannot be saved, in the words the API answers with. */
export const SUBDOMAIN_REFUSALS: Record<Exclude<SubdomainStatus, 'AVAILABLE'>, string> = {
  INVALID: 'Subdomain must start and end with a letter or number, without two hyphens in a row',
  RESERVED: 'This subdomain is reserved by the platform',
  TAKEN: 'This subdomain is already used by another sponsor',
};
