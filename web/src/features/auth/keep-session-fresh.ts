import { subscribeKey } from 'valtio/utils';
import { tokenRefreshDelayMs } from '../../lib/token-refresh';
import { refreshSessionToken, sessionStore } from '../../stores/session-store';
import { refreshSessionAccessToken } from './identity-session';

/**
 * Refreshes the access token shortly before it expires, for as long as the 1-day session lasts
 * (spec 1 §9); at once when a restored token is about to expire. The socket picks the new token up on
 * its next reconnect. A 401 ends the session through the HTTP client, and the route guard then shows
 * /auth/login; other failures are tried again later. Returns the stop function.
 */
export const keepSessionFresh = (): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastAttemptAt: number | null = null;
  let refreshing = false;

  const schedule = () => {
    clearTimeout(timer);
    const { session, storedUntil } = sessionStore;
    if (refreshing || !session || storedUntil === null) return;
    const delay = tokenRefreshDelayMs({ expiresAt: session.expiresAt, storedUntil, lastAttemptAt }, Date.now());
    if (delay !== null) timer = setTimeout(() => void refresh(), delay);
  };

  const refresh = async () => {
    const session = sessionStore.session;
    const before = session?.accessToken;
    if (!session || !before) return;
    refreshing = true;
    lastAttemptAt = Date.now();
    try {
      const token = await refreshSessionAccessToken(session);
      // Only into the session it was asked for: the user may have signed out meanwhile.
      if (sessionStore.session?.accessToken === before) refreshSessionToken(token);
    } catch {
      // Refused: the session has been ended (HTTP client on 401, or Keycloak). Network or server trouble: the next schedule retries.
    } finally {
      refreshing = false;
      schedule();
    }
  };

  const stopWatching = subscribeKey(sessionStore, 'session', schedule);
  // Timers of a sleeping machine or a hidden tab run late; look again when the page is seen.
  const page = typeof document === 'undefined' ? null : document;
  const onVisible = () => page?.visibilityState === 'visible' && schedule();
  page?.addEventListener('visibilitychange', onVisible);
  schedule();
  return () => {
    stopWatching();
    page?.removeEventListener('visibilitychange', onVisible);
    clearTimeout(timer);
  };
};
