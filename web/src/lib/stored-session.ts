import type { Principal } from '../../../domain/auth/roles';
import { ROLES } from '../../../domain/auth/roles';
import { SESSION_LIFETIME_MS } from '../../../domain/auth/session-lifetime';

// The signed-in session survives a reload like the original session cookie: it lasts 1 day (spec 1 §9),
// or less when the access token expires earlier and cannot be refreshed.
export const SESSION_STORAGE_KEY = 'jobfair.session';
export { SESSION_LIFETIME_MS };

export type SessionUser = Principal;

export type Session = Readonly<{
  accessToken: string;
  /** ISO time the access token stops being accepted. */
  expiresAt: string;
  user: SessionUser;
  /** Keycloak only: what keycloak-js refreshes the access token with (features/auth/identity-session.ts). */
  refreshToken?: string;
  idToken?: string | null;
}>;

/** A signed-in answer of the API (sign-in, new password, confirmation): a session, and Keycloak's tokens when it runs. */
export type SignedInSession = Session & Readonly<{ kind: 'SIGNED_IN' }>;

type StoredSession = Session & Readonly<{ storedUntil: number }>;

/** A session that ends at `storedUntil`: a refreshed token keeps the end set at sign-in. */
export const serializeStoredSession = (session: Session, storedUntil: number): string =>
  JSON.stringify({ ...session, storedUntil } satisfies StoredSession);

/** A session signed in at `now`: it lasts 1 day. */
export const serializeSession = (session: Session, now: number): string => serializeStoredSession(session, now + SESSION_LIFETIME_MS);

/** When the session stops being usable: the earlier of the 1-day lifetime and the token expiry. */
export const sessionEndsAt = (stored: Pick<StoredSession, 'expiresAt' | 'storedUntil'>): number => {
  const tokenEnd = Date.parse(stored.expiresAt);
  return Number.isNaN(tokenEnd) ? stored.storedUntil : Math.min(tokenEnd, stored.storedUntil);
};

/** The stored session if it is well formed and still valid at `now`, otherwise null. */
export const parseStoredSession = (raw: string | null, now: number): (Session & { storedUntil: number }) | null => {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isStoredSession(value)) return null;
  return sessionEndsAt(value) > now ? value : null;
};

const isStoredSession = (value: unknown): value is StoredSession => {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredSession>;
  const user = candidate.user as Partial<SessionUser> | undefined;
  return (
    typeof candidate.accessToken === 'string' &&
    typeof candidate.expiresAt === 'string' &&
    typeof candidate.storedUntil === 'number' &&
    (candidate.refreshToken === undefined || typeof candidate.refreshToken === 'string') &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.userId === 'string' &&
    typeof user.email === 'string' &&
    Array.isArray(user.roles) &&
    user.roles.every((role) => typeof role === 'string') &&
    (user.organizationId === null || typeof user.organizationId === 'string')
  );
};

/** Only the roles the platform knows; anything else counts as "no recognised role" (spec 1 §2.1). */
export const knownRoles = (roles: readonly string[]): SessionUser['roles'] =>
  roles.filter((role): role is SessionUser['roles'][number] => (ROLES as readonly string[]).includes(role));
