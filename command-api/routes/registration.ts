import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONFIRMATION_MESSAGES, IdentityError, RESEND_MESSAGES } from '../../domain/auth/identity-errors';
import {
  confirmSignUpSchema,
  REGISTRATION_FIELD_MESSAGES,
  resendCodeSchema,
  signUpRequestSchema,
} from '../../domain/auth/registration-schema';
import { ValidationFailed } from '../../domain/shared/errors';
import { emailOfBody } from '../http/email-of-body';
import { envelopeOf, failures, success } from '../http/envelope';
import { DEFAULT_ACCOUNT_LIMIT, limitRequests } from '../http/rate-limits';
import { signedInAnswerSchema, toSignedInAnswer } from '../schemas/sign-in-answer';
import { commandContextOf } from '../http/command-context';
import { registerUser } from '../application/users/register-user';

const signUpAnswer = z.object({
  userId: z.string(),
  email: z.string(),
  userConfirmed: z.literal(false),
  codeDeliveryMedium: z.literal('EMAIL'),
});
const confirmAnswer = z.object({
  confirmed: z.literal(true),
  session: signedInAnswerSchema.nullable().describe('Present when the password came along (spec 3 §4: automatic sign-in)'),
});
const resendAnswer = z.object({ message: z.string() });
const robotAnswer = z.record(z.string(), z.unknown()).describe('An ALTCHA challenge for the widget');

const robotRefused = () => new ValidationFailed([{ field: 'robotCheck', message: REGISTRATION_FIELD_MESSAGES.robotCheckRequired }]);
const tooMany = () => new IdentityError('LimitExceededException', CONFIRMATION_MESSAGES.LimitExceededException);

/**
 * spec 3 §2.1, §4 Registration and §7 "identity calls": sign-up, confirm sign-up, resend the code, and
 * the robot check's challenge. Every account created here is also a UserRegistered event.
 */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { identity, robotCheck, newId } = app.deps;
  const limit = app.deps.accountRateLimit ?? DEFAULT_ACCOUNT_LIMIT;
  const perAddress = (name: string) => limitRequests(app, name, limit, tooMany);
  // Codes: per address and, ten times tighter overall, per email, so neither one client nor many guess one account's code.
  const perAddressAndEmail = (name: string) => [
    perAddress(name),
    limitRequests(app, `${name}-email`, limit, tooMany, (request) => emailOfBody(request.body)),
  ];

  app.get(
    '/auth/robot-challenge',
    {
      config: { public: true },
      preHandler: limitRequests(app, 'robot-challenge', { max: limit.max * 3, timeWindowMs: limit.timeWindowMs }, tooMany),
      schema: {
        tags: ['auth'],
        summary: 'A proof-of-work challenge for the registration robot check (ALTCHA)',
        response: { 200: envelopeOf(robotAnswer), ...failures(429) },
      },
    },
    async () => {
      if (!robotCheck) throw new IdentityError('InvalidParameterException', 'The robot check is not available');
      return success(await robotCheck.challenge());
    },
  );

  app.post(
    '/auth/sign-up',
    {
      config: { public: true },
      preHandler: perAddress('sign-up'),
      schema: {
        tags: ['auth'],
        summary: 'Register (spec 3 §2.1, §5): an unconfirmed account; a 6-digit code goes out by mail',
        body: signUpRequestSchema,
        response: { 201: envelopeOf(signUpAnswer), ...failures(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { robotCheck: solution, acceptTerms: _accepted, phone, city, state, zip, sponsorId, ...person } = request.body;
      if (!robotCheck || !(await robotCheck.verify(solution))) throw robotRefused();
      const roles = [...person.roles];
      // An employer registers a company of their own; its details are filled in on the dashboard (spec 1 §4.3).
      const organizationId = roles.includes('EmployerAdmin') ? newId() : null;
      const principal = await identity.signUp({ ...person, roles, userId: newId(), organizationId });
      const checkpoint = await registerUser(app.services, commandContextOf(request), {
        userId: principal.userId,
        email: principal.email,
        firstName: principal.firstName,
        lastName: principal.lastName,
        roles: [...principal.roles],
        organizationId,
        sponsorId,
        contact: { phone, city, state, zip },
      });
      await app.wrote(request, checkpoint);
      return reply.code(201).send(
        success({
          userId: principal.userId,
          email: principal.email,
          userConfirmed: false as const,
          codeDeliveryMedium: 'EMAIL' as const,
        }),
      );
    },
  );

  app.post(
    '/auth/confirm-sign-up',
    {
      config: { public: true },
      preHandler: perAddressAndEmail('confirm-sign-up'),
      schema: {
        tags: ['auth'],
        summary:
          'Confirm with the mailed code (spec 3 §4); with the password, signed in too. An unknown or confirmed address is a wrong code',
        body: confirmSignUpSchema,
        response: { 200: envelopeOf(confirmAnswer), ...failures(400, 429) },
      },
    },
    async (request) => {
      const { email, code, password } = request.body;
      await identity.confirmSignUp(email, code);
      if (!password) return success({ confirmed: true as const, session: null });
      const result = await identity.signIn(email, password).catch((error: unknown) => {
        request.log.info({ err: error }, 'automatic sign-in after confirmation failed');
        return null;
      });
      const session = result?.kind === 'SIGNED_IN' ? toSignedInAnswer(result) : null;
      return success({ confirmed: true as const, session });
    },
  );

  app.post(
    '/auth/resend-confirmation-code',
    {
      config: { public: true },
      preHandler: perAddressAndEmail('resend-confirmation-code'),
      schema: {
        tags: ['auth'],
        summary: 'A new confirmation code, at most one a minute (spec 3 §9); any address gets the same answer',
        body: resendCodeSchema,
        response: { 200: envelopeOf(resendAnswer), ...failures(400, 429) },
      },
    },
    async (request) => {
      await identity.resendConfirmationCode(request.body.email);
      return success({ message: RESEND_MESSAGES.success });
    },
  );
};

export default registrationRoutes;
