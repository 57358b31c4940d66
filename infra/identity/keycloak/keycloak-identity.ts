import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { Knex } from 'knex';
import { AUTH_MESSAGES } from '../../../domain/auth/auth-messages';
import { newPasswordSchema } from '../../../domain/auth/new-password-schema';
import type { Clock } from '../../../domain/ports/clock';
import type { IdentityProvider, SignInResult } from '../../../domain/ports/identity';
import type { MailSender } from '../../../domain/ports/mail';
import { Unauthenticated, ValidationFailed } from '../../../domain/shared/errors';
import { normalizeEmail } from '../identity-user-row';
import { createOneTimeCodes } from '../one-time-codes';
import { createPasswordLinks } from '../password-links';
import { createSelfService } from '../self-service';
import { createKeycloakAccounts } from './keycloak-accounts';
import { createKeycloakAdmin } from './keycloak-admin';
import { principalFromClaims, REQUIRED_ACTIONS, type KeycloakAccessClaims } from './keycloak-claims';
import { API_AUDIENCE, type KeycloakConfig } from './keycloak-config';
import { classifyTokenError, refreshRefusal, signInRefusal } from './keycloak-errors';
import { createTokenEndpoint, realmIssuer, TokenEndpointRefusal, type TokenSet } from './keycloak-token-endpoint';
import { ensureKeycloakSchema } from './keycloak-schema';

export type KeycloakIdentityOptions = Readonly<{
  config: KeycloakConfig;
  /** The platform's own database: sessions signed out here, password challenges, mailed codes. */
  db: Knex;
  clock: Clock;
  mail: MailSender;
  /** How long the NEW_PASSWORD_REQUIRED challenge may be answered (as the built-in: 10 minutes). */
  challengeTtlSeconds?: number;
}>;

const signedOut = () => new Unauthenticated('You have signed out. Please sign in again.');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The identity port on Keycloak (docs/identity.md "Tokens, sessions and Keycloak"): users, realm roles and passwords
 * through the admin API, sign-in and refresh through the realm's token endpoint, tokens verified against
 * the realm's JWKS. Lockout is Keycloak's brute-force detection (realm-export.json); codes and mail stay ours.
 */
export const createKeycloakIdentity = async (options: KeycloakIdentityOptions): Promise<IdentityProvider> => {
  const { config, db, clock } = options;
  const challengeTtlMs = (options.challengeTtlSeconds ?? 600) * 1000;
  await ensureKeycloakSchema(db);
  const admin = createKeycloakAdmin(config);
  const accounts = createKeycloakAccounts({ admin, db, clock });
  const tokens = createTokenEndpoint({ url: config.url, realm: config.realm, clientId: config.webClientId });
  // Tokens name the public address; the keys are fetched over the address the platform reaches.
  const issuer = realmIssuer(config.publicUrl, config.realm);
  const certsUrl = new URL(`${realmIssuer(config.url, config.realm)}/protocol/openid-connect/certs`);
  // jose caches the key set and fetches it again when a token names a key it has not seen (key rotation).
  const keySet = createRemoteJWKSet(certsUrl);

  const verify = async (token: string) => {
    const { payload } = await jwtVerify<KeycloakAccessClaims>(token, keySet, {
      issuer,
      audience: API_AUDIENCE,
      algorithms: ['RS256', 'ES256', 'PS256'],
      currentDate: clock.now(),
    }).catch((error: unknown) => {
      if (error instanceof joseErrors.JWTExpired) throw new Unauthenticated(AUTH_MESSAGES.sessionExpired);
      throw new Unauthenticated('Invalid access token');
    });
    return principalFromClaims(payload);
  };

  const expiresAt = (set: TokenSet) => new Date(clock.now().getTime() + set.expiresInSeconds * 1000).toISOString();

  const startSession = async (set: TokenSet): Promise<SignInResult> => {
    const { sessionId, ...principal } = await verify(set.accessToken);
    // Kept so the port's refreshAccessToken (POST /api/auth/refresh) works here too, not only keycloak-js.
    await db('keycloak_sessions')
      .insert({ id: sessionId, user_id: principal.userId, refresh_token: set.refreshToken, created_at: clock.now() })
      .onConflict('id')
      .ignore();
    return {
      kind: 'SIGNED_IN',
      accessToken: set.accessToken,
      expiresAt: expiresAt(set),
      principal,
      openIdTokens: { refreshToken: set.refreshToken, idToken: set.idToken },
    };
  };

  const issueChallenge = async (keycloakUserId: string, email: string): Promise<SignInResult> => {
    const token = randomBytes(32).toString('base64url');
    await db('keycloak_password_challenges').insert({
      token_hash: hashOf(token),
      keycloak_user_id: keycloakUserId,
      email,
      expires_at: new Date(clock.now().getTime() + challengeTtlMs),
    });
    return { kind: 'NEW_PASSWORD_REQUIRED', challengeSession: token, email };
  };

  // Keycloak mails its own action links (execute-actions-email) and has no admin call that hands one out, so
  // the link is ours, over Keycloak's UPDATE_PASSWORD, which the account keeps until the link sets a password.
  const passwordLinks = createPasswordLinks({
    db,
    clock,
    table: 'keycloak_password_links',
    setPassword: async (userId, newPassword) => {
      await accounts.resetPassword(userId, newPassword);
      return admin.principalOf(await accounts.get(userId));
    },
  });

  return {
    ...createSelfService({ accounts, codes: createOneTimeCodes(db, clock, 'keycloak_codes'), mail: options.mail }),

    async signIn(email, password) {
      const username = normalizeEmail(email);
      try {
        return await startSession(await tokens.password(username, password));
      } catch (error) {
        if (!(error instanceof TokenEndpointRefusal)) throw error;
        const refusal = classifyTokenError(error.status, error.body);
        // Only a refusal whose meaning depends on the account costs an admin call; a lock is never looked up,
        // so a locked account answers as fast, and as little, as a wrong password.
        const user = refusal === 'NOT_FULLY_SET_UP' ? await admin.findByEmail(username) : null;
        const outcome = signInRefusal(refusal, user ? { requiredActions: user.requiredActions ?? [] } : null);
        if (outcome.kind === 'REFUSED') throw outcome.error;
        return issueChallenge(user!.id!, username);
      }
    },

    async completeNewPassword(challengeSession, newPassword) {
      const checked = newPasswordSchema.safeParse(newPassword);
      if (!checked.success)
        throw new ValidationFailed(checked.error.issues.map((issue) => ({ field: 'newPassword', message: issue.message })));
      // Taken in one statement, so two racing answers cannot both use it.
      const [challenge] = await db('keycloak_password_challenges')
        .where({ token_hash: hashOf(challengeSession) })
        .whereNull('used_at')
        .where('expires_at', '>', clock.now())
        .update({ used_at: clock.now() })
        .returning<{ keycloak_user_id: string; email: string }[]>(['keycloak_user_id', 'email']);
      if (!challenge) throw new Unauthenticated(AUTH_MESSAGES.sessionExpired);
      // The password already passed our stricter rules (spec 1 §5.2), so the realm's policy accepts it.
      const client = await admin.api();
      await client.users.resetPassword({
        realm: config.realm,
        id: challenge.keycloak_user_id,
        credential: { type: 'password', value: newPassword, temporary: false },
      });
      const user = await client.users.findOne({ realm: config.realm, id: challenge.keycloak_user_id });
      if (!user) throw new Unauthenticated(AUTH_MESSAGES.sessionExpired);
      await admin.update(user, {
        requiredActions: (user.requiredActions ?? []).filter((action) => action !== REQUIRED_ACTIONS.updatePassword),
      });
      return startSession(await tokens.password(challenge.email, newPassword));
    },

    async verifyAccessToken(token) {
      const principal = await verify(token);
      const session: { signed_out_at: Date | null } | undefined = await db('keycloak_sessions')
        .where({ id: principal.sessionId })
        .first('signed_out_at');
      if (session?.signed_out_at) throw signedOut();
      return principal;
    },

    async refreshAccessToken(sessionId) {
      const session: { refresh_token: string | null } | undefined = await db('keycloak_sessions')
        .where({ id: sessionId })
        .whereNull('signed_out_at')
        .first('refresh_token');
      if (!session?.refresh_token) throw signedOut();
      const set = await tokens.refresh(session.refresh_token).catch((error: unknown) => {
        throw error instanceof TokenEndpointRefusal ? refreshRefusal(classifyTokenError(error.status, error.body)) : error;
      });
      await db('keycloak_sessions').where({ id: sessionId }).update({ refresh_token: set.refreshToken });
      return { accessToken: set.accessToken, expiresAt: expiresAt(set) };
    },

    async signOut(sessionId) {
      const now = clock.now();
      await db('keycloak_sessions')
        .insert({ id: sessionId, created_at: now, signed_out_at: now })
        .onConflict('id')
        .merge({ signed_out_at: now });
      // Ends it in Keycloak too: no refresh, neither here nor by keycloak-js, and no check-sso.
      await (await admin.api()).realms.removeSession({ realm: config.realm, sessionId }).catch(() => undefined);
    },

    async createUser(user) {
      return accounts.create({ ...user, confirmed: true }, 'create-user');
    },

    async createUserAwaitingPassword(user) {
      return accounts.create({ ...user, password: null, temporary: false, confirmed: true }, 'create-user');
    },
    issuePasswordLink: (userId) => passwordLinks.issue(userId),
    awaitsPassword: (userId) => passwordLinks.awaitsPassword(userId),
    setPasswordWithLink: (token, newPassword) => passwordLinks.use(token, newPassword),

    async findUserByEmail(email) {
      return (await accounts.find(email))?.principal ?? null;
    },

    async updateUserNames(userId, firstName, lastName) {
      await admin.update(await accounts.get(userId), { firstName, lastName });
    },

    async deleteUser(userId) {
      const user = await admin.findByUserId(userId);
      if (!user?.id) return;
      await accounts.endSessions(user, await admin.principalOf(user));
      await (await admin.api()).users.del({ realm: config.realm, id: user.id });
      await db('keycloak_codes').where({ user_id: userId }).delete();
      await db('keycloak_password_links').where({ user_id: userId }).delete();
      await db('keycloak_password_challenges').where({ keycloak_user_id: user.id }).delete();
    },

    async jwks() {
      const response = await fetch(certsUrl);
      if (!response.ok) throw new Error(`Keycloak JWKS answered ${response.status}`);
      return (await response.json()) as { keys: Record<string, unknown>[] };
    },
  };
};
