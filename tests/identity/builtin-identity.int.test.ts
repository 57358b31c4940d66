import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityProvider } from '../../domain/ports/identity';
import { InvalidCredentials, Unauthenticated } from '../../domain/shared/errors';
import { systemClock } from '../../infra/clock/system-clock';
import { createBuiltinIdentity } from '../../infra/identity/builtin-identity';
import { createOutboxMail } from '../../infra/mail/outbox-mail';
import { createTestDatabase } from '../support/database';
import { TEST_SCRYPT_COST, testClock } from '../support/api';
import { identityContract, newUser, PASSWORD, signInOrThrow } from './identity-contract';

const clock = testClock(new Date('2026-03-01T10:00:00Z'));
let db: Knex;
let identity: IdentityProvider;
beforeAll(async () => {
  db = knex({ client: 'pg', connection: await createTestDatabase('identity'), pool: { min: 0, max: 4 } });
  identity = await createBuiltinIdentity({ db, clock, newId: randomUUID, scryptCost: TEST_SCRYPT_COST });
});
afterAll(() => db.destroy());

const signedIn = (email: string, password = PASSWORD) => signInOrThrow(identity, email, password);

// The port's contract, on a real clock (it checks tokens with jose as any client would).
identityContract('built-in identity: the identity contract', async () => {
  const db = knex({ client: 'pg', connection: await createTestDatabase('identity_contract'), pool: { min: 0, max: 4 } });
  const outbox = await createOutboxMail({ db, clock: systemClock, newId: randomUUID });
  const identity = await createBuiltinIdentity({ db, clock: systemClock, newId: randomUUID, scryptCost: TEST_SCRYPT_COST, mail: outbox });
  return { identity, outbox, teardown: () => db.destroy() };
});

// What only the built-in identity shows: its hashes and tables, and time travel on an injected clock.
describe('built-in identity', () => {
  it('stores a salted scrypt hash, never the password', async () => {
    const [first, second] = [newUser(), newUser()];
    await identity.createUser(first);
    await identity.createUser(second);
    const rows: { password_hash: string }[] = await db('identity_users')
      .whereIn('id', [first.userId, second.userId])
      .select('password_hash');
    for (const { password_hash } of rows) {
      expect(password_hash).toMatch(/^scrypt\$1024\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
      expect(password_hash).not.toContain(PASSWORD);
    }
    expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
  });

  it('refuses a challenge answered after 10 minutes', async () => {
    const user = newUser({ temporary: true });
    await identity.createUser(user);
    const challenge = await identity.signIn(user.email, PASSWORD);
    if (challenge.kind !== 'NEW_PASSWORD_REQUIRED') throw new Error('expected a challenge');
    clock.advance(11 * 60_000);
    await expect(identity.completeNewPassword(challenge.challengeSession, 'N3w!Password')).rejects.toThrow(
      'Session expired. Please try logging in again.',
    );
  });

  it('refuses an access token after its 15 minutes', async () => {
    const user = newUser();
    await identity.createUser(user);
    const { accessToken, expiresAt } = await signedIn(user.email);
    expect(Date.parse(expiresAt) - clock.now().getTime()).toBeGreaterThan(15 * 60_000 - 1000);
    expect(Date.parse(expiresAt) - clock.now().getTime()).toBeLessThanOrEqual(15 * 60_000);
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
      await db('identity_users')
        .where({ id: user.userId })
        .update({ roles: ['EmployerAdmin'] });

      const refreshed = await identity.refreshAccessToken(sessionId);
      expect(refreshed.expiresAt).toBe(new Date(Math.floor(clock.now().getTime() / 1000) * 1000 + 15 * 60_000).toISOString());
      clock.advance(5 * 60_000); // the first token has expired by now; the new one has not
      await expect(identity.verifyAccessToken(first.accessToken)).rejects.toBeInstanceOf(Unauthenticated);
      expect(await identity.verifyAccessToken(refreshed.accessToken)).toMatchObject({
        userId: user.userId,
        roles: ['EmployerAdmin'],
        sessionId,
      });

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
      const shortLived = await createBuiltinIdentity({
        db,
        clock,
        newId: randomUUID,
        scryptCost: TEST_SCRYPT_COST,
        sessionLifetimeSeconds: 600,
      });
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

  it('lifts the sign-in lock after 15 minutes (spec 1 §4.7)', async () => {
    const user = newUser();
    await identity.createUser(user);
    for (let attempt = 0; attempt < 5; attempt++)
      await expect(identity.signIn(user.email, 'Wrong!Passw0rd')).rejects.toBeInstanceOf(InvalidCredentials);
    await expect(identity.signIn(user.email, PASSWORD)).rejects.toBeInstanceOf(InvalidCredentials);
    clock.advance(15 * 60_000 + 1);
    await signedIn(user.email);
  });
});
