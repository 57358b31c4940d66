import { endSession, sessionStore } from '../stores/session-store';
import { createHttpClient } from '../lib/http-client';

/** The app's HTTP client: the session's token, and a 401 ends the session (the router then goes to /auth/login). */
export const api = createHttpClient({
  getToken: () => sessionStore.session?.accessToken,
  onUnauthorized: endSession,
});
