import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONFIRMATION_MESSAGES, IdentityError } from '../../domain/auth/identity-errors';
import { setPasswordSchema } from '../../domain/auth/password-link';
import { envelopeOf, failures, success } from '../http/envelope';
import { DEFAULT_ACCOUNT_LIMIT, limitRequests } from '../http/rate-limits';

const tooMany = () => new IdentityError('LimitExceededException', CONFIRMATION_MESSAGES.LimitExceededException);

/**
 * The set-password link of an account made without a password (`npm run admin:create`, README "First platform
 * admin"): the link's token and the chosen password, then the page signs in with them.
 */
const setPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { identity } = app.deps;
  const limit = app.deps.accountRateLimit ?? DEFAULT_ACCOUNT_LIMIT;

  app.post(
    '/auth/set-password',
    {
      config: { public: true },
      preHandler: limitRequests(app, 'set-password', limit, tooMany),
      schema: {
        tags: ['auth'],
        summary: 'Choose the first password with a set-password link: single use, 24 hours (spec 1 §5.2 rules)',
        body: setPasswordSchema,
        response: { 200: envelopeOf(z.object({ email: z.string() })), ...failures(400, 409, 429) },
      },
    },
    async (request) => {
      const principal = await identity.setPasswordWithLink(request.body.token, request.body.newPassword);
      return success({ email: principal.email });
    },
  );
};

export default setPasswordRoutes;
