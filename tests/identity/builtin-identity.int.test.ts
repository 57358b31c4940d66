import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityProvider, NewUser } from '../../domain/ports/identity';
import { Conflict, InvalidCredentials, Unauthenticated, ValidationFailed } from '../../domain/shared/errors';
import { createBuiltinIdentity } from '../../infra/identity/builtin-identity';
import { createTestDatabase } from '../support/database';
import { TEST_SCRYPT_COST, testClock } from '../support/api';

const PASSWORD = 'Str0ng!Passw0rd';
const clock = testClock(new Date('2026-03-01T10:00:00Z'));
let db: Knex;
let identity: IdentityProvider;
beforeAll(async () => {
  db = knex({ client: 'pg', connection: await createTestDatabase('identity'), pool: { min: 0, max: 4 } });
  identity = await createBuiltinIdentity({ db, clock, newId: randomUUID, scryptCost: TEST_SCRYPT_COST });
});
afterAll(() => db.destroy());

const newUser = (overrides: Partial<NewUser> = {}): NewUser => ({
  userId: randomUUID(),
  email: `user-${randomUUID().slice(0, 8)}@example.com`,
  firstName: 'Ada',
  lastName: 'Lovelace',
  roles: ['Recruiter'],
  organizationId: randomUUID(),
  password: PASSWORD,
  temporary: false,
  ...overrides,
});

const signedIn = async (email: string, password = PASSWORD) => {
  const result = await identity.signIn(email, password);
  if (result.kind !== 'SIGNED_IN') throw new Error(`expected SIGNED_IN, got ${result.kind}`);
  return result;
};

describe('built-in identity', () => {
  it('stores a salted scrypt hash, never the password', async () => {
    const [first, second] = [newUser(), newUser()];
    await identity.createUser(first);
    await identity.createUser(second);
    const rows: { password_hash: string }[] = await db('identity_users').whereIn('id', [first.userId, second.userId]).select('password_hash');
    for (const { password_hash } of rows) {
      expect(password_hash).toMatch(/^scrypt\$1024\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
      expect(password_hash).not.toContain(PASSWORD);
    }
    expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
  });

  it('signs in with the right password, case-insensitively by email, and refuses a wrong one', async () => {
    const user = newUser({ email: 'Mixed.Case@Example.com' });
    const principal = await identity.createUser(user);
    expect(principal.email).toBe('mixed.case@example.com');
    const result = await signedIn('  MIXED.case@example.COM ');
    expect(result.principal).toEqual(principal);
    expect(result.expiresAt).toBe('2026-03-01T10:15:00.000Z');
    await expect(identity.signIn(user.email, 'Wrong!Passw0rd')).rejects.toBeInstanceOf(InvalidCredentials);
    await expect(identity.signIn('nobody@example.com', PASSWORD)).rejects.toBeInstanceOf(InvalidCredentials);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const user = newUser();
    await identity.createUser(user);
    await expect(identity.createUser(newUser({ email: user.email.toUpperCase() }))).rejects.toBeInstanceOf(Conflict);
    expect(await identity.findUserByEmail(user.email.toUpperCase())).toMatchObject({ userId: user.userId });
    expect(await identity.findUserByEmail('missing@example.com')).toBeNull();
  });

  it('turns a temporary password into a NEW_PASSWORD_REQUIRED challenge, then signs in with the new password', async () => {
    const user = newUser({ temporary: true });
    await identity.createUser(user);
    const challenge = await identity.signIn(user.email, PASSWORD);
    expect(challenge).toEqual({ kind: 'NEW_PASSWORD_REQUIRED', challengeSession: expect.any(String), email: user.email });
    if (challenge.kind !== 'NEW_PASSWORD_REQUIRED') return;
    await expect(identity.completeNewPassword(challenge.challengeSession, 'weakpassword')).rejects.toBeInstanceOf(ValidationFailed);
    const done = await identity.completeNewPassword(challenge.challengeSession, 'N3w!Password');
    expect(done).toMatchObject({ kind: 'SIGNED_IN', principal: { userId: user.userId } });
    await expect(identity.completeNewPassword(challenge.challengeSession, 'Again!Passw0rd')).rejects.toBeInstanceOf(Unauthenticated);
    await expect(identity.signIn(user.email, PASSWORD)).rejects.toBeInstanceOf(InvalidCredentials);
    expect((await signedIn(user.email, 'N3w!Password')).principal.userId).toBe(user.userId);
  });

  it('refuses an expired challenge, and a challenge used as an access token', async () => {
    const user = newUser({ temporary: true });
    await identity.createUser(user);
    const challenge = await identity.signIn(user.email, PASSWORD);
    if (challenge.kind !== 'NEW_PASSWORD_REQUIRED') throw new Error('expected a challenge');
    await expect(identity.verifyAccessToken(challenge.challengeSession)).rejects.toBeInstanceOf(Unauthenticated);
    clock.advance(11 * 60_000);
    await expect(identity.completeNewPassword(challenge.challengeSession, 'N3w!Password')).rejects.toThrow('Session expired. Please try logging in again.');
  });

  it('verifies an access token, and refuses it once signed out', async () => {
    const user = newUser({ roles: ['EmployerAdmin', 'Recruiter'] });
    await identity.createUser(user);
    const { accessToken } = await signedIn(user.email);
    const verified = await identity.verifyAccessToken(accessToken);
    expect(verified).toMatchObject({ userId: user.userId, roles: ['EmployerAdmin', 'Recruiter'], organizationId: user.organizationId, sessionId: expect.any(String) });
    await identity.signOut(verified.sessionId);
    await expect(identity.verifyAccessToken(accessToken)).rejects.toBeInstanceOf(Unauthenticated);
  });

  it('refuses an expired access token (15 minutes) and a tampered one', async () => {
    const user = newUser();
    await identity.createUser(user);
    const { accessToken } = await signedIn(user.email);
    const [header, payload, signature] = accessToken.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), roles: ['Admin'] })).toString('base64url');
    await expect(identity.verifyAccessToken(`${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(Unauthenticated);
    clock.advance(14 * 60_000);
    await expect(identity.verifyAccessToken(accessToken)).resolves.toMatchObject({ userId: user.userId });
    clock.advance(60_000 + 1_000);
    await expect(identity.verifyAccessToken(accessToken)).rejects.toThrow('Session expired. Please try logging in again.');
  });

  describe('refreshing the access token (spec 1 §9: the session lasts 1 day)', () => {
    it('gives a new 15-minute token for the same session, with the current roles, that stops working at sign-out', async () => {
      const user = newUser();
      await identity.createUser(user);
      const first = await signedIn(user.email);
      const { sessionId } = await identity.verifyAccessToken(first.accessToken);
      clock.advance(14 * 60_000);
      await db('identity_users').where({ id: user.userId }).update({ roles: ['EmployerAdmin'] });

      const refreshed = await identity.refreshAccessToken(sessionId);
      expect(refreshed.expiresAt).toBe(new Date(Math.floor(clock.now().getTime() / 1000) * 1000 + 15 * 60_000).toISOString());
      clock.advance(5 * 60_000); // the first token has expired by now; the new one has not
      await expect(identity.verifyAccessToken(first.accessToken)).rejects.toBeInstanceOf(Unauthenticated);
      expect(await identity.verifyAccessToken(refreshed.accessToken)).toMatchObject({ userId: user.userId, roles: ['EmployerAdmin'], sessionId });

      await identity.signOut(sessionId);
      await expect(identity.verifyAccessToken(refreshed.accessToken)).rejects.toBeInstanceOf(Unauthenticated);
      await expect(identity.refreshAccessToken(sessionId)).rejects.toThrow('You have signed out. Please sign in again.');
    });

    it('refuses an unknown session', async () => {
      await expect(identity.refreshAccessToken(randomUUID())).rejects.toBeInstanceOf(Unauthenticated);
    });

    it('never outlives the session: the last token ends with it, and after it refresh is refused', async () => {
      const user = newUser();
      await identity.createUser(user);
      const signedInAt = clock.now().getTime();
      const { accessToken } = await signedIn(user.email);
      const { sessionId } = await identity.verifyAccessToken(accessToken);
      const sessionEnd = new Date(Math.floor((signedInAt + 24 * 60 * 60_000) / 1000) * 1000);

      clock.set(new Date(signedInAt + 24 * 60 * 60_000 - 5 * 60_000));
      const last = await identity.refreshAccessToken(sessionId);
      expect(last.expiresAt).toBe(sessionEnd.toISOString());
      clock.set(new Date(sessionEnd.getTime() + 1));
      await expect(identity.verifyAccessToken(last.accessToken)).rejects.toThrow('Session expired. Please try logging in again.');
      await expect(identity.refreshAccessToken(sessionId)).rejects.toThrow('Session expired. Please try logging in again.');
    });

    it('takes the session lifetime as an option', async () => {
      const shortLived = await createBuiltinIdentity({ db, clock, newId: randomUUID, scryptCost: TEST_SCRYPT_COST, sessionLifetimeSeconds: 600 });
      const user = newUser();
      await shortLived.createUser(user);
      const signIn = await shortLived.signIn(user.email, PASSWORD);
      if (signIn.kind !== 'SIGNED_IN') throw new Error('expected SIGNED_IN');
      expect(Date.parse(signIn.expiresAt) - clock.now().getTime()).toBeLessThanOrEqual(600_000);
      const { sessionId } = await shortLived.verifyAccessToken(signIn.accessToken);
      clock.advance(9 * 60_000);
      await expect(shortLived.refreshAccessToken(sessionId)).resolves.toMatchObject({ accessToken: expect.any(String) });
      clock.advance(60_000);
      await expect(shortLived.refreshAccessToken(sessionId)).rejects.toBeInstanceOf(Unauthenticated);
    });
  });

  it('keeps tokens valid across a restart (the key pair lives in the database) and publishes it as JWKS', async () => {
    const user = newUser();
    await identity.createUser(user);
    const { accessToken } = await signedIn(user.email);
    const restarted = await createBuiltinIdentity({ db, clock, newId: randomUUID, scryptCost: TEST_SCRYPT_COST });
    expect(await restarted.verifyAccessToken(accessToken)).toMatchObject({ userId: user.userId });
    const jwks = await restarted.jwks();
    expect(jwks).toEqual(await identity.jwks());
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { payload } = await jwtVerify(accessToken, createLocalJWKSet(jwks as never), { currentDate: clock.now() });
    expect(payload).toMatchObject({ sub: user.userId, roles: ['Recruiter'], iss: 'jobfair-platform', aud: 'jobfair-api' });
  });

  it('locks sign-in after 5 failures in a row for 15 minutes (spec 1 §4.7); a success resets the count', async () => {
    const user = newUser();
    await identity.createUser(user);
    for (let attempt = 0; attempt < 4; attempt++) await expect(identity.signIn(user.email, 'Wrong!Passw0rd')).rejects.toBeInstanceOf(InvalidCredentials);
    await signedIn(user.email);
    for (let attempt = 0; attempt < 4; attempt++) await expect(identity.signIn(user.email, 'Wrong!Passw0rd')).rejects.toBeInstanceOf(InvalidCredentials);
    await signedIn(user.email);
    for (let attempt = 0; attempt < 5; attempt++) await expect(identity.signIn(user.email, 'Wrong!Passw0rd')).rejects.toBeInstanceOf(InvalidCredentials);
    await expect(identity.signIn(user.email, PASSWORD)).rejects.toMatchObject({ code: 'ACCOUNT_LOCKED' });
    clock.advance(15 * 60_000 + 1);
    await signedIn(user.email);
  });
});
