import { randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Knex } from 'knex';
import { AUTH_MESSAGES, SIGN_IN_LOCKOUT } from '../../domain/auth/auth-messages';
import { newPasswordSchema } from '../../domain/auth/new-password-schema';
import { SESSION_LIFETIME_MS } from '../../domain/auth/session-lifetime';
import { ROLES } from '../../domain/auth/roles';
import type { Clock } from '../../domain/ports/clock';
import type { IdentityProvider, NewUser, SignInResult } from '../../domain/ports/identity';
import { Conflict, NotFound, InvalidCredentials, Unauthenticated, ValidationFailed } from '../../domain/shared/errors';
import { IdentityError } from '../../domain/auth/identity-errors';
import type { MailSender } from '../../domain/ports/mail';
import { ensureIdentitySchema } from './identity-schema';
import { normalizeEmail, toPrincipal } from './identity-user-row';
import { DEFAULT_SCRYPT_COST, hashPassword, verifyPassword, type ScryptCost } from './password-hash';
import { createBuiltinAccounts } from './builtin-accounts';
import { createOneTimeCodes } from './one-time-codes';
import { createPasswordLinks } from './password-links';
import { createSelfService } from './self-service';
import { createSignInAttempts, type Lockout } from './sign-in-attempts';
import { loadSigningKeys, SIGNING_ALGORITHM, type SigningKey } from './signing-keys';
import { createVerifiedTokens } from './verified-tokens';
import { planOnce } from '../../projections/queries/plan-once';
import { readsByIdSharedPerTurn } from '../../projections/queries/shared-reads';

export type BuiltinIdentityOptions = Readonly<{
  db: Knex;
  clock: Clock;
  newId: () => string;
  issuer?: string;
  audience?: string;
  /** Access tokens are short-lived (15 minutes) so a stolen one is worth little. */
  accessTokenTtlSeconds?: number;
  /** How long a sign-in may be kept alive by refreshing its access token (spec 1 §9: 1 day). */
  sessionLifetimeSeconds?: number;
  /** How long the NEW_PASSWORD_REQUIRED challenge may be answered. */
  challengeTtlSeconds?: number;
  scryptCost?: ScryptCost;
  lockout?: Lockout;
  /** Carries sign-up confirmation and password reset codes; without it those calls fail. */
  mail?: MailSender;
}>;

type UserRow = {
  id: string;
  email: string;
  password_hash: string;
  roles: string[];
  organization_id: string | null;
  first_name: string;
  last_name: string;
  temporary_password: boolean;
  password_version: number;
  confirmed: boolean;
};

const ACCESS_TYPE = 'at+jwt'; // RFC 9068; the challenge uses another type so neither passes for the other
const CHALLENGE_TYPE = 'challenge+jwt';

const noMail: MailSender = {
  send: async () => {
    throw new Error('No mail port configured for the built-in identity');
  },
};

/**
 * The users of sessions not signed out, by session id. Every request and socket checks its session, so
 * those that arrive together share one statement (a statement for each count of ids, planned once).
 */
const readSignedInUser = readsByIdSharedPerTurn(async (db, sessionIds) => {
  const rows = await db('identity_sessions')
    .join('identity_users', 'identity_users.id', 'identity_sessions.user_id')
    .whereIn('identity_sessions.id', sessionIds)
    .whereNull('identity_sessions.signed_out_at')
    .select<(UserRow & { session_id: string })[]>('identity_users.*', 'identity_sessions.id as session_id')
    .options(planOnce(`identity-sessions:${sessionIds.length}`));
  return new Map(rows.map(({ session_id: sessionId, ...user }) => [sessionId, user]));
});

/** Built-in identity: users in Postgres, scrypt hashes, ES256 JWTs signed with jose, JWKS. */
export const createBuiltinIdentity = async (options: BuiltinIdentityOptions): Promise<IdentityProvider> => {
  const { db, clock, newId } = options;
  const issuer = options.issuer ?? 'jobfair-platform';
  const audience = options.audience ?? 'jobfair-api';
  const accessTtl = options.accessTokenTtlSeconds ?? 900;
  const sessionLifetimeMs = (options.sessionLifetimeSeconds ?? SESSION_LIFETIME_MS / 1000) * 1000;
  const challengeTtl = options.challengeTtlSeconds ?? 600;
  const cost = options.scryptCost ?? DEFAULT_SCRYPT_COST;
  const attempts = createSignInAttempts(db, options.lockout ?? SIGN_IN_LOCKOUT);

  await ensureIdentitySchema(db);
  let keys: SigningKey[] = await loadSigningKeys(db, newId, clock.now());
  // Unknown emails are checked against this hash too, so timing does not tell which emails exist.
  const decoyHash = await hashPassword(newId(), cost);

  const signingKey = () => keys[0]!;
  const keyFor: JWTVerifyGetKey = async ({ kid }) => {
    if (!keys.some((key) => key.kid === kid)) keys = await loadSigningKeys(db, newId, clock.now()); // another process may have rotated
    const key = keys.find((candidate) => candidate.kid === kid);
    if (!key) throw new Unauthenticated('Invalid access token');
    return key.publicKey;
  };

  /** `notAfter` (ms) caps the expiry, so no token outlives its session. */
  const sign = async (claims: JWTPayload, type: string, subject: string, ttlSeconds: number, notAfter = Infinity) => {
    const issuedAt = Math.floor(clock.now().getTime() / 1000);
    const expiresAt = Math.min(issuedAt + ttlSeconds, Math.floor(notAfter / 1000));
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: signingKey().kid, typ: type })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(signingKey().privateKey);
    return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
  };

  const verify = (token: string, type: string) =>
    jwtVerify(token, keyFor, { issuer, audience, algorithms: [SIGNING_ALGORITHM], typ: type, currentDate: clock.now() });

  const verifiedAccessClaims = createVerifiedTokens(async (token) => {
    const { payload } = await verify(token, ACCESS_TYPE).catch((error: unknown) => {
      if (error instanceof joseErrors.JWTExpired) throw new Unauthenticated(AUTH_MESSAGES.sessionExpired);
      throw new Unauthenticated('Invalid access token');
    });
    const { sub, sid, exp } = payload;
    if (typeof sid !== 'string' || typeof sub !== 'string' || typeof exp !== 'number') throw new Unauthenticated('Invalid access token');
    return { sub, sid, exp };
  });

  const issueAccessToken = async (user: UserRow, sessionId: string, sessionCreatedAt: Date) => {
    const principal = toPrincipal(user);
    const { token, expiresAt } = await sign(
      { sid: sessionId, email: principal.email, roles: [...principal.roles], org: principal.organizationId },
      ACCESS_TYPE,
      user.id,
      accessTtl,
      sessionCreatedAt.getTime() + sessionLifetimeMs,
    );
    return { accessToken: token, expiresAt, principal };
  };

  const startSession = async (user: UserRow): Promise<SignInResult> => {
    const sessionId = newId();
    const createdAt = clock.now();
    await db('identity_sessions').insert({ id: sessionId, user_id: user.id, created_at: createdAt });
    return { kind: 'SIGNED_IN', ...(await issueAccessToken(user, sessionId, createdAt)) };
  };

  const findUser = (email: string): Promise<UserRow | undefined> =>
    db('identity_users')
      .where({ email: normalizeEmail(email) })
      .first();

  const createUser = async (user: NewUser) => {
    const roles = user.roles.filter((role) => (ROLES as readonly string[]).includes(role));
    const row = {
      id: user.userId,
      email: normalizeEmail(user.email),
      password_hash: await hashPassword(user.password, cost),
      roles,
      organization_id: user.organizationId,
      first_name: user.firstName,
      last_name: user.lastName,
      temporary_password: user.temporary,
      created_at: clock.now(),
    };
    try {
      await db('identity_users').insert(row);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new Conflict('An account with this email already exists');
      throw error;
    }
    return toPrincipal(row);
  };

  const accounts = createBuiltinAccounts({ db, clock, cost });
  const passwordLinks = createPasswordLinks({
    db,
    clock,
    table: 'identity_password_links',
    setPassword: async (userId, newPassword) => {
      await accounts.resetPassword(userId, newPassword);
      const user = await db<UserRow>('identity_users').where({ id: userId }).first();
      if (!user) throw new NotFound('User');
      return toPrincipal(user);
    },
  });

  return {
    ...createSelfService({
      accounts,
      codes: createOneTimeCodes(db, clock),
      mail: options.mail ?? noMail,
    }),

    async signIn(email, password) {
      // Unknown and locked accounts get the same answer after the same work: neither is told apart from a
      // wrong password. The spec's lockout words show in the browser that made the failures (its own counter).
      const user = await attempts.claim<UserRow>(normalizeEmail(email), clock.now());
      if (!user) {
        await verifyPassword(password, decoyHash);
        throw new InvalidCredentials();
      }
      if (!(await verifyPassword(password, user.password_hash))) {
        await attempts.failed(user.id, clock.now());
        throw new InvalidCredentials();
      }
      if (!(await attempts.succeeded(user.id, clock.now()))) throw new InvalidCredentials();
      // spec 1 §8.1 UserNotConfirmedException: told only to whoever knows the password.
      if (!user.confirmed) throw new IdentityError('UserNotConfirmedException', 'Please verify your email address before signing in.');
      if (user.temporary_password) {
        const { token } = await sign({ pwv: user.password_version }, CHALLENGE_TYPE, user.id, challengeTtl);
        return { kind: 'NEW_PASSWORD_REQUIRED', challengeSession: token, email: user.email };
      }
      return startSession(user);
    },

    async completeNewPassword(challengeSession, newPassword) {
      const claims = await verify(challengeSession, CHALLENGE_TYPE).then(
        ({ payload }) => payload,
        () => {
          throw new Unauthenticated(AUTH_MESSAGES.sessionExpired);
        },
      );
      const checked = newPasswordSchema.safeParse(newPassword);
      if (!checked.success)
        throw new ValidationFailed(checked.error.issues.map((issue) => ({ field: 'newPassword', message: issue.message })));
      const passwordHash = await hashPassword(newPassword, cost);
      // The version check makes the challenge single-use, even when two answers race.
      const [user] = await db<UserRow>('identity_users')
        .where({ id: claims.sub, temporary_password: true, password_version: claims.pwv as number })
        .update({ password_hash: passwordHash, temporary_password: false, password_version: db.raw('password_version + 1') })
        .returning('*');
      if (!user) throw new Unauthenticated(AUTH_MESSAGES.sessionExpired);
      return startSession(user);
    },

    async verifyAccessToken(token) {
      const claims = await verifiedAccessClaims(token, clock.now());
      const user = await readSignedInUser(db, claims.sid);
      if (!user || user.id !== claims.sub) throw new Unauthenticated('You have signed out. Please sign in again.');
      return { ...toPrincipal(user), sessionId: claims.sid };
    },

    async refreshAccessToken(sessionId) {
      const session: (UserRow & { session_created_at: Date }) | undefined = await db('identity_sessions')
        .join('identity_users', 'identity_users.id', 'identity_sessions.user_id')
        .where({ 'identity_sessions.id': sessionId })
        .whereNull('identity_sessions.signed_out_at')
        .first('identity_users.*', 'identity_sessions.created_at as session_created_at');
      if (!session) throw new Unauthenticated('You have signed out. Please sign in again.');
      // Under a second left would give a token that is already expired; the session is over.
      if (session.session_created_at.getTime() + sessionLifetimeMs - clock.now().getTime() < 1000)
        throw new Unauthenticated(AUTH_MESSAGES.sessionExpired);
      const { accessToken, expiresAt } = await issueAccessToken(session, sessionId, session.session_created_at);
      return { accessToken, expiresAt };
    },

    async signOut(sessionId) {
      await db('identity_sessions').where({ id: sessionId }).whereNull('signed_out_at').update({ signed_out_at: clock.now() });
    },

    async deleteUser(userId) {
      // Sessions and one-time codes go with the row (ON DELETE CASCADE), so its tokens stop working at once.
      await db('identity_users').where({ id: userId }).delete();
    },

    createUser,

    // The hash of a secret nobody is told: no password opens the account until its link sets one.
    createUserAwaitingPassword: (user) => createUser({ ...user, password: randomBytes(32).toString('base64url'), temporary: false }),
    issuePasswordLink: (userId) => passwordLinks.issue(userId),
    awaitsPassword: (userId) => passwordLinks.awaitsPassword(userId),
    setPasswordWithLink: (token, newPassword) => passwordLinks.use(token, newPassword),

    async updateUserNames(userId, firstName, lastName) {
      const updated = await db('identity_users').where({ id: userId }).update({ first_name: firstName, last_name: lastName });
      if (updated === 0) throw new NotFound('User');
    },

    async findUserByEmail(email) {
      const user = await findUser(email);
      return user ? toPrincipal(user) : null;
    },

    async jwks() {
      return { keys: keys.map((key) => ({ ...key.publicJwk })) };
    },
  };
};
