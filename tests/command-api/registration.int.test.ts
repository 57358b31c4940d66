import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '../../domain/user/user';
import { buildTestApi, envelopeOf, type TestApi } from '../support/api';
import { organizationBody } from './fixtures';

// spec 3 §2.1, §4 Registration, §5, §8 Registration / Confirmation / Resend: the identity calls over HTTP.

const PASSWORD = 'Str0ng!Passw0rd';
let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi('api_registration', { accountRateLimit: { max: 1000, timeWindowMs: 60_000 } });
});
afterAll(() => api.close());

const uniqueEmail = (label = 'employer') => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
export const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Scully',
  email: uniqueEmail(),
  phone: '(212) 555-0100',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  password: PASSWORD,
  roles: ['EmployerAdmin', 'Recruiter'],
  robotCheck: 'human',
  acceptTerms: true,
  ...overrides,
});

const post = (url: string, payload: object, ip = '10.0.0.1') => api.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const codeFor = async (email: string) => {
  const [mail] = await api.outbox.list({ to: email });
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
};

describe('POST /api/auth/sign-up', () => {
  it('registers an unconfirmed employer, mails a 6-digit code, records UserRegistered with sponsor and contact', async () => {
    const sponsorId = crypto.randomUUID();
    const body = registration({ email: `  New.${uniqueEmail()}`.replace('New.', 'New.'), sponsorId });
    const response = await post('/api/auth/sign-up', body);
    expect(response.statusCode).toBe(201);
    const { data } = envelopeOf(response);
    const email = String(body.email).trim().toLowerCase();
    expect(data).toEqual({ userId: expect.any(String), email, userConfirmed: false, codeDeliveryMedium: 'EMAIL' });

    const mails = await api.outbox.list({ to: email });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ purpose: 'sign-up-confirmation', subject: 'Your confirmation code' });
    expect(mails[0]!.text).toMatch(/\b\d{6}\b/);

    const { events } = await api.store.readStream(userStream(data.userId));
    expect(events.map((event) => event.type)).toEqual(['UserRegistered']);
    expect(events[0]!.data).toMatchObject({
      email,
      firstName: 'Dana',
      lastName: 'Scully',
      roles: ['EmployerAdmin', 'Recruiter'],
      organizationId: expect.any(String),
      sponsorId,
      contact: { phone: '+12125550100', city: 'New York', state: 'NY', zip: '10001' },
    });
    const row = await api.db('users').where({ id: data.userId }).first();
    expect(row).toMatchObject({ phone: '+12125550100', city: 'New York', state: 'NY', zip: '10001', sponsor_id: sponsorId });
  });

  it('refuses sign-in until confirmed (UserNotConfirmedException), then confirmation signs in and the sponsor reaches the organization', async () => {
    // A sponsor that exists: a registration link naming an unknown one is ignored (spec 3 §2.5 client invitation).
    const sponsor = await api.as(await api.user(['Admin'], null), {
      method: 'POST',
      url: '/api/organizations/sponsors',
      payload: {
        name: 'City Herald',
        subdomain: `herald-${crypto.randomUUID().slice(0, 8)}`,
        description: '',
        sponsoredByText: 'With the City Herald',
      },
    });
    const sponsorId = String(envelopeOf(sponsor).data.id);
    const body = registration({ sponsorId });
    await post('/api/auth/sign-up', body);

    const early = await post('/api/auth/sign-in', { email: body.email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(envelopeOf(early).errors).toEqual([
      { message: 'Please verify your email address before signing in.', code: 'UserNotConfirmedException' },
    ]);

    const confirmed = await post('/api/auth/confirm-sign-up', {
      email: body.email,
      code: await codeFor(String(body.email)),
      password: PASSWORD,
    });
    expect(confirmed.statusCode).toBe(200);
    const session = envelopeOf(confirmed).data.session;
    expect(session).toMatchObject({ kind: 'SIGNED_IN', user: { email: body.email, roles: ['EmployerAdmin', 'Recruiter'] } });

    const saved = await api.app.inject({
      method: 'POST',
      url: '/api/organizations',
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: organizationBody('Sponsored Co'),
    });
    expect(saved.statusCode).toBe(201);
    expect(envelopeOf(saved).data).toMatchObject({ id: session.user.organizationId, companyName: 'Sponsored Co', sponsorId });

    const later = await post('/api/auth/sign-in', { email: body.email, password: PASSWORD });
    expect(later.statusCode).toBe(200);
  });

  it('registers a job seeker with no organization; never a platform admin', async () => {
    const seeker = await post('/api/auth/sign-up', registration({ roles: ['Applicant'] }));
    expect(seeker.statusCode).toBe(201);
    const row = await api
      .db('users')
      .where({ id: envelopeOf(seeker).data.userId })
      .first();
    expect(row.organization_id).toBeNull();

    const before = await api.eventCount();
    for (const roles of [['Admin'], ['EmployerAdmin', 'Admin'], [], ['Recruiter']]) {
      const refused = await post('/api/auth/sign-up', registration({ roles }));
      expect(refused.statusCode).toBe(400);
      expect(envelopeOf(refused).errors).toContainEqual({
        field: 'roles',
        message: 'Invalid registration parameters. Please check your input.',
        code: 'VALIDATION_FAILED',
      });
    }
    expect(await api.eventCount()).toBe(before);
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', 'Al', 'Minimum 3 symbols'],
    ['lastName', 'x'.repeat(51), 'Maximum 50 symbols'],
    ['lastName', undefined, 'Last name is required'],
    ['email', '', 'Email is required'],
    ['email', 'not-an-email', 'Wrong email format'],
    ['email', `${'a'.repeat(45)}@example.com`, 'Maximum 50 symbols'],
    ['phone', '', 'Phone number is required'],
    ['phone', '2125550100', 'Must be format (XXX) XXX-XXXX'],
    ['city', '', 'City is required'],
    ['city', 'X', 'Minimum 2 characters'],
    ['city', 'x'.repeat(51), 'Maximum 50 characters'],
    ['state', '', 'State is required'],
    ['state', 'ny', 'Must be 2 letter state code (e.g. NY)'],
    ['state', 'XX', 'Must be 2 letter state code (e.g. NY)'],
    ['zip', '', 'ZIP code is required'],
    ['zip', '1234', 'Must be valid US ZIP code'],
    ['password', '', 'Password is required'],
    ['password', 'a1!b', 'Password must be at least 6 characters long'],
    ['password', '123456!', 'Password must contain at least one letter'],
    ['password', 'abcdef!', 'Password must contain at least one number'],
    ['password', 'abcdef1', 'Password must contain at least one special character'],
    ['acceptTerms', false, 'You must accept the terms and conditions'],
    ['robotCheck', '', 'Please verify you are not a robot'],
  ])('refuses %s = %j with "%s" and writes nothing', async (field, value, message) => {
    const before = await api.eventCount();
    const body = registration({ [field]: value });
    const response = await post('/api/auth/sign-up', body);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).errors).toContainEqual({ field, message, code: 'VALIDATION_FAILED' });
    expect(await api.eventCount()).toBe(before);
    expect(await api.outbox.list({ to: String(body.email) })).toEqual([]);
  });

  it('accepts a ZIP+4 and refuses a failed robot check with the spec message, creating no account', async () => {
    expect((await post('/api/auth/sign-up', registration({ zip: '10001-1234' }))).statusCode).toBe(201);
    const body = registration({ robotCheck: 'bot' });
    const response = await post('/api/auth/sign-up', body);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).errors).toEqual([
      { field: 'robotCheck', message: 'Please verify you are not a robot', code: 'VALIDATION_FAILED' },
    ]);
    expect(await api.identity.findUserByEmail(String(body.email))).toBeNull();
  });

  it('refuses an address already registered with UsernameExistsException and the spec words', async () => {
    const body = registration();
    await post('/api/auth/sign-up', body);
    const before = await api.eventCount();
    const again = await post('/api/auth/sign-up', registration({ email: String(body.email).toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(envelopeOf(again).errors).toEqual([
      {
        message: 'An account with this email address already exists. Please sign-up using a different email address.',
        code: 'UsernameExistsException',
      },
    ]);
    expect(await api.eventCount()).toBe(before);
  });
});

describe('POST /api/auth/confirm-sign-up', () => {
  const signUp = async () => {
    const body = registration();
    await post('/api/auth/sign-up', body);
    return { email: String(body.email), code: await codeFor(String(body.email)) };
  };
  const confirm = (payload: object, ip = '10.0.1.1') => post('/api/auth/confirm-sign-up', payload, ip);
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('refuses a wrong code (CodeMismatchException), a malformed one with the spec 3 §5 words', async () => {
    const { email, code } = await signUp();
    const mismatch = await confirm({ email, code: wrong(code) });
    expect(mismatch.statusCode).toBe(400);
    expect(envelopeOf(mismatch).errors).toEqual([
      { message: 'The confirmation code you entered is incorrect. Please try again.', code: 'CodeMismatchException' },
    ]);
    expect(envelopeOf(await confirm({ email, code: '' })).errors).toContainEqual({
      field: 'code',
      message: 'Confirmation code is required',
      code: 'VALIDATION_FAILED',
    });
    expect(envelopeOf(await confirm({ email, code: '12345' })).errors).toContainEqual({
      field: 'code',
      message: 'Confirmation code must be 6 digits',
      code: 'VALIDATION_FAILED',
    });
    expect((await confirm({ email, code })).statusCode).toBe(200);
  });

  it('burns the code after 5 wrong guesses (LimitExceededException), even for the right code; a resent code works', async () => {
    const { email, code } = await signUp();
    for (let guess = 0; guess < 4; guess += 1)
      expect(envelopeOf(await confirm({ email, code: wrong(code) }, `10.0.2.${guess}`)).errors[0]!.code).toBe('CodeMismatchException');
    const fifth = await confirm({ email, code: wrong(code) }, '10.0.2.9');
    expect(fifth.statusCode).toBe(429);
    expect(envelopeOf(fifth).errors).toEqual([
      { message: 'Attempt limit exceeded, please try again later.', code: 'LimitExceededException' },
    ]);
    expect(envelopeOf(await confirm({ email, code }, '10.0.2.10')).errors[0]!.code).toBe('LimitExceededException');

    api.clock.advance(61_000);
    expect((await post('/api/auth/resend-confirmation-code', { email }, '10.0.2.11')).statusCode).toBe(200);
    expect((await confirm({ email, code: await codeFor(email) }, '10.0.2.12')).statusCode).toBe(200);
  });

  it('refuses an expired code (after 24 hours), an unknown email, an account already confirmed', async () => {
    const { email, code } = await signUp();
    api.clock.advance(24 * 3_600_000 + 1000);
    const expired = await confirm({ email, code }, '10.0.3.1');
    expect(envelopeOf(expired).errors).toEqual([
      { message: 'The confirmation code has expired. Please request a new code.', code: 'ExpiredCodeException' },
    ]);

    // An unknown address and a confirmed account answer as a wrong code (self-service-alike.int.test.ts).
    const wrongCode = [{ message: 'The confirmation code you entered is incorrect. Please try again.', code: 'CodeMismatchException' }];
    const unknown = await confirm({ email: uniqueEmail('nobody'), code }, '10.0.3.2');
    expect(unknown.statusCode).toBe(400);
    expect(envelopeOf(unknown).errors).toEqual(wrongCode);

    const other = await signUp();
    expect((await confirm(other, '10.0.3.3')).statusCode).toBe(200);
    const twice = await confirm(other, '10.0.3.4');
    expect(twice.statusCode).toBe(400);
    expect(envelopeOf(twice).errors).toEqual(wrongCode);
  });

  it('takes a code once, even when two confirmations race', async () => {
    const { email, code } = await signUp();
    const answers = await Promise.all([confirm({ email, code }, '10.0.4.1'), confirm({ email, code }, '10.0.4.2')]);
    const [won, lost] = [...answers].sort((a, b) => a.statusCode - b.statusCode);
    expect(won!.statusCode).toBe(200);
    // The loser finds the code used, or the account confirmed, depending on where it was overtaken.
    expect(['CodeMismatchException', 'NotAuthorizedException']).toContain(envelopeOf(lost!).errors[0]!.code);
  });
});

describe('POST /api/auth/resend-confirmation-code', () => {
  it('sends a new code at most once a minute (spec 3 §9); the old code stops working', async () => {
    const body = registration();
    await post('/api/auth/sign-up', body);
    const email = String(body.email);
    const first = await codeFor(email);

    // Within the minute the answer is the same and no code goes out: the first one still works.
    const soon = await post('/api/auth/resend-confirmation-code', { email }, '10.0.5.1');
    expect(soon.statusCode).toBe(200);
    expect(await api.outbox.list({ to: email })).toHaveLength(1);

    api.clock.advance(60_000);
    const resent = await post('/api/auth/resend-confirmation-code', { email }, '10.0.5.2');
    expect(resent.statusCode).toBe(200);
    expect(envelopeOf(resent).data).toEqual({ message: 'Confirmation code resent successfully. Please check your email.' });
    expect(await api.outbox.list({ to: email })).toHaveLength(2);
    const second = await codeFor(email);
    if (second !== first)
      expect(envelopeOf(await post('/api/auth/confirm-sign-up', { email, code: first }, '10.0.5.3')).errors[0]!.code).toBe(
        'CodeMismatchException',
      );
    expect((await post('/api/auth/confirm-sign-up', { email, code: second }, '10.0.5.4')).statusCode).toBe(200);
  });

  it('refuses a missing or malformed email with the spec words', async () => {
    for (const payload of [{}, { email: 'nope' }]) {
      const response = await post('/api/auth/resend-confirmation-code', payload, '10.0.5.9');
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response).errors).toEqual([
        { field: 'email', message: 'Please provide a valid email to resend the confirmation code.', code: 'VALIDATION_FAILED' },
      ]);
    }
  });
});

describe('rate limits', () => {
  it('answers 429 LimitExceededException beyond the limit per client address, for sign-up and confirmation', async () => {
    const limited = await buildTestApi('api_registration_limits', { accountRateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      const send = (url: string, payload: object) => limited.app.inject({ method: 'POST', url, payload, remoteAddress: '10.9.9.9' });
      expect((await send('/api/auth/sign-up', registration())).statusCode).toBe(201);
      expect((await send('/api/auth/sign-up', registration())).statusCode).toBe(201);
      const third = await send('/api/auth/sign-up', registration());
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect(envelopeOf(third).errors).toEqual([
        { message: 'Attempt limit exceeded, please try again later.', code: 'LimitExceededException' },
      ]);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: registration(),
        remoteAddress: '10.9.9.8',
      });
      expect(other.statusCode).toBe(201);

      for (let i = 0; i < 2; i += 1) await send('/api/auth/confirm-sign-up', { email: 'a@example.com', code: '123456' });
      expect((await send('/api/auth/confirm-sign-up', { email: 'a@example.com', code: '123456' })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/admin/mail-outbox', () => {
  it('shows platform admins the mails; nobody else', async () => {
    const body = registration();
    await post('/api/auth/sign-up', body);
    const admin = await api.user(['Admin'], null);
    const employer = await api.user(['EmployerAdmin'], crypto.randomUUID());
    const read = await api.as(admin, { method: 'GET', url: `/api/admin/mail-outbox?to=${encodeURIComponent(String(body.email))}` });
    expect(read.statusCode).toBe(200);
    expect(envelopeOf(read).data).toEqual([
      expect.objectContaining({ to: body.email, purpose: 'sign-up-confirmation', text: expect.stringMatching(/\d{6}/) }),
    ]);
    expect((await api.as(employer, { method: 'GET', url: '/api/admin/mail-outbox' })).statusCode).toBe(403);
    expect((await api.as(null, { method: 'GET', url: '/api/admin/mail-outbox' })).statusCode).toBe(401);
  });
});
