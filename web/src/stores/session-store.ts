import { proxy } from 'valtio';
import {
  parseStoredSession,
  type Session,
  SESSION_LIFETIME_MS,
  SESSION_STORAGE_KEY,
  type SessionUser,
  serializeStoredSession,
  sessionEndsAt,
} from '../lib/stored-session';

// Live client state: who is signed in. Server state stays in TanStack Query.
export const sessionStore = proxy<{
  session: Session | null;
  /** When the 1-day session ends (spec 1 §9): set at sign-in, kept when the access token is refreshed. */
  storedUntil: number | null;
}>({ session: null, storedUntil: null });

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

const scheduleExpiry = (endsAt: number) => {
  clearTimeout(expiryTimer);
  // setTimeout cannot wait longer than ~24.8 days; a session never lives that long.
  expiryTimer = setTimeout(endSession, Math.max(0, endsAt - Date.now()));
};

const keep = (session: Session, storedUntil: number) => {
  storage()?.setItem(SESSION_STORAGE_KEY, serializeStoredSession(session, storedUntil));
  sessionStore.session = session;
  sessionStore.storedUntil = storedUntil;
  scheduleExpiry(sessionEndsAt({ expiresAt: session.expiresAt, storedUntil }));
};

/** Restores the session stored by a previous page load, if it is still valid. */
export const restoreSession = (): void => {
  const stored = parseStoredSession(storage()?.getItem(SESSION_STORAGE_KEY) ?? null, Date.now());
  if (!stored) {
    storage()?.removeItem(SESSION_STORAGE_KEY);
    return;
  }
  const { storedUntil, ...session } = stored;
  sessionStore.session = session;
  sessionStore.storedUntil = storedUntil;
  scheduleExpiry(sessionEndsAt(stored));
};

/** The session fields of a signed-in answer (which also carries `kind`). */
const sessionOf = ({ accessToken, expiresAt, user, refreshToken, idToken }: Session): Session => ({
  accessToken,
  expiresAt,
  user,
  ...(refreshToken === undefined ? {} : { refreshToken, idToken: idToken ?? null }),
});

export const startSession = (signedIn: Session): void => keep(sessionOf(signedIn), Date.now() + SESSION_LIFETIME_MS);

export type RefreshedTokens = Readonly<Pick<Session, 'accessToken' | 'expiresAt' | 'refreshToken' | 'idToken'>>;

/** Swaps in a refreshed access token (and Keycloak's rotated refresh token) for the same session; the day's end stays where it was. */
export const refreshSessionToken = (tokens: RefreshedTokens): void => {
  const { session, storedUntil } = sessionStore;
  if (!session || storedUntil === null) return;
  keep(sessionOf({ ...session, ...tokens }), storedUntil);
};

/** Keeps the stored session in step when /api/auth/me returns a fresher user. */
export const updateSessionUser = (user: SessionUser): void => {
  const current = sessionStore.session;
  if (!current) return;
  const raw = storage()?.getItem(SESSION_STORAGE_KEY) ?? null;
  const stored = parseStoredSession(raw, Date.now());
  sessionStore.session = { ...current, user };
  if (stored) storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...stored, user }));
};

export const endSession = (): void => {
  clearTimeout(expiryTimer);
  storage()?.removeItem(SESSION_STORAGE_KEY);
  sessionStore.session = null;
  sessionStore.storedUntil = null;
};
