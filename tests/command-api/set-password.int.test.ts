import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_LINK_MESSAGES, PASSWORD_LINK_TTL_MS } from '../../domain/auth/password-link';
import { buildTestApi, envelopeOf, type TestApi } from '../support/api';

// POST /api/auth/set-password: the link of an account made without a password (README "First platform admin").
const CHOSEN = 'Chosen@Pass1';
let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi('api_set_password', { accountRateLimit: { max: 1000, timeWindowMs: 60_000 } });
});
afterAll(() => api.close());

const post = (payload: object) => api.app.inject({ method: 'POST', url: '/api/auth/set-password', payload });

const awaitingAdmin = async () => {
  const userId = randomUUID();
  const email = `admin-${userId.slice(0, 8)}@example.org`;
  await api.identity.createUserAwaitingPassword({
    userId,
    email,
    firstName: 'Ada',
    lastName: 'Admin',
    roles: ['Admin'],
    organizationId: null,
  });
  return { email, token: (await api.identity.issuePasswordLink(userId)).token };
};

describe('POST /api/auth/set-password', () => {
  it('refuses a password against the spec 1 §5.2 rules with 400 and its words, keeping the link; then sets it once', async () => {
    const { email, token } = await awaitingAdmin();
    for (const [newPassword, message] of [
      ['', 'New password is required'],
      ['Sh0rt!', 'Password must be at least 8 characters'],
      [
        'alllowercase1!',
        'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      ],
    ] as const) {
      const refused = await post({ token, newPassword });
      expect(refused.statusCode).toBe(400);
      expect(envelopeOf(refused).errors).toContainEqual({ field: 'newPassword', message, code: 'VALIDATION_FAILED' });
    }

    const set = await post({ token, newPassword: CHOSEN });
    expect(set.statusCode).toBe(200);
    expect(envelopeOf(set).data).toEqual({ email });
    const signIn = await api.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: CHOSEN } });
    expect(envelopeOf(signIn).data).toMatchObject({ kind: 'SIGNED_IN', user: { email, roles: ['Admin'] } });

    const again = await post({ token, newPassword: 'Other@Pass2' });
    expect(again.statusCode).toBe(409);
    expect(envelopeOf(again).errors).toEqual([{ message: PASSWORD_LINK_MESSAGES.used, code: 'NotAuthorizedException' }]);
  });

  it('answers an unknown or expired link with 400 and says which', async () => {
    const unknown = await post({ token: 'not-a-link', newPassword: CHOSEN });
    expect(unknown.statusCode).toBe(400);
    expect(envelopeOf(unknown).errors).toEqual([{ message: PASSWORD_LINK_MESSAGES.unknown, code: 'CodeMismatchException' }]);
    const missing = await post({ newPassword: CHOSEN });
    expect(missing.statusCode).toBe(400);
    expect(envelopeOf(missing).errors).toContainEqual({
      field: 'token',
      message: PASSWORD_LINK_MESSAGES.unknown,
      code: 'VALIDATION_FAILED',
    });

    const { token } = await awaitingAdmin();
    api.clock.advance(PASSWORD_LINK_TTL_MS + 1_000);
    const expired = await post({ token, newPassword: CHOSEN });
    expect(expired.statusCode).toBe(400);
    expect(envelopeOf(expired).errors).toEqual([{ message: PASSWORD_LINK_MESSAGES.expired, code: 'ExpiredCodeException' }]);
  });
});
