import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityProvider, NewUser, SignInResult } from '../../domain/ports/identity';
import type { MailOutbox } from '../../domain/ports/mail';
import { Conflict, InvalidCredentials, NotFound, Unauthenticated, ValidationFailed } from '../../domain/shared/errors';

// What every identity adapter must do, through the port alone: the built-in one always
// (builtin-identity.int.test.ts), Keycloak where a container engine runs it (keycloak-identity.int.test.ts).
// No clock travel here: Keycloak keeps real time. Expiry and lifetime checks stay adapter-specific.

export type IdentityFixture = Readonly<{
  identity: IdentityProvider;
  /** The outbox the adapter's mail port writes to, where the mailed codes are read back. */
  outbox: MailOutbox;
  /** Keycloak's required actions of the user with that email, where the engine has them. */
  requiredActions?: (email: string) => Promise<readonly string[]>;
  teardown?: () => Promise<void>;
}>;

export const PASSWORD = 'Str0ng!Passw0rd';
const WRONG = 'Wrong!Passw0rd';

/** A new account's details, unique per call (the adapter-specific suites use it too). */
export const newUser = (overrides: Partial<NewUser> = {}): NewUser => ({
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

export const signInOrThrow = async (identity: IdentityProvider, email: string, password = PASSWORD) => {
  const result = await identity.signIn(email, password);
  if (result.kind !== 'SIGNED_IN') throw new Error(`expected SIGNED_IN, got ${result.kind}`);
  return result;
};

export const identityContract = (
  name: string,
  setup: () => Promise<IdentityFixture>,
  options: Readonly<{ skipReason?: string | null; setupTimeoutMs?: number }> = {},
): void => {
  const skipped = Boolean(options.skipReason);
  describe.skipIf(skipped)(skipped ? `${name} (skipped: ${options.skipReason})` : name, () => {
    let fixture: IdentityFixture;
    let identity: IdentityProvider;
    beforeAll(async () => {
      fixture = await setup();
      identity = fixture.identity;
    }, options.setupTimeoutMs);
    afterAll(async () => fixture?.teardown?.());

    const signedIn = (email: string, password = PASSWORD) => signInOrThrow(identity, email, password);

    const challengeOf = (result: SignInResult) => {
      if (result.kind !== 'NEW_PASSWORD_REQUIRED') throw new Error(`expected NEW_PASSWORD_REQUIRED, got ${result.kind}`);
      return result;
    };

    /** The 6-digit code of the newest mail to `to` for `purpose`. */
    const mailedCode = async (to: string, purpose: 'sign-up-confirmation' | 'password-reset') => {
      const mail = (await fixture.outbox.list({ to })).find((candidate) => candidate.purpose === purpose);
      const code = mail?.text.match(/\b\d{6}\b/)?.[0];
      if (!code) throw new Error(`no ${purpose} code mailed to ${to}`);
      return code;
    };

    const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    describe('sign-in', () => {
      it('signs in with the right password, whatever the case of the email, and refuses a wrong one or an unknown email', async () => {
        const user = newUser({ email: `Mixed.${randomUUID().slice(0, 8)}@Example.com` });
        const principal = await identity.createUser(user);
        expect(principal).toEqual({
          userId: user.userId,
          email: user.email.toLowerCase(),
          firstName: 'Ada',
          lastName: 'Lovelace',
          roles: ['Recruiter'],
          organizationId: user.organizationId,
        });
        const result = await signedIn(`  ${user.email.toUpperCase()} `);
        expect(result.principal).toEqual(principal);
        expect(Date.parse(result.expiresAt)).toBeGreaterThan(Date.now() - 60_000);
        await expect(identity.signIn(user.email, WRONG)).rejects.toBeInstanceOf(InvalidCredentials);
        await expect(identity.signIn(`nobody-${randomUUID()}@example.com`, PASSWORD)).rejects.toBeInstanceOf(InvalidCredentials);
      });

      it('carries every role and the organization into the verified principal; admins and applicants have no organization', async () => {
        const employer = newUser({ roles: ['EmployerAdmin', 'Recruiter'] });
        const applicant = newUser({ roles: ['Applicant'], organizationId: null });
        await identity.createUser(employer);
        await identity.createUser(applicant);
        const verified = await identity.verifyAccessToken((await signedIn(employer.email)).accessToken);
        expect(verified).toEqual({
          userId: employer.userId,
          email: employer.email,
          firstName: 'Ada',
          lastName: 'Lovelace',
          roles: expect.arrayContaining(['EmployerAdmin', 'Recruiter']),
          organizationId: employer.organizationId,
          sessionId: expect.any(String),
        });
        expect(verified.roles).toHaveLength(2);
        expect(await identity.verifyAccessToken((await signedIn(applicant.email)).accessToken)).toMatchObject({
          roles: ['Applicant'],
          organizationId: null,
        });
      });

      it('locks sign-in after 5 failures in a row (spec 1 §4.7), even for the right password; a success before that resets the count', async () => {
        const user = newUser();
        await identity.createUser(user);
        for (let attempt = 0; attempt < 4; attempt++)
          await expect(identity.signIn(user.email, WRONG)).rejects.toBeInstanceOf(InvalidCredentials);
        await signedIn(user.email);
        for (let attempt = 0; attempt < 5; attempt++)
          await expect(identity.signIn(user.email, WRONG)).rejects.toBeInstanceOf(InvalidCredentials);
        // Locked: the right password gets the wrong password's answer.
        await expect(identity.signIn(user.email, PASSWORD)).rejects.toBeInstanceOf(InvalidCredentials);
      });
    });

    describe('accounts', () => {
      it('refuses a second account with the same email, whatever its case, and finds accounts by email', async () => {
        const user = newUser();
        await identity.createUser(user);
        await expect(identity.createUser(newUser({ email: user.email.toUpperCase() }))).rejects.toBeInstanceOf(Conflict);
        expect(await identity.findUserByEmail(user.email.toUpperCase())).toMatchObject({ userId: user.userId, email: user.email });
        expect(await identity.findUserByEmail(`missing-${randomUUID()}@example.com`)).toBeNull();
      });

      it('updates the names the next tokens carry, and refuses an unknown user', async () => {
        const user = newUser();
        await identity.createUser(user);
        await identity.updateUserNames(user.userId, 'Grace', 'Hopper');
        expect(await identity.findUserByEmail(user.email)).toMatchObject({
          firstName: 'Grace',
          lastName: 'Hopper',
          organizationId: user.organizationId,
        });
        expect((await signedIn(user.email)).principal).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', roles: ['Recruiter'] });
        await expect(identity.updateUserNames(randomUUID(), 'No', 'One')).rejects.toBeInstanceOf(NotFound);
      });

      it('deletes an account: its tokens stop working at once and it cannot sign in; an unknown id is a no-op', async () => {
        const user = newUser();
        await identity.createUser(user);
        const { accessToken } = await signedIn(user.email);
        await identity.deleteUser(user.userId);
        await expect(identity.verifyAccessToken(accessToken)).rejects.toBeInstanceOf(Unauthenticated);
        await expect(identity.signIn(user.email, PASSWORD)).rejects.toBeInstanceOf(InvalidCredentials);
        expect(await identity.findUserByEmail(user.email)).toBeNull();
        await expect(identity.deleteUser(randomUUID())).resolves.toBeUndefined();
      });
    });

    describe('temporary password (spec 1 §2.2)', () => {
      it('answers NEW_PASSWORD_REQUIRED, refuses a weak new password, then signs in with the new one; the challenge is single use', async () => {
        const user = newUser({ temporary: true });
        await identity.createUser(user);
        const challenge = challengeOf(await identity.signIn(user.email, PASSWORD));
        expect(challenge).toEqual({ kind: 'NEW_PASSWORD_REQUIRED', challengeSession: expect.any(String), email: user.email });
        await expect(identity.completeNewPassword(challenge.challengeSession, 'weakpassword')).rejects.toBeInstanceOf(ValidationFailed);
        const done = await identity.completeNewPassword(challenge.challengeSession, 'N3w!Password');
        expect(done).toMatchObject({ kind: 'SIGNED_IN', principal: { userId: user.userId } });
        await expect(identity.completeNewPassword(challenge.challengeSession, 'Again!Passw0rd')).rejects.toBeInstanceOf(Unauthenticated);
        await expect(identity.signIn(user.email, PASSWORD)).rejects.toBeInstanceOf(InvalidCredentials);
        expect((await signedIn(user.email, 'N3w!Password')).principal.userId).toBe(user.userId);
      });

      it('refuses a made-up challenge, and a challenge used as an access token', async () => {
        const user = newUser({ temporary: true });
        await identity.createUser(user);
        const challenge = challengeOf(await identity.signIn(user.email, PASSWORD));
        await expect(identity.verifyAccessToken(challenge.challengeSession)).rejects.toBeInstanceOf(Unauthenticated);
        await expect(identity.completeNewPassword(`${challenge.challengeSession}x`, 'N3w!Password')).rejects.toThrow(
          'Session expired. Please try logging in again.',
        );
      });
    });

    describe('tokens and sessions', () => {
      it('refuses a tampered access token', async () => {
        const user = newUser();
        await identity.createUser(user);
        const { accessToken } = await signedIn(user.email);
        // Verified first: a forgery of a token already accepted must be refused as well.
        await expect(identity.verifyAccessToken(accessToken)).resolves.toMatchObject({ userId: user.userId });
        const [header, payload, signature] = accessToken.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
        const forged = Buffer.from(JSON.stringify({ ...claims, roles: ['Admin'], realm_access: { roles: ['Admin'] } })).toString(
          'base64url',
        );
        await expect(identity.verifyAccessToken(`${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(Unauthenticated);
        await expect(identity.verifyAccessToken('not-a-token')).rejects.toBeInstanceOf(Unauthenticated);
      });

      it('refreshes the access token for the same session; sign-out refuses the old and new tokens and further refreshes', async () => {
        const user = newUser();
        await identity.createUser(user);
        const first = await signedIn(user.email);
        const { sessionId } = await identity.verifyAccessToken(first.accessToken);
        const refreshed = await identity.refreshAccessToken(sessionId);
        expect(await identity.verifyAccessToken(refreshed.accessToken)).toMatchObject({ userId: user.userId, sessionId });
        await identity.signOut(sessionId);
        await expect(identity.verifyAccessToken(first.accessToken)).rejects.toBeInstanceOf(Unauthenticated);
        await expect(identity.verifyAccessToken(refreshed.accessToken)).rejects.toBeInstanceOf(Unauthenticated);
        await expect(identity.refreshAccessToken(sessionId)).rejects.toBeInstanceOf(Unauthenticated);
      });

      it('signs out one session only: another sign-in of the same user keeps working', async () => {
        const user = newUser();
        await identity.createUser(user);
        const [laptop, phone] = [await signedIn(user.email), await signedIn(user.email)];
        await identity.signOut((await identity.verifyAccessToken(laptop.accessToken)).sessionId);
        await expect(identity.verifyAccessToken(laptop.accessToken)).rejects.toBeInstanceOf(Unauthenticated);
        expect(await identity.verifyAccessToken(phone.accessToken)).toMatchObject({ userId: user.userId });
      });

      it('publishes public keys (JWKS) that verify its access tokens', async () => {
        const user = newUser();
        await identity.createUser(user);
        const { accessToken } = await signedIn(user.email);
        const jwks = await identity.jwks();
        for (const key of jwks.keys) expect(key).not.toHaveProperty('d');
        const { payload } = await jwtVerify(accessToken, createLocalJWKSet(jwks as never));
        expect(payload.sub).toBeTruthy();
      });
    });

    describe('self-registration with a mailed code (spec 3 §4)', () => {
      it('keeps a new account from signing in until the mailed code confirms it', async () => {
        const user = newUser({ roles: ['EmployerAdmin'] });
        const { temporary: _temporary, ...signUp } = user;
        expect(await identity.signUp(signUp)).toMatchObject({ userId: user.userId, email: user.email, roles: ['EmployerAdmin'] });
        await expect(identity.signIn(user.email, PASSWORD)).rejects.toMatchObject({ identityCode: 'UserNotConfirmedException' });
        await expect(identity.signIn(user.email, WRONG)).rejects.toBeInstanceOf(InvalidCredentials);
        const code = await mailedCode(user.email, 'sign-up-confirmation');
        await expect(identity.confirmSignUp(user.email, wrongCodeFor(code))).rejects.toMatchObject({
          identityCode: 'CodeMismatchException',
        });
        expect(await identity.confirmSignUp(user.email, code)).toMatchObject({ userId: user.userId });
        // A confirmed account answers as a wrong code, as an unknown address does: neither tells who has an account.
        await expect(identity.confirmSignUp(user.email, code)).rejects.toMatchObject({ identityCode: 'CodeMismatchException' });
        expect((await signedIn(user.email)).principal).toMatchObject({
          userId: user.userId,
          roles: ['EmployerAdmin'],
          organizationId: user.organizationId,
        });
      });

      it('refuses a taken email, a weak password, an unknown email, and sends no second code within the minute', async () => {
        const user = newUser({ roles: ['Applicant'], organizationId: null });
        const { temporary: _temporary, ...signUp } = user;
        await identity.signUp(signUp);
        await expect(identity.signUp({ ...signUp, userId: randomUUID(), email: user.email.toUpperCase() })).rejects.toMatchObject({
          identityCode: 'UsernameExistsException',
        });
        await expect(
          identity.signUp({ ...signUp, userId: randomUUID(), email: `weak-${randomUUID().slice(0, 8)}@example.com`, password: 'abcdef' }),
        ).rejects.toMatchObject({
          identityCode: 'InvalidPasswordException',
        });
        await expect(identity.confirmSignUp(`nobody-${randomUUID().slice(0, 8)}@example.com`, '123456')).rejects.toMatchObject({
          identityCode: 'CodeMismatchException',
        });
        // A resend within the minute is answered as one sent, and sends nothing: the first code still works.
        await identity.resendConfirmationCode(user.email);
        expect((await fixture.outbox.list({ to: user.email })).filter((mail) => mail.purpose === 'sign-up-confirmation')).toHaveLength(1);
      });
    });

    describe('forgot password (spec 1 §4.8)', () => {
      it('sets a new password with the mailed code, ends every session and lifts the lockout', async () => {
        const user = newUser();
        await identity.createUser(user);
        const { accessToken } = await signedIn(user.email);
        for (let attempt = 0; attempt < 5; attempt++)
          await expect(identity.signIn(user.email, WRONG)).rejects.toBeInstanceOf(InvalidCredentials);
        // Locked: the right password gets the wrong password's answer.
        await expect(identity.signIn(user.email, PASSWORD)).rejects.toBeInstanceOf(InvalidCredentials);

        await identity.forgotPassword(user.email);
        const code = await mailedCode(user.email, 'password-reset');
        await expect(identity.confirmForgotPassword(user.email, code, 'short')).rejects.toMatchObject({
          identityCode: 'InvalidPasswordException',
        });
        await expect(identity.confirmForgotPassword(user.email, wrongCodeFor(code), 'Reset!Pass1')).rejects.toMatchObject({
          identityCode: 'CodeMismatchException',
        });
        await identity.confirmForgotPassword(user.email, code, 'Reset!Pass1');

        await expect(identity.verifyAccessToken(accessToken)).rejects.toBeInstanceOf(Unauthenticated);
        await expect(identity.signIn(user.email, PASSWORD)).rejects.toBeInstanceOf(InvalidCredentials);
        expect((await signedIn(user.email, 'Reset!Pass1')).principal.userId).toBe(user.userId);
        await expect(identity.confirmForgotPassword(user.email, code, 'Again!Pass1')).rejects.toMatchObject({
          identityCode: 'CodeMismatchException',
        });
      });

      it('answers an unknown email as a known one, mailing nothing', async () => {
        const nobody = `nobody-${randomUUID().slice(0, 8)}@example.com`;
        await identity.forgotPassword(nobody);
        expect(await fixture.outbox.list({ to: nobody })).toEqual([]);
      });
    });

    describe('an account awaiting its password (README "First platform admin")', () => {
      it('opens only once its newest set-password link sets a password, and the link works once', async () => {
        const { password: _password, temporary: _temporary, ...user } = newUser({ roles: ['Admin'], organizationId: null });
        const principal = await identity.createUserAwaitingPassword(user);
        expect(principal).toMatchObject({ userId: user.userId, roles: ['Admin'], organizationId: null });
        await expect(identity.createUserAwaitingPassword(user)).rejects.toBeInstanceOf(Conflict);
        await expect(identity.signIn(user.email, PASSWORD)).rejects.toBeInstanceOf(InvalidCredentials);
        // Keycloak keeps its own required action until the link sets the password.
        if (fixture.requiredActions) expect(await fixture.requiredActions(user.email)).toContain('UPDATE_PASSWORD');

        const replaced = await identity.issuePasswordLink(user.userId);
        const link = await identity.issuePasswordLink(user.userId);
        expect(link.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
        expect(await identity.awaitsPassword(user.userId)).toBe(true);
        await expect(identity.setPasswordWithLink(replaced.token, PASSWORD)).rejects.toMatchObject({
          identityCode: 'CodeMismatchException',
        });
        await expect(identity.setPasswordWithLink(link.token, 'short')).rejects.toBeInstanceOf(ValidationFailed);

        expect(await identity.setPasswordWithLink(link.token, PASSWORD)).toMatchObject({ userId: user.userId, roles: ['Admin'] });
        expect(await identity.awaitsPassword(user.userId)).toBe(false);
        if (fixture.requiredActions) expect(await fixture.requiredActions(user.email)).not.toContain('UPDATE_PASSWORD');
        expect((await signedIn(user.email)).principal).toMatchObject({ userId: user.userId, roles: ['Admin'] });
        await expect(identity.setPasswordWithLink(link.token, 'Other!Passw0rd')).rejects.toMatchObject({
          identityCode: 'NotAuthorizedException',
        });
        await expect(identity.setPasswordWithLink('not-a-link', PASSWORD)).rejects.toMatchObject({ identityCode: 'CodeMismatchException' });
      });
    });
  });
};
