import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, envelopeOf, TEST_PASSWORD, type TestApi } from '../support/api';

// spec 1 §2.2, §4.8, §5.3, §5.4, §8.2: forgot / reset password with a mailed code.
const NEW_PASSWORD = 'N3w!Passw0rd';
let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi('api_password_reset', { accountRateLimit: { max: 1000, timeWindowMs: 60_000 } });
});
afterAll(() => api.close());

const post = (url: string, payload: object, ip = '10.1.0.1') => api.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const resetCode = async (email: string) => {
  const [mail] = await api.outbox.list({ to: email });
  expect(mail?.purpose).toBe('password-reset');
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
};
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/forgot-password', () => {
  it('mails a code and answers the spec words; an unknown email gets the same words and no mail', async () => {
    const user = await api.user(['Applicant'], null);
    const sent = await post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
    expect(sent.statusCode).toBe(200);
    expect(envelopeOf(sent).data).toEqual({ message: 'Sent password reset code. Please check your email' });
    expect(await resetCode(user.email)).toMatch(/^\d{6}$/);

    // An unknown address is not told apart (self-service-alike.int.test.ts).
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody-home@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(envelopeOf(unknown).data).toEqual({ message: 'Sent password reset code. Please check your email' });
    expect(await api.outbox.list({ to: 'nobody-home@example.com' })).toEqual([]);
  });

  it('validates the email with the spec 1 §5.3 words', async () => {
    for (const [email, message] of [
      ['', 'Email is required'],
      ['bad', 'Wrong email format'],
      [`${'a'.repeat(45)}@example.com`, 'Maximum 50 symbols'],
    ] as const) {
      const response = await post('/api/auth/forgot-password', { email });
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response).errors).toContainEqual({ field: 'email', message, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('POST /api/auth/confirm-forgot-password', () => {
  it('sets the new password once: old password and old sessions stop working, the code cannot be reused', async () => {
    const user = await api.user(['Recruiter'], crypto.randomUUID());
    await post('/api/auth/forgot-password', { email: user.email });
    const code = await resetCode(user.email);

    const done = await post('/api/auth/confirm-forgot-password', { email: user.email, code, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(envelopeOf(done).data).toEqual({ message: 'Password reset is successful' });

    expect((await post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/sign-in', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await api.as(user, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);

    const again = await post('/api/auth/confirm-forgot-password', { email: user.email, code, password: 'Another!1pass' });
    expect(again.statusCode).toBe(400);
    expect(envelopeOf(again).errors).toEqual([{ message: 'The verification code entered is incorrect', code: 'CodeMismatchException' }]);
  });

  it('refuses a wrong code, then burns it after 5 tries; an unknown email looks like a wrong code', async () => {
    const user = await api.user(['Applicant'], null);
    await post('/api/auth/forgot-password', { email: user.email });
    const code = await resetCode(user.email);
    for (let i = 0; i < 4; i += 1) {
      const response = await post('/api/auth/confirm-forgot-password', { email: user.email, code: wrong(code), password: NEW_PASSWORD });
      expect(envelopeOf(response).errors[0]!.code).toBe('CodeMismatchException');
    }
    expect(
      envelopeOf(await post('/api/auth/confirm-forgot-password', { email: user.email, code: wrong(code), password: NEW_PASSWORD }))
        .errors[0]!.code,
    ).toBe('LimitExceededException');
    const burnt = await post('/api/auth/confirm-forgot-password', { email: user.email, code, password: NEW_PASSWORD });
    expect(burnt.statusCode).toBe(429);
    expect((await post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);

    const unknown = await post('/api/auth/confirm-forgot-password', { email: 'nobody-home@example.com', code, password: NEW_PASSWORD });
    expect(envelopeOf(unknown).errors[0]!.code).toBe('CodeMismatchException');
  });

  it('refuses an expired code (after 1 hour) and sends at most one code a minute', async () => {
    const user = await api.user(['Applicant'], null);
    await post('/api/auth/forgot-password', { email: user.email });
    // Within the minute the answer is the same and no second code goes out: the first one still works.
    const soon = await post('/api/auth/forgot-password', { email: user.email });
    expect(soon.statusCode).toBe(200);
    expect(await api.outbox.list({ to: user.email })).toHaveLength(1);
    const code = await resetCode(user.email);
    api.clock.advance(3_600_000 + 1000);
    const expired = await post('/api/auth/confirm-forgot-password', { email: user.email, code, password: NEW_PASSWORD });
    expect(envelopeOf(expired).errors[0]!.code).toBe('ExpiredCodeException');
  });

  it('validates with the spec 1 §5.4 words and keeps the code for a valid try', async () => {
    const user = await api.user(['Applicant'], null);
    await post('/api/auth/forgot-password', { email: user.email });
    const code = await resetCode(user.email);
    for (const [payload, field, message] of [
      [{ email: user.email, code: '', password: NEW_PASSWORD }, 'code', 'Code is required'],
      [{ email: user.email, code: '12', password: NEW_PASSWORD }, 'code', 'Minimum 3 symbols'],
      [{ email: user.email, code, password: 'abc1!' }, 'password', 'Password must be at least 6 characters long'],
      [{ email: user.email, code, password: 'abcdef1' }, 'password', 'Password must contain at least one special character'],
    ] as const) {
      const response = await post('/api/auth/confirm-forgot-password', payload);
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response).errors).toContainEqual({ field, message, code: 'VALIDATION_FAILED' });
    }
    expect((await post('/api/auth/confirm-forgot-password', { email: user.email, code, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('lifts a sign-in lockout', async () => {
    const user = await api.user(['Applicant'], null);
    for (let i = 0; i < 5; i += 1) await post('/api/auth/sign-in', { email: user.email, password: 'Wrong!Passw0rd' }, `10.1.1.${i}`);
    // Locked: the right password gets the wrong password's answer (the lock is not told to the caller).
    expect(envelopeOf(await post('/api/auth/sign-in', { email: user.email, password: TEST_PASSWORD }, '10.1.1.9')).errors[0]!.code).toBe(
      'NotAuthorizedException',
    );
    await post('/api/auth/forgot-password', { email: user.email });
    await post('/api/auth/confirm-forgot-password', { email: user.email, code: await resetCode(user.email), password: NEW_PASSWORD });
    expect((await post('/api/auth/sign-in', { email: user.email, password: NEW_PASSWORD }, '10.1.1.10')).statusCode).toBe(200);
  });
});
