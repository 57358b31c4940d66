import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepSessionFresh } from '../../web/src/features/auth/keep-session-fresh';
import { endSession, sessionStore, startSession } from '../../web/src/stores/session-store';

// The refresher with the app's real HTTP client and session store; only fetch and the clock are fakes.
const user = {
  userId: 'u1',
  email: 'rita@example.com',
  firstName: 'Rita',
  lastName: 'Recruiter',
  roles: ['Recruiter' as const],
  organizationId: 'o1',
};
const minutes = (n: number) => n * 60_000;
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let stop: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-06-10T12:00:00Z') });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  stop();
  endSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('keeping the session fresh', () => {
  it('swaps in a new token two minutes before the old one expires, keeping the end of the day', async () => {
    startSession({ accessToken: 't1', expiresAt: new Date(Date.now() + minutes(15)).toISOString(), user });
    const dayEnds = sessionStore.storedUntil;
    const refreshedExpiry = new Date(Date.now() + minutes(28)).toISOString();
    fetchMock.mockResolvedValueOnce(answer(200, { isSuccess: true, data: { accessToken: 't2', expiresAt: refreshedExpiry }, errors: [] }));
    stop = keepSessionFresh();

    await vi.advanceTimersByTimeAsync(minutes(13) - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/refresh');
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer t1' } });

    await vi.waitFor(() => expect(sessionStore.session?.accessToken).toBe('t2'));
    expect(sessionStore.session).toMatchObject({ expiresAt: refreshedExpiry, user });
    expect(sessionStore.storedUntil).toBe(dayEnds);
    // The old token's expiry no longer ends the session.
    await vi.advanceTimersByTimeAsync(minutes(5));
    expect(sessionStore.session?.accessToken).toBe('t2');
  });

  it('ends the session when the server refuses the refresh with 401', async () => {
    startSession({ accessToken: 't1', expiresAt: new Date(Date.now() + 30_000).toISOString(), user });
    fetchMock.mockResolvedValueOnce(
      answer(401, {
        isSuccess: false,
        data: null,
        errors: [{ message: 'Session expired. Please try logging in again.', code: 'UNAUTHENTICATED' }],
      }),
    );
    stop = keepSessionFresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(sessionStore.session).toBeNull());
  });

  it('does nothing while signed out', async () => {
    stop = keepSessionFresh();
    await vi.advanceTimersByTimeAsync(minutes(60));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
