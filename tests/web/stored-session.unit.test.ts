import { describe, expect, it } from 'vitest';
import { parseStoredSession, SESSION_LIFETIME_MS, serializeSession, serializeStoredSession } from '../../web/src/lib/stored-session';

const signedInAt = Date.parse('2026-06-10T12:00:00Z');
const session = {
  accessToken: 'token',
  expiresAt: '2026-06-12T12:00:00Z',
  user: {
    userId: 'u1',
    email: 'erin@example.com',
    firstName: 'Erin',
    lastName: 'Employer',
    roles: ['EmployerAdmin' as const],
    organizationId: 'o1',
  },
};

describe('stored session (spec 1 §9: the session lasts 1 day)', () => {
  it('survives a reload within the day', () => {
    const raw = serializeSession(session, signedInAt);
    expect(parseStoredSession(raw, signedInAt + 60_000)).toMatchObject(session);
  });

  it('is gone after a day even when the token would still be valid', () => {
    const raw = serializeSession(session, signedInAt);
    expect(parseStoredSession(raw, signedInAt + SESSION_LIFETIME_MS + 1)).toBeNull();
  });

  it('is gone when the access token expired earlier', () => {
    const raw = serializeSession({ ...session, expiresAt: '2026-06-10T12:15:00Z' }, signedInAt);
    expect(parseStoredSession(raw, Date.parse('2026-06-10T12:16:00Z'))).toBeNull();
  });

  it('keeps the end of the day when a refreshed token is stored', () => {
    const signedInUntil = signedInAt + SESSION_LIFETIME_MS;
    const raw = serializeStoredSession({ ...session, accessToken: 'fresh', expiresAt: '2026-06-11T11:50:00Z' }, signedInUntil);
    expect(parseStoredSession(raw, Date.parse('2026-06-11T11:40:00Z'))).toMatchObject({ accessToken: 'fresh', storedUntil: signedInUntil });
  });

  it('ignores anything that is not a session', () => {
    expect(parseStoredSession('not json', signedInAt)).toBeNull();
    expect(parseStoredSession(JSON.stringify({ accessToken: 'x' }), signedInAt)).toBeNull();
    expect(parseStoredSession(null, signedInAt)).toBeNull();
  });
});
