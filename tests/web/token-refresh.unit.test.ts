import { describe, expect, it } from 'vitest';
import { TOKEN_REFRESH_LEAD_MS, TOKEN_REFRESH_MIN_GAP_MS, tokenRefreshDelayMs } from '../../web/src/lib/token-refresh';

// spec 1 §9: the session lasts 1 day while access tokens live 15 minutes; the client refreshes in between.
const now = Date.parse('2026-06-10T12:00:00Z');
const minutes = (n: number) => n * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const dayLater = now + minutes(24 * 60);

describe('when to refresh the access token', () => {
  it('refreshes a fresh 15-minute token two minutes before it expires', () => {
    expect(TOKEN_REFRESH_LEAD_MS).toBe(minutes(2));
    expect(tokenRefreshDelayMs({ expiresAt: iso(now + minutes(15)), storedUntil: dayLater }, now)).toBe(minutes(13));
  });

  it('refreshes at once when a restored token is about to expire', () => {
    expect(tokenRefreshDelayMs({ expiresAt: iso(now + 30_000), storedUntil: dayLater }, now)).toBe(0);
    expect(tokenRefreshDelayMs({ expiresAt: iso(now + TOKEN_REFRESH_LEAD_MS), storedUntil: dayLater }, now)).toBe(0);
  });

  it('does not refresh a token that has already expired: the session is over', () => {
    expect(tokenRefreshDelayMs({ expiresAt: iso(now), storedUntil: dayLater }, now)).toBeNull();
    expect(tokenRefreshDelayMs({ expiresAt: iso(now - 1), storedUntil: dayLater }, now)).toBeNull();
  });

  it('does not refresh the last token of the day, which ends with the session', () => {
    expect(tokenRefreshDelayMs({ expiresAt: iso(dayLater), storedUntil: dayLater }, now)).toBeNull();
    expect(tokenRefreshDelayMs({ expiresAt: iso(dayLater - 500), storedUntil: dayLater }, now)).toBeNull();
    expect(tokenRefreshDelayMs({ expiresAt: iso(dayLater - TOKEN_REFRESH_LEAD_MS - 1), storedUntil: dayLater }, now)).toBe(
      dayLater - 2 * TOKEN_REFRESH_LEAD_MS - 1 - now,
    );
  });

  it('waits a little after a failed attempt instead of asking again at once', () => {
    const expiresAt = iso(now + minutes(1));
    expect(tokenRefreshDelayMs({ expiresAt, storedUntil: dayLater, lastAttemptAt: now - 5_000 }, now)).toBe(
      TOKEN_REFRESH_MIN_GAP_MS - 5_000,
    );
    expect(tokenRefreshDelayMs({ expiresAt, storedUntil: dayLater, lastAttemptAt: now - TOKEN_REFRESH_MIN_GAP_MS }, now)).toBe(0);
    // An attempt long ago does not delay the next regular refresh.
    expect(tokenRefreshDelayMs({ expiresAt: iso(now + minutes(15)), storedUntil: dayLater, lastAttemptAt: now - minutes(14) }, now)).toBe(
      minutes(13),
    );
  });

  it('ignores an unreadable expiry', () => {
    expect(tokenRefreshDelayMs({ expiresAt: 'soon', storedUntil: dayLater }, now)).toBeNull();
  });
});
