import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SCRYPT_COST, hashPassword } from '../../infra/identity/password-hash';
import { buildTestApi, TEST_PASSWORD, type TestApi } from '../support/api';

// Every password check the identity makes, with the hash it was checked against and the outcome.
const checks = vi.hoisted(() => [] as { stored: string; matched: boolean }[]);
/**
 * While a burst is out, each check (of the account's hash, or of the decoy when refused) waits until all of the
 * burst's attempts have reached theirs: "sent at once" then holds however slowly a loaded machine serves them,
 * instead of degrading into attempts one after another, where each right password rightly forgives the failures.
 */
const gate = vi.hoisted(() => ({ expected: 0, started: 0, opened: Promise.resolve(), open: () => {} }));
vi.mock('../../infra/identity/password-hash', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../infra/identity/password-hash')>();
  return {
    ...original,
    verifyPassword: async (password: string, stored: string) => {
      gate.started += 1;
      if (gate.started >= gate.expected) gate.open();
      await gate.opened;
      const matched = await original.verifyPassword(password, stored);
      checks.push({ stored, matched });
      return matched;
    },
  };
});

const WRONG = 'Wrong!Passw0rd';

let api: TestApi;
let url: string;
beforeAll(async () => {
  // The per-address limits are wide open here: this is the account's own lockout, whatever the caller.
  api = await buildTestApi('api_sign_in_lockout', { signInRateLimit: { max: 10_000, timeWindowMs: 60_000 } });
  url = `${await api.app.listen({ port: 0, host: '127.0.0.1' })}/api/auth/sign-in`;
});
afterAll(() => api.close());

const signIn = async (email: string, password: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

/** An account whose hash has the production cost, so each check takes as long as it does in production. */
const account = async () => {
  const user = await api.user(['Applicant'], null);
  const hash = await hashPassword(TEST_PASSWORD, DEFAULT_SCRYPT_COST);
  await api.db('identity_users').where({ id: user.userId }).update({ password_hash: hash });
  return { email: user.email, hash };
};

// 1 right password in 5, spread through the burst, all in flight together.
const burst = (email: string) => {
  gate.expected = 50;
  gate.started = 0;
  gate.opened = new Promise((resolve) => (gate.open = () => resolve()));
  const answers = Array.from({ length: 50 }, (_, i) => signIn(email, i % 5 === 2 ? TEST_PASSWORD : WRONG));
  return answers.map((answer) => answer.finally(() => (gate.expected = 0)));
};

describe('sign-in lockout under parallel guesses (spec 1 §4.7)', () => {
  it('checks at most 5 wrong passwords out of 50 sent at once, and signs nobody in once locked', async () => {
    const { email, hash } = await account();
    checks.length = 0;
    const first = await Promise.all(burst(email));
    const wrongChecked = checks.filter((check) => check.stored === hash && !check.matched).length;
    expect(wrongChecked).toBeLessThanOrEqual(5);
    expect(first.filter((answer) => answer.status !== 200 && answer.status !== 401)).toEqual([]);

    // Make sure of the lock whatever the burst left (wrong passwords one by one), then a second burst.
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(email, WRONG);
    const row = await api.db('identity_users').where({ email }).first('failed_attempts', 'locked_until', 'attempts_in_flight');
    expect(row).toMatchObject({ failed_attempts: 5, attempts_in_flight: 0, locked_until: expect.any(Date) });
    checks.length = 0;
    const second = await Promise.all(burst(email));
    expect(second.map((answer) => answer.status)).toEqual(Array(50).fill(401));
    expect(checks.filter((check) => check.stored === hash)).toEqual([]); // not even the right password was checked
  });

  it('answers a locked account as an unknown one: same status, same body, one check against the decoy', async () => {
    const { email, hash } = await account();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn(email, WRONG)).status).toBe(401);
    checks.length = 0;
    const locked = await signIn(email, TEST_PASSWORD);
    const lockedChecks = checks.splice(0);
    const unknown = await signIn(`nobody-${crypto.randomUUID()}@example.com`, TEST_PASSWORD);
    const unknownChecks = checks.splice(0);
    expect(locked).toEqual(unknown);
    expect(locked).toEqual({
      status: 401,
      body: {
        isSuccess: false,
        data: null,
        errors: [{ message: 'Invalid email or password. Please try again.', code: 'NotAuthorizedException' }],
      },
    });
    expect(lockedChecks).toHaveLength(1);
    expect(lockedChecks[0]!.stored).not.toBe(hash);
    expect(unknownChecks).toEqual([{ stored: lockedChecks[0]!.stored, matched: false }]);
  });

  it('opens again after 15 minutes on the injected clock', async () => {
    const { email } = await account();
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(email, WRONG);
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(401);
    api.clock.advance(15 * 60_000 + 1_000);
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(200);
    expect(await api.db('identity_users').where({ email }).first('failed_attempts', 'locked_until')).toEqual({
      failed_attempts: 0,
      locked_until: null,
    });
  });
});
