import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONFIRMATION_MESSAGES, IdentityError, PASSWORD_RESET_MESSAGES } from '../../domain/auth/identity-errors';
import { confirmForgotPasswordSchema, forgotPasswordSchema } from '../../domain/auth/password-reset-schema';
import { envelopeOf, failures, success } from '../http/envelope';
import { DEFAULT_ACCOUNT_LIMIT, limitRequests } from '../http/rate-limits';
import { emailOfBody } from '../http/email-of-body';

const message = z.object({ message: z.string() });
const tooMany = () => new IdentityError('LimitExceededException', CONFIRMATION_MESSAGES.LimitExceededException);

/** spec 1 §2.2, §4.8: request a reset code by mail, then set a new password with it. */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { identity } = app.deps;
  const limit = app.deps.accountRateLimit ?? DEFAULT_ACCOUNT_LIMIT;
  const limits = (name: string) => [
    limitRequests(app, name, limit, tooMany),
    limitRequests(app, `${name}-email`, limit, tooMany, (request) => emailOfBody(request.body)),
  ];

  app.post(
    '/auth/forgot-password',
    {
      config: { public: true },
      preHandler: limits('forgot-password'),
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset code (spec 1 §5.3); any address gets the same answer, a mail only one of an account',
        body: forgotPasswordSchema,
        response: { 200: envelopeOf(message), ...failures(400, 429) },
      },
    },
    async (request) => {
      await identity.forgotPassword(request.body.email);
      return success({ message: PASSWORD_RESET_MESSAGES.forgotSent });
    },
  );

  app.post(
    '/auth/confirm-forgot-password',
    {
      config: { public: true },
      preHandler: limits('confirm-forgot-password'),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed code: single use, expiring, 5 tries (spec 1 §5.4)',
        body: confirmForgotPasswordSchema,
        response: { 200: envelopeOf(message), ...failures(400, 429) },
      },
    },
    async (request) => {
      await identity.confirmForgotPassword(request.body.email, request.body.code, request.body.password);
      return success({ message: PASSWORD_RESET_MESSAGES.resetDone });
    },
  );
};

export default passwordResetRoutes;
