import { endSession, sessionStore } from '../stores/session-store';
import { createHttpClient } from '../lib/http-client';

export type { WrittenAnswer } from '../lib/http-client';

/**
 * The app's HTTP client: the session's token, and a 401 ends the session (the router then goes to /auth/login).
 * Its GETs carry the newest checkpoint its commands were answered (X-Read-After), so they read this tab's own writes.
 */
export const api = createHttpClient({
  getToken: () => sessionStore.session?.accessToken,
  onUnauthorized: endSession,
});
