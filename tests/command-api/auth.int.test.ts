import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { buildTestApi, envelopeOf, TEST_PASSWORD, type TestApi } from '../support/api';

const logLines: string[] = [];
const memoryLog = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

const signedOut: { sessionId: string; userId: string }[] = [];
let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi('api_auth', { logger: pino({ level: 'trace' }, memoryLog), onSignedOut: (session) => signedOut.push(session) });
});
afterAll(() => api.close());

const signIn = (payload: unknown) => api.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: payload as object });

describe('POST /api/auth/sign-in', () => {
  it('signs in with email and password: a 15-minute access token and the user', async () => {
    const user = await api.user(['EmployerAdmin'], crypto.randomUUID());
    const response = await signIn({ email: `  ${user.email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { data, isSuccess, errors } = envelopeOf(response);
    expect({ isSuccess, errors }).toEqual({ isSuccess: true, errors: [] });
    expect(data).toEqual({
      kind: 'SIGNED_IN',
      accessToken: expect.stringMatching(/^ey[\w-]+\.[\w-]+\.[\w-]+$/),
      expiresAt: new Date(Math.floor(api.clock.now().getTime() / 1000) * 1000 + 15 * 60_000).toISOString(),
      user: {
        userId: user.userId,
        email: user.email,
        firstName: 'Test',
        lastName: 'User',
        roles: ['EmployerAdmin'],
        organizationId: user.organizationId,
      },
    });
  });

  it('signs in with a 6-character password, the shortest registration and reset set (spec 3 §5, spec 1 §5.4)', async () => {
    const email = `short-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await api.identity.createUser({
      userId: crypto.randomUUID(),
      email,
      firstName: 'Short',
      lastName: 'Password',
      roles: ['Applicant'],
      organizationId: null,
      password: 'Ab1@cd',
      temporary: false,
    });
    const response = await signIn({ email, password: 'Ab1@cd' });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response).data).toMatchObject({ kind: 'SIGNED_IN', user: { email } });
  });

  it('refuses wrong credentials with NotAuthorizedException and the spec message, for unknown emails too', async () => {
    const user = await api.user(['Recruiter'], crypto.randomUUID());
    for (const payload of [
      { email: user.email, password: 'Wrong!Passw0rd' },
      { email: 'nobody-here@example.com', password: TEST_PASSWORD },
    ]) {
      const response = await signIn(payload);
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response)).toEqual({
        isSuccess: false,
        data: null,
        errors: [{ message: 'Invalid email or password. Please try again.', code: 'NotAuthorizedException' }],
      });
    }
  });

  it.each([
    [
      {},
      [
        ['email', 'Email is required'],
        ['password', 'Password is required'],
      ],
    ],
    [
      { email: '', password: '' },
      [
        ['email', 'Email is required'],
        ['password', 'Password is required'],
      ],
    ],
    [
      { email: 'not-an-email', password: 'short' },
      [
        ['email', 'Please enter a valid email address'],
        ['password', 'Password must be at least 8 characters'],
      ],
    ],
    [
      { email: `${'a'.repeat(250)}@example.com`, password: 'x'.repeat(129) },
      [
        ['email', 'Email must not exceed 254 characters'],
        ['password', 'Password must not exceed 128 characters'],
      ],
    ],
  ])('answers 400 with the spec 1 §5.1 messages for %j', async (payload, expected) => {
    const response = await signIn(payload);
    expect(response.statusCode).toBe(400);
    const { isSuccess, data, errors } = envelopeOf(response);
    expect({ isSuccess, data }).toEqual({ isSuccess: false, data: null });
    for (const [field, message] of expected) expect(errors).toContainEqual({ field, message, code: 'VALIDATION_FAILED' });
  });

  it('answers 400 to wrong types and malformed JSON, 413 to an oversize body, 415 to another content type', async () => {
    const wrongType = await signIn({ email: 42, password: ['x'] });
    expect(wrongType.statusCode).toBe(400);
    expect(envelopeOf(wrongType).errors.map((error) => error.field)).toEqual(['email', 'password']);

    const malformed = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(envelopeOf(malformed)).toEqual({
      isSuccess: false,
      data: null,
      errors: [{ message: 'Request body is not valid JSON', code: 'MALFORMED_REQUEST' }],
    });

    const notAnObject = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(envelopeOf(notAnObject).errors).toEqual([
      { field: 'body', message: 'Request body must be a JSON object', code: 'VALIDATION_FAILED' },
    ]);

    const oversize = await signIn({ email: 'a@b.co', password: 'x'.repeat(1_100_000) });
    expect(oversize.statusCode).toBe(413);
    expect(envelopeOf(oversize)).toEqual({
      isSuccess: false,
      data: null,
      errors: [{ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' }],
    });

    const text = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(text.statusCode).toBe(415);
    expect(envelopeOf(text)).toEqual({
      isSuccess: false,
      data: null,
      errors: [{ message: 'Unsupported Content-Type: text/csv', code: 'UNSUPPORTED_MEDIA_TYPE' }],
    });
  });

  it('locks an account for 15 minutes after 5 failed attempts (spec 1 §4.7), even for the right password', async () => {
    const user = await api.user(['Recruiter'], crypto.randomUUID());
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn({ email: user.email, password: 'Wrong!Passw0rd' })).statusCode).toBe(401);
    // The lock is not told to the caller: the answer of a wrong password (the form shows its own lockout words).
    const locked = await signIn({ email: user.email, password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(401);
    expect(envelopeOf(locked).errors).toEqual([
      { message: 'Invalid email or password. Please try again.', code: 'NotAuthorizedException' },
    ]);
    api.clock.advance(15 * 60_000 + 1_000);
    expect((await signIn({ email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('never logs passwords or tokens', async () => {
    const secret = 'Never!Logged9';
    const user = await api.user(['Recruiter'], crypto.randomUUID());
    await signIn({ email: user.email, password: secret });
    const signedIn = await signIn({ email: user.email, password: TEST_PASSWORD });
    const token = envelopeOf(signedIn).data.accessToken as string;
    await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    const log = logLines.join('');
    expect(log).toContain('incoming request');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(TEST_PASSWORD);
    expect(log).not.toContain(token);
  });
});

describe('sign-in rate limit', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await buildTestApi('api_auth_limit', { signInRateLimit: { max: 2, timeWindowMs: 60_000 } });
  });
  afterAll(() => limited.close());

  it('answers 429 TooManyRequestsException with the spec message once the limit is spent', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'someone@example.com', password: 'Wrong!Passw0rd' },
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(envelopeOf(third)).toEqual({
      isSuccess: false,
      data: null,
      errors: [{ message: 'Too many login attempts. Please wait a few minutes before trying again.', code: 'TooManyRequestsException' }],
    });
    expect(third.headers['retry-after']).toBeDefined();
  });
});

describe('NEW_PASSWORD_REQUIRED (spec 1 §2.2, §5.2)', () => {
  it('challenges a temporary password, then signs in with the new one', async () => {
    const user = await api.user(['Recruiter'], crypto.randomUUID(), { temporary: true });
    const challenged = await signIn({ email: user.email, password: TEST_PASSWORD });
    expect(challenged.statusCode).toBe(200);
    const challenge = envelopeOf(challenged).data;
    expect(challenge).toEqual({ kind: 'NEW_PASSWORD_REQUIRED', challengeSession: expect.any(String), email: user.email });

    const weak = await api.app.inject({
      method: 'POST',
      url: '/api/auth/complete-new-password',
      payload: { challengeSession: challenge.challengeSession, newPassword: 'alllowercase1' },
    });
    expect(weak.statusCode).toBe(400);
    expect(envelopeOf(weak).errors).toEqual([
      {
        field: 'newPassword',
        message: 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
        code: 'VALIDATION_FAILED',
      },
    ]);

    const missing = await api.app.inject({
      method: 'POST',
      url: '/api/auth/complete-new-password',
      payload: { challengeSession: challenge.challengeSession },
    });
    expect(envelopeOf(missing).errors).toEqual([{ field: 'newPassword', message: 'New password is required', code: 'VALIDATION_FAILED' }]);

    const done = await api.app.inject({
      method: 'POST',
      url: '/api/auth/complete-new-password',
      payload: { challengeSession: challenge.challengeSession, newPassword: 'N3w!Password' },
    });
    expect(done.statusCode).toBe(200);
    expect(envelopeOf(done).data).toMatchObject({ kind: 'SIGNED_IN', user: { userId: user.userId } });

    const again = await api.app.inject({
      method: 'POST',
      url: '/api/auth/complete-new-password',
      payload: { challengeSession: challenge.challengeSession, newPassword: 'Other!Passw0rd' },
    });
    expect(again.statusCode).toBe(401);
    expect((await signIn({ email: user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect(envelopeOf(await signIn({ email: user.email, password: 'N3w!Password' })).data.kind).toBe('SIGNED_IN');
  });

  it('refuses a forged challenge with the spec message', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/complete-new-password',
      payload: { challengeSession: 'forged', newPassword: 'N3w!Password' },
    });
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response).errors).toEqual([{ message: 'Session expired. Please try logging in again.', code: 'UNAUTHENTICATED' }]);
  });
});

describe('GET /api/auth/me and POST /api/auth/sign-out', () => {
  it('answers the principal for a valid token and 401 without one, or with a bad one', async () => {
    const user = await api.user(['Applicant'], null);
    const me = await api.as(user, { method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
    expect(envelopeOf(me).data).toEqual({
      userId: user.userId,
      email: user.email,
      firstName: 'Test',
      lastName: 'User',
      roles: ['Applicant'],
      organizationId: null,
    });

    const none = await api.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(envelopeOf(none)).toEqual({
      isSuccess: false,
      data: null,
      errors: [{ message: 'Authentication required', code: 'UNAUTHENTICATED' }],
    });

    for (const authorization of ['Bearer not.a.jwt', `Bearer ${user.token.slice(0, -4)}AAAA`, `Basic ${user.token}`]) {
      const bad = await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
      expect(bad.statusCode).toBe(401);
      expect(envelopeOf(bad).isSuccess).toBe(false);
    }
  });

  it('a user without any known role may still ask who they are', async () => {
    const user = await api.user([], null);
    expect((await api.as(user, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await api.user(['Recruiter'], crypto.randomUUID());
    api.clock.advance(15 * 60_000 + 1_000);
    const response = await api.as(user, { method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response).errors[0]!.message).toBe('Session expired. Please try logging in again.');
  });

  it('signs out server-side: the same token is refused afterwards, and onSignedOut hears of it', async () => {
    const user = await api.user(['EmployerAdmin'], crypto.randomUUID());
    const { sessionId } = await api.identity.verifyAccessToken(user.token);
    const out = await api.as(user, { method: 'POST', url: '/api/auth/sign-out' });
    expect(out.statusCode).toBe(200);
    expect(envelopeOf(out)).toEqual({ isSuccess: true, data: null, errors: [] });
    expect(signedOut).toContainEqual({ sessionId, userId: user.userId });
    const after = await api.as(user, { method: 'GET', url: '/api/auth/me' });
    expect(after.statusCode).toBe(401);
    expect((await api.app.inject({ method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/refresh (spec 1 §9: the session lasts 1 day)', () => {
  const refresh = (token: string) =>
    api.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { authorization: `Bearer ${token}` } });

  it('answers a fresh 15-minute token for the same session that works after the first one expired', async () => {
    const user = await api.user(['Recruiter'], crypto.randomUUID());
    const { sessionId } = await api.identity.verifyAccessToken(user.token);
    api.clock.advance(14 * 60_000);
    const response = await refresh(user.token);
    expect(response.statusCode).toBe(200);
    const { isSuccess, data, errors } = envelopeOf(response);
    expect({ isSuccess, errors }).toEqual({ isSuccess: true, errors: [] });
    expect(data).toEqual({
      accessToken: expect.stringMatching(/^ey[\w-]+\.[\w-]+\.[\w-]+$/),
      expiresAt: new Date(Math.floor(api.clock.now().getTime() / 1000) * 1000 + 15 * 60_000).toISOString(),
    });

    api.clock.advance(5 * 60_000);
    expect((await api.as(user, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const me = await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${data.accessToken}` } });
    expect(me.statusCode).toBe(200);
    expect(envelopeOf(me).data.userId).toBe(user.userId);
    expect(await api.identity.verifyAccessToken(data.accessToken)).toMatchObject({ sessionId });
  });

  it('refuses the token of a signed-out session with 401, and a missing token', async () => {
    const user = await api.user(['Applicant'], null);
    expect((await api.as(user, { method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(200);
    const response = await refresh(user.token);
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response)).toEqual({
      isSuccess: false,
      data: null,
      errors: [{ message: 'You have signed out. Please sign in again.', code: 'UNAUTHENTICATED' }],
    });
    expect((await api.app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
  });

  it('refuses with 401 once the session is a day old, though the token presented is still valid', async () => {
    const user = await api.user(['EmployerAdmin'], crypto.randomUUID());
    const { sessionId } = await api.identity.verifyAccessToken(user.token);
    await api
      .db('identity_sessions')
      .where({ id: sessionId })
      .update({ created_at: new Date(api.clock.now().getTime() - 24 * 60 * 60_000) });
    const response = await refresh(user.token);
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response).errors).toEqual([{ message: 'Session expired. Please try logging in again.', code: 'UNAUTHENTICATED' }]);
  });

  it('lets a session be refreshed through the day, but its last token ends with the day', async () => {
    const signedInAt = Math.floor(api.clock.now().getTime() / 1000) * 1000;
    const user = await api.user(['Recruiter'], crypto.randomUUID());
    const dayEnds = signedInAt + 24 * 60 * 60_000;
    let current = { accessToken: user.token, expiresAt: new Date(signedInAt + 15 * 60_000).toISOString() };
    let refreshes = 0;
    while (Date.parse(current.expiresAt) < dayEnds) {
      api.clock.set(new Date(Date.parse(current.expiresAt) - 10_000));
      const response = await refresh(current.accessToken);
      expect(response.statusCode).toBe(200);
      current = envelopeOf(response).data;
      refreshes += 1;
    }
    expect(current.expiresAt).toBe(new Date(dayEnds).toISOString());
    expect(refreshes).toBeGreaterThan(90);
    api.clock.set(new Date(dayEnds + 1_000));
    const after = await refresh(current.accessToken);
    expect(after.statusCode).toBe(401);
    expect(envelopeOf(after).errors[0]!.message).toBe('Session expired. Please try logging in again.');
  });
});

describe('public keys and time', () => {
  it('serves the JWKS at /.well-known/jwks.json without private parts', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(response.statusCode).toBe(200);
    const { keys } = response.json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: expect.any(String) });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('answers GET /api/time with the server clock, without a token', async () => {
    api.clock.set('2026-05-01T12:00:00.000Z');
    const response = await api.app.inject({ method: 'GET', url: '/api/time' });
    expect(envelopeOf(response)).toEqual({ isSuccess: true, data: { now: '2026-05-01T12:00:00.000Z' }, errors: [] });
  });
});
