import type { JWTPayload } from 'jose';
import { ROLES, type Principal, type Role } from '../../../domain/auth/roles';
import { Unauthenticated } from '../../../domain/shared/errors';

// What a Keycloak access token of the jobfair realm carries (infra/deploy/keycloak/realm-export.json):
// realm roles under realm_access, names and email from the profile scope, and two user attributes mapped
// into claims by the "jobfair" client scope: our user id (Keycloak picks its own ids) and the organization.

/** User attributes the platform keeps on a Keycloak user. */
export const ATTRIBUTES = { userId: 'platform_user_id', organizationId: 'organization_id' } as const;

export type KeycloakAccessClaims = JWTPayload & {
  sid?: unknown;
  session_state?: unknown;
  email?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  realm_access?: { roles?: unknown };
  platform_user_id?: unknown;
  organization_id?: unknown;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const platformRoles = (roles: unknown): Role[] =>
  Array.isArray(roles) ? roles.filter((role): role is Role => (ROLES as readonly unknown[]).includes(role)) : [];

/**
 * The principal and session of a verified access token. Keycloak's own roles (offline_access,
 * default-roles-…) are dropped; a user made in the Keycloak console without our attribute keeps its
 * Keycloak id. Keycloak 26 names the session `sid`, older versions `session_state`.
 */
export const principalFromClaims = (claims: KeycloakAccessClaims): Principal & { sessionId: string } => {
  const sessionId = text(claims.sid) || text(claims.session_state);
  if (!claims.sub || !sessionId) throw new Unauthenticated('Invalid access token');
  return {
    userId: text(claims.platform_user_id) || claims.sub,
    email: text(claims.email).toLowerCase(),
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
    roles: platformRoles(claims.realm_access?.roles),
    organizationId: text(claims.organization_id) || null,
    sessionId,
  };
};

/** The subset of Keycloak's UserRepresentation the adapter reads. */
export type KeycloakUser = Readonly<{
  id?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  emailVerified?: boolean;
  requiredActions?: string[];
  attributes?: Record<string, unknown>;
}>;

const firstAttribute = (user: KeycloakUser, name: string): string => {
  const value = user.attributes?.[name];
  return text(Array.isArray(value) ? value[0] : value);
};

/** The principal of an admin-API user and its realm role names (fetched separately). */
export const principalFromUser = (user: KeycloakUser, realmRoles: readonly string[]): Principal => ({
  userId: firstAttribute(user, ATTRIBUTES.userId) || text(user.id),
  email: text(user.email).toLowerCase(),
  firstName: text(user.firstName),
  lastName: text(user.lastName),
  roles: platformRoles(realmRoles),
  organizationId: firstAttribute(user, ATTRIBUTES.organizationId) || null,
});

/** Required actions the sign-in answers for: a temporary password, an unconfirmed email. */
export const REQUIRED_ACTIONS = { updatePassword: 'UPDATE_PASSWORD', verifyEmail: 'VERIFY_EMAIL' } as const;

/** Confirmed means the emailed code was entered: no pending VERIFY_EMAIL. */
export const isConfirmed = (user: KeycloakUser): boolean => !(user.requiredActions ?? []).includes(REQUIRED_ACTIONS.verifyEmail);
