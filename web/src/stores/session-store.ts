import { proxy } from 'valtio';
import {
  parseStoredSession,
  type Session,
  SESSION_LIFETIME_MS,
  SESSION_STORAGE_KEY,
  type SessionUser,
  serializeSession,
  sessionEndsAt,
} from '../lib/stored-session';

// Live client state: who is signed in. Server state stays in TanStack Query.
export const sessionStore = proxy<{ session: Session | null }>({ session: null });

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

const scheduleExpiry = (endsAt: number) => {
  clearTimeout(expiryTimer);
  // setTimeout cannot wait longer than ~24.8 days; a session never lives that long.
  expiryTimer = setTimeout(endSession, Math.max(0, endsAt - Date.now()));
};

/** Restores the session stored by a previous page load, if it is still valid. */
export const restoreSession = (): void => {
  const stored = parseStoredSession(storage()?.getItem(SESSION_STORAGE_KEY) ?? null, Date.now());
  if (!stored) {
    storage()?.removeItem(SESSION_STORAGE_KEY);
    return;
  }
  const { storedUntil: _storedUntil, ...session } = stored;
  sessionStore.session = session;
  scheduleExpiry(sessionEndsAt(stored));
};

export const startSession = (session: Session): void => {
  const now = Date.now();
  const serialized = serializeSession(session, now);
  storage()?.setItem(SESSION_STORAGE_KEY, serialized);
  sessionStore.session = session;
  scheduleExpiry(sessionEndsAt({ expiresAt: session.expiresAt, storedUntil: now + SESSION_LIFETIME_MS }));
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
};
