import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELF_SERVICE_ANSWER_MS } from '../../infra/identity/even-pace';
import { buildTestApi, type TestApi } from '../support/api';

// A probe told a known address from an unknown one by the answers of forgot-password, resend-confirmation-code
// and confirm-sign-up (404 / 409 against 200 / 400, and how long each took). Each now answers any address alike:
// the same status and words (spec 1 §8.2, spec 3 §8), a mail only to an account, and no answer sooner than
// SELF_SERVICE_ANSWER_MS (a stopwatch sees the floor, not whether a code was issued and mailed).
let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi('api_self_service_alike', { accountRateLimit: { max: 1000, timeWindowMs: 60_000 } });
});
afterAll(() => api.close());

const post = async (url: string, payload: object) => {
  const started = performance.now();
  const response = await api.app.inject({ method: 'POST', url, payload, remoteAddress: '10.7.0.1' });
  return { status: response.statusCode, body: response.json<unknown>(), ms: performance.now() - started };
};
const nobody = () => `nobody-${crypto.randomUUID().slice(0, 8)}@example.com`;
/** A registered employer waiting for their confirmation code (spec 3 §4). */
const signedUp = async () => {
  const email = `employer-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const payload = { firstName: 'Dana', lastName: 'Scully', email, phone: '(212) 555-0100', password: 'Str0ng!Passw0rd' };
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: {
      ...payload,
      city: 'New York',
      state: 'NY',
      zip: '10001',
      roles: ['EmployerAdmin', 'Recruiter'],
      robotCheck: 'human',
      acceptTerms: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return email;
};
const mailsTo = async (email: string) => (await api.outbox.list({ to: email })).length;

describe('forgot-password', () => {
  it('answers an unknown address as a known one, after the same time, and mails only the account', async () => {
    const user = await api.user(['Applicant'], null);
    const stranger = nobody();
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: stranger });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toMatchObject({ data: { message: 'Sent password reset code. Please check your email' } });
    for (const answer of [known, unknown]) expect(answer.ms).toBeGreaterThanOrEqual(SELF_SERVICE_ANSWER_MS);
    expect(await mailsTo(user.email)).toBe(1);
    expect(await mailsTo(stranger)).toBe(0);
  });

  it('answers a second request within the minute as the first, keeping the code already mailed', async () => {
    const user = await api.user(['Applicant'], null);
    await post('/api/auth/forgot-password', { email: user.email });
    const [first] = await api.outbox.list({ to: user.email });
    const again = await post('/api/auth/forgot-password', { email: user.email });
    const againUnknown = await post('/api/auth/forgot-password', { email: nobody() });
    expect(again).toMatchObject({ status: 200, body: againUnknown.body });
    expect(await api.outbox.list({ to: user.email })).toEqual([first]);
  });
});

describe('resend-confirmation-code', () => {
  it('answers an unknown address, a confirmed account and a resend within the minute as a sent code', async () => {
    const waiting = await signedUp();
    const confirmed = await api.user(['EmployerAdmin'], crypto.randomUUID());
    const stranger = nobody();
    api.clock.advance(60_000); // past the sign-up mail's minute: the waiting account gets a second code
    const answers = [
      await post('/api/auth/resend-confirmation-code', { email: waiting }),
      await post('/api/auth/resend-confirmation-code', { email: stranger }),
      await post('/api/auth/resend-confirmation-code', { email: confirmed.email }),
      await post('/api/auth/resend-confirmation-code', { email: waiting }), // within the minute of the resend
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0]!.body);
      expect(answer.ms).toBeGreaterThanOrEqual(SELF_SERVICE_ANSWER_MS);
    }
    expect(answers[0]!.body).toMatchObject({ data: { message: 'Confirmation code resent successfully. Please check your email.' } });
    expect([await mailsTo(waiting), await mailsTo(stranger), await mailsTo(confirmed.email)]).toEqual([2, 0, 0]);
  });
});

describe('confirm-sign-up', () => {
  it('answers an unknown address and an account already confirmed as a wrong code', async () => {
    const waiting = await signedUp();
    const confirmed = await api.user(['EmployerAdmin'], crypto.randomUUID());
    const wrongCode = await post('/api/auth/confirm-sign-up', { email: waiting, code: '000000' });
    const unknown = await post('/api/auth/confirm-sign-up', { email: nobody(), code: '000000' });
    const done = await post('/api/auth/confirm-sign-up', { email: confirmed.email, code: '000000' });
    const mismatch = {
      isSuccess: false,
      data: null,
      errors: [{ message: 'The confirmation code you entered is incorrect. Please try again.', code: 'CodeMismatchException' }],
    };
    // The waiting account's real code may be 000000 one time in a million: then its answer is the confirmation.
    if (wrongCode.status !== 200) expect(wrongCode).toMatchObject({ status: 400, body: mismatch });
    expect(unknown).toMatchObject({ status: 400, body: mismatch });
    expect(done).toMatchObject({ status: 400, body: mismatch });
  });
});
