import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_IDENTITY_LIMITS, EMAIL_IDENTITY_MESSAGES, emailAddressSchema } from '../../domain/notification/email-identity-schema';
import { DomainError, Unavailable } from '../../domain/shared/errors';
import { getEmailIdentity, listEmailIdentities, verifiedEmailIdentities } from '../../projections/queries/email-identities';
import { commandContextOf } from '../http/command-context';
import { envelopeOf, failures, success } from '../http/envelope';
import { DEFAULT_ACCOUNT_LIMIT, limitRequests } from '../http/rate-limits';
import {
  addEmailIdentity,
  deleteEmailIdentity,
  resendVerification,
  verifyEmailIdentity,
} from '../application/email-identities/add-email-identity';
import { addEmailIdentities, deleteEmailIdentities } from '../application/email-identities/batch-email-identities';
import type { VerificationMail } from '../application/email-identities/verification-mail';

// spec 3 §6: the admin area is the platform admins'.
const ADMIN = { roles: ['Admin'] } as const;
const TAGS = ['email-identities'];
const BASE = '/organizations/email-identities';
/** The web page the verification link opens (web/src/app/routes: public, no sign-in). */
export const VERIFY_PAGE_PATH = '/email-identities/verify';

const identityView = z.object({
  email: z.string(),
  verified: z.boolean(),
  verificationStatus: z.enum(['NotStarted', 'Pending', 'Success', 'Failed']),
  verificationToken: z.string().nullable(),
});
const summaryView = z.object({ total: z.number(), verified: z.number(), pending: z.number(), failed: z.number() });
const batchSummary = z.object({
  total: z.number(),
  successful: z.number(),
  failed: z.array(z.object({ email: z.string(), message: z.string() })),
  message: z.string(),
});
const emailParams = z.object({ email: emailAddressSchema });
const emailList = z
  .array(emailAddressSchema)
  .max(EMAIL_IDENTITY_LIMITS.batch, `At most ${EMAIL_IDENTITY_LIMITS.batch} addresses at once`)
  .transform((emails) => [...new Set(emails)]);
const tooMany = () => new DomainError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');

/** spec 3 §7 Email identities, under /organizations/email-identities, and the public visit of a verification link. */
const emailIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const limit = app.deps.accountRateLimit ?? DEFAULT_ACCOUNT_LIMIT;

  // The link leads back to the host the admin works on, so it opens the platform that sent it.
  const verificationOf = (request: FastifyRequest): VerificationMail => {
    const mail = app.deps.mail ?? app.deps.mailOutbox;
    if (!mail) throw new Unavailable('No mail port is configured');
    return { mail, verifyPageUrl: `${request.protocol}://${request.host}${VERIFY_PAGE_PATH}` };
  };

  app.get(
    `${BASE}/`,
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Every email identity by address, and the summary (total, verified, pending, failed)',
        response: { 200: envelopeOf(z.object({ identities: z.array(identityView), summary: summaryView })), ...failures(401, 403) },
      },
    },
    async () => success(await listEmailIdentities(db)),
  );

  app.get(
    `${BASE}/verified`,
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'The verified addresses: the senders a template may name',
        response: { 200: envelopeOf(z.object({ emails: z.array(z.string()) })), ...failures(401, 403) },
      },
    },
    async () => success({ emails: await verifiedEmailIdentities(db) }),
  );

  app.get(
    `${BASE}/status`,
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'The sending service status: Sandbox Mode while mail goes to the outbox, Production Mode with SMTP',
        response: { 200: envelopeOf(z.object({ sandboxMode: z.boolean(), message: z.string() })), ...failures(401, 403) },
      },
    },
    async () => {
      const sandboxMode = app.deps.smtpConfigured !== true;
      return success({ sandboxMode, message: sandboxMode ? EMAIL_IDENTITY_MESSAGES.sandbox : EMAIL_IDENTITY_MESSAGES.production });
    },
  );

  app.post(
    `${BASE}/verification-status`,
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'The verification status of each address asked about (NotStarted for one not listed)',
        body: z.object({ emails: emailList }),
        response: {
          200: envelopeOf(z.array(z.object({ email: z.string(), verificationStatus: z.string() }))),
          ...failures(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { identities } = await listEmailIdentities(db);
      return success(
        request.body.emails.map((email) => ({
          email,
          verificationStatus: identities.find((identity) => identity.email === email)?.verificationStatus ?? 'NotStarted',
        })),
      );
    },
  );

  app.post(
    `${BASE}/batch`,
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Add several addresses, each mailed a verification link; the summary says how many were added',
        body: z.object({ emails: emailList.refine((emails) => emails.length > 0, EMAIL_IDENTITY_MESSAGES.noneEntered) }),
        response: { 200: envelopeOf(batchSummary), ...failures(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const { summary, checkpoint } = await addEmailIdentities(
        app.services,
        commandContextOf(request),
        verificationOf(request),
        request.body.emails,
      );
      await app.wrote(request, checkpoint);
      return success({ ...summary, message: EMAIL_IDENTITY_MESSAGES.added(summary.successful, summary.total) });
    },
  );

  app.delete(
    `${BASE}/batch`,
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Delete several identities; the summary says how many were deleted',
        body: z.object({ emails: emailList.refine((emails) => emails.length > 0, EMAIL_IDENTITY_MESSAGES.noneSelected) }),
        response: { 200: envelopeOf(batchSummary), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { summary, checkpoint } = await deleteEmailIdentities(app.services, commandContextOf(request), request.body.emails);
      await app.wrote(request, checkpoint);
      return success({ ...summary, message: EMAIL_IDENTITY_MESSAGES.deleted(summary.successful, summary.total) });
    },
  );

  app.post(
    `${BASE}/`,
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Add an address and mail it a verification link (its status is Failed when the mail port refuses it)',
        body: z.object({ email: emailAddressSchema }),
        response: { 201: envelopeOf(identityView), ...failures(400, 401, 403, 409, 503) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const { checkpoint } = await addEmailIdentity(app.services, commandContextOf(request), verificationOf(request), email);
      await app.wrote(request, checkpoint);
      const identity = await getEmailIdentity(db, email);
      return reply
        .code(201)
        .send(success(identity ?? { email, verified: false, verificationStatus: 'Pending' as const, verificationToken: null }));
    },
  );

  app.get(
    `${BASE}/:email/verification`,
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Whether an address is verified (false for one not listed)',
        params: emailParams,
        response: { 200: envelopeOf(z.object({ email: z.string(), verified: z.boolean() })), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { email } = request.params;
      return success({ email, verified: (await getEmailIdentity(db, email))?.verified ?? false });
    },
  );

  app.delete(
    `${BASE}/:email`,
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Delete one identity; templates naming it as sender keep it until they are saved again',
        params: emailParams,
        response: { 200: envelopeOf(z.object({ success: z.boolean(), message: z.string() })), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const checkpoint = await deleteEmailIdentity(app.services, commandContextOf(request), request.params.email);
      await app.wrote(request, checkpoint);
      return success({ success: true, message: EMAIL_IDENTITY_MESSAGES.deleted(1, 1) });
    },
  );

  app.put(
    `${BASE}/:email/resend-verification`,
    {
      config: ADMIN,
      schema: {
        tags: TAGS,
        summary: 'Mail a new verification link (the old one stops working); only for an identity not yet verified',
        params: emailParams,
        response: { 200: envelopeOf(z.object({ success: z.boolean(), message: z.string() })), ...failures(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const { sent, checkpoint } = await resendVerification(
        app.services,
        commandContextOf(request),
        verificationOf(request),
        request.params.email,
      );
      await app.wrote(request, checkpoint);
      return success({ success: sent, message: sent ? EMAIL_IDENTITY_MESSAGES.resent : EMAIL_IDENTITY_MESSAGES.resendFailed });
    },
  );

  app.post(
    '/public/email-identities/verify',
    {
      config: { public: true },
      preHandler: limitRequests(app, 'email-identity-verify', limit, tooMany),
      schema: {
        tags: ['public'],
        summary: "The visit of a verification link: the address's owner proves it receives mail there",
        body: z.object({ email: emailAddressSchema, token: z.string().max(100) }),
        response: { 200: envelopeOf(z.object({ email: z.string(), verified: z.literal(true) })), ...failures(400, 409, 429) },
      },
    },
    async (request) => {
      const { email, token } = request.body;
      const checkpoint = await verifyEmailIdentity(app.services, commandContextOf(request), { email, token });
      await app.wrote(request, checkpoint);
      return success({ email, verified: true as const });
    },
  );
};

export default emailIdentityRoutes;
