/** spec 1 §9 "Session cookie expires in 1 day": a sign-in lasts this long, however often its access token is refreshed. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
