// When to ask the server for a fresh access token (POST /api/auth/refresh). Access tokens live 15 minutes;
// the session lives 1 day (spec 1 §9), so the client refreshes a little before each token expires.

/**
 * How long before expiry to refresh. Two minutes rather than one: browsers align timers of background
 * tabs to whole minutes, so a timer may fire up to a minute late.
 */
export const TOKEN_REFRESH_LEAD_MS = 2 * 60_000;
/** Never ask again sooner than this after an attempt, so a failing server or a skewed clock cannot cause a loop. */
export const TOKEN_REFRESH_MIN_GAP_MS = 15_000;

export type TokenRefreshInput = Readonly<{
  /** ISO time the current access token expires. */
  expiresAt: string;
  /** When the 1-day session ends (ms); no refresh can outlast it. */
  storedUntil: number;
  /** When the last refresh was attempted (ms), successful or not. */
  lastAttemptAt?: number | null;
}>;

/**
 * Milliseconds to wait before refreshing (0: at once, e.g. a restored token about to expire), or null
 * when there is nothing to refresh: the token has already expired, or the session ends with it anyway.
 */
export const tokenRefreshDelayMs = (input: TokenRefreshInput, now: number, leadMs: number = TOKEN_REFRESH_LEAD_MS): number | null => {
  const tokenEnd = Date.parse(input.expiresAt);
  if (Number.isNaN(tokenEnd) || tokenEnd <= now) return null;
  // The server never issues a token past the session's end, so the last one needs no successor.
  if (input.storedUntil - tokenEnd <= leadMs) return null;
  const due = tokenEnd - leadMs;
  const earliest = input.lastAttemptAt == null ? now : input.lastAttemptAt + TOKEN_REFRESH_MIN_GAP_MS;
  return Math.max(0, due - now, earliest - now);
};
