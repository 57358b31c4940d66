import { StartFailure } from '../start-failure';

/**
 * The parts of the platform a process runs (docs/deploy.md "Roles"). `npm start` runs them all; a deployment
 * scales them apart: `api` (HTTP commands and queries, the web client), `gateway` (websockets and
 * presence), `projector` (the projection runner) and `scheduler` (the process managers: interview
 * matcher, queue grace and repair, notification delivery). Projector and scheduler run in one process at
 * a time, under a lease in Postgres; the others wait to take over.
 */
export const ROLES = ['api', 'gateway', 'projector', 'scheduler'] as const;
export type Role = (typeof ROLES)[number];
export type Roles = ReadonlySet<Role>;

export const ALL_ROLES: Roles = new Set(ROLES);

export class InvalidRoles extends StartFailure {
  constructor(value: string) {
    super(`ROLE=${value} is not a role: use all, or one or more of ${ROLES.join(', ')} separated by commas.`);
  }
}

/** `ROLE` as written: unset, empty or 'all' is every role; otherwise a comma-separated list. */
export const rolesFrom = (value: string | undefined): Roles => {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name.length > 0);
  if (names.length === 0 || (names.length === 1 && names[0] === 'all')) return ALL_ROLES;
  const unknown = names.filter((name) => !(ROLES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new InvalidRoles(value!);
  return new Set(names as Role[]);
};

export const runsEveryRole = (roles: Roles): boolean => ROLES.every((role) => roles.has(role));

/** For logs and the start banner: 'all', or the roles in a fixed order. */
export const describeRoles = (roles: Roles): string => (runsEveryRole(roles) ? 'all' : ROLES.filter((role) => roles.has(role)).join(','));
