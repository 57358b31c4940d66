import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../domain/auth/auth-messages';
import { completeNewPasswordSchema } from '../../domain/auth/new-password-schema';
import { signInSchema } from '../../domain/auth/sign-in-schema';
import type { SignInResult } from '../../domain/ports/identity';
import { DomainError } from '../../domain/shared/errors';
import { requirePrincipal } from '../access/route-access';
import { emailOfBody } from '../http/email-of-body';
import { envelopeOf, failures, success } from '../http/envelope';
import { signedInAnswerSchema, toSignedInAnswer } from '../schemas/sign-in-answer';
import { getUser } from '../../projections/queries/users';
import { principalSchema } from '../schemas/view-schemas';
import { recordPresence, recordSignOut } from '../application/presence/record-presence';
import { commandContextOf } from '../http/command-context';
import { withAuditorGrant } from '../access/auditor-principal';
import { hasRole } from '../../domain/auth/roles';

const signInAnswer = z.discriminatedUnion('kind', [
  signedInAnswerSchema,
  z.object({ kind: z.literal('NEW_PASSWORD_REQUIRED'), challengeSession: z.string(), email: z.string() }),
]);

const refreshAnswer = z.object({ accessToken: z.string(), expiresAt: z.string() });

const DEFAULT_LIMIT = { max: 10, timeWindowMs: 60_000 };
// spec 1 §8.1: the web form shows TooManyRequestsException as 'Too many login attempts...'.
const tooManyAttempts = () => new DomainError('RATE_LIMITED', AUTH_MESSAGES.tooManyRequests);

/** spec 1 §7 "authentication provider calls", served over HTTP under /api/auth. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { identity, onSignedOut } = app.deps;
  const limit = app.deps.signInRateLimit ?? DEFAULT_LIMIT;
  // Per address and email, so one account cannot be guessed at; per address alone (ten times wider),
  // so many accounts cannot be tried either. Checked after validation: the email is in the body.
  const limiters = [
    app.createRateLimit({ max: limit.max * 10, timeWindow: limit.timeWindowMs, keyGenerator: (request) => `sign-in|${request.ip}` }),
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      keyGenerator: (request) => `sign-in|${request.ip}|${emailOfBody(request.body)}`,
    }),
  ];
  const limitAttempts = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      const outcome = await limiter(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        reply.header('retry-after', outcome.ttlInSeconds);
        throw tooManyAttempts();
      }
    }
  };

  const toAnswer = (result: SignInResult): z.output<typeof signInAnswer> =>
    result.kind === 'SIGNED_IN' ? toSignedInAnswer(result) : result;

  /**
   * spec 1 §4.4: signing in sets presence (LOGGED_IN, or AWAY kept); an auditor's sets none, since auditors
   * change nothing. The roles the client routes by are those the server enforces: an auditor's are only
   * Auditor (docs/audit.md).
   */
  const signedIn = async (request: FastifyRequest, result: SignInResult): Promise<SignInResult> => {
    if (result.kind !== 'SIGNED_IN') return result;
    const principal = await withAuditorGrant(app.deps.db, result.principal);
    if (!hasRole(principal, 'Auditor'))
      await recordPresence(app.services, commandContextOf(request), { userId: principal.userId, cause: 'SignedIn' });
    return { ...result, principal };
  };

  app.post(
    '/auth/sign-in',
    {
      config: { public: true },
      preHandler: limitAttempts,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password (spec 1 §5.1)',
        body: signInSchema,
        response: { 200: envelopeOf(signInAnswer), ...failures(400, 401, 429) },
      },
    },
    async (request) => success(toAnswer(await signedIn(request, await identity.signIn(request.body.email, request.body.password)))),
  );

  app.post(
    '/auth/complete-new-password',
    {
      config: { public: true },
      preHandler: limitAttempts,
      schema: {
        tags: ['auth'],
        summary: 'Answer the NEW_PASSWORD_REQUIRED challenge (spec 1 §5.2)',
        body: completeNewPasswordSchema,
        response: { 200: envelopeOf(signInAnswer), ...failures(400, 401, 429) },
      },
    },
    async (request) =>
      success(
        toAnswer(await signedIn(request, await identity.completeNewPassword(request.body.challengeSession, request.body.newPassword))),
      ),
  );

  app.post(
    '/auth/sign-out',
    {
      config: { signedIn: true, ownSession: true },
      schema: {
        tags: ['auth'],
        summary: 'End the session; its access tokens stop working',
        response: { 200: envelopeOf(z.null()), ...failures(401) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { sessionId, userId } = principal;
      await identity.signOut(sessionId);
      await app.wrote(request, await recordSignOut(app.services, commandContextOf(request), principal));
      try {
        onSignedOut?.({ sessionId, userId });
      } catch (error) {
        request.log.error({ err: error }, 'onSignedOut failed'); // the session is over either way
      }
      return success(null);
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { signedIn: true, ownSession: true },
      schema: {
        tags: ['auth'],
        summary: 'A fresh access token for the same session, while the session lasts (spec 1 §9: 1 day)',
        response: { 200: envelopeOf(refreshAnswer), ...failures(401) },
      },
    },
    async (request) => success(await identity.refreshAccessToken(requirePrincipal(request).sessionId)),
  );

  app.get(
    '/auth/me',
    {
      config: { signedIn: true },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: envelopeOf(principalSchema), ...failures(401) } },
    },
    async (request) => {
      const { sessionId: _session, ...principal } = requirePrincipal(request);
      // The names as they stand now (a recruiter renamed since the token was signed), not the token's claims.
      const user = await getUser(app.deps.db, principal.userId);
      const names = user ? { firstName: user.firstName, lastName: user.lastName } : {};
      return success({ ...principal, ...names, roles: [...principal.roles] });
    },
  );
};

export default authRoutes;
