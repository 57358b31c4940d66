import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_BASE } from '../../domain/http/envelope';
import { InvalidPaymentSession, InvalidWebhook, type PaymentGateway } from '../../domain/ports/payments';
import { Conflict, DomainError, NotFound, ValidationFailed } from '../../domain/shared/errors';
import { getJobFair } from '../../projections/queries/jobfairs';
import { requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { commandContextOf } from '../http/command-context';
import { recordJobFairPayment } from '../application/jobfairs/record-job-fair-payment';
import { recordJobFairPaymentFailure } from '../application/jobfairs/record-job-fair-payment-failure';

export const PAYMENT_SUCCESS_PATH = '/employer-admin/payment-success';
const jobFairParams = z.object({ companyId: uuidParam('companyId'), id: uuidParam('id') });
// The session token rides in the query or body: it is longer than a path parameter may be.
const sessionQuery = z.object({ session: z.string({ error: 'session is required' }).min(1, 'session is required').max(4000) });
// Only same-site paths: a checkout must never send the browser to someone else's site.
const localPath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s]*$/, 'redirectUrl must be a path of this site');

/**
 * spec 1 §7 create-payment-link, the webhook both payment adapters call, and the local checkout page's
 * calls. Payment is JobFairPaid on the fair's stream; a replayed or late webhook changes nothing twice.
 */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const gateway = (): PaymentGateway => {
    if (!app.deps.payments) throw new DomainError('NOT_FOUND', 'Payments are not configured');
    return app.deps.payments;
  };
  const originOf = (request: { headers: Record<string, string | string[] | undefined>; protocol: string; host: string }) =>
    `${request.protocol}://${request.host}`;

  app.post(
    '/organizations/:companyId/jobfairs/:id/create-payment-link',
    {
      config: { roles: ['EmployerAdmin'], organizationParam: 'companyId' },
      schema: {
        tags: ['payments'],
        summary: 'The checkout URL of an UnPaid job fair (local checkout page or Stripe Checkout)',
        params: jobFairParams,
        body: z.object({ redirectUrl: localPath.optional() }).default({}),
        response: { 200: envelopeOf(z.object({ url: z.string() })), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { companyId, id } = request.params;
      const fair = await getJobFair(db, companyId, id);
      if (!fair) throw new NotFound('Job fair');
      if (fair.paymentStatus === 'Paid') throw new Conflict('This job fair is already paid');
      const origin = originOf(request);
      const { url } = await gateway().createCheckout({
        jobFairId: fair.id,
        companyId,
        fairName: fair.name,
        amount: fair.payment.amount,
        currency: fair.payment.currency,
        email: requirePrincipal(request).email,
        successUrl: `${origin}${request.body.redirectUrl ?? PAYMENT_SUCCESS_PATH}?jobFairId=${fair.id}`,
        cancelUrl: `${origin}/employer-admin/dashboard?step=2`,
      });
      return success({ url });
    },
  );

  // Webhooks need the raw body for the signature, so JSON is kept as text in this scope.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    hooks.post(
      '/payments/webhook',
      {
        config: { public: true },
        schema: {
          tags: ['payments'],
          summary: "Payment provider webhook (Stripe's signed format; the local checkout posts the same)",
          response: { 200: envelopeOf(z.object({ received: z.literal(true), applied: z.boolean() })), ...failures(400) },
        },
      },
      async (request) => {
        let notice;
        try {
          notice = gateway().readWebhook(
            typeof request.body === 'string' ? request.body : '',
            request.headers['stripe-signature'] as string | undefined,
          );
        } catch (error) {
          if (error instanceof InvalidWebhook) throw new ValidationFailed([{ field: 'stripe-signature', message: error.message }]);
          throw error;
        }
        if (!notice) return success({ received: true as const, applied: false });
        try {
          const context = commandContextOf(request);
          const recorded =
            notice.outcome === 'paid'
              ? await recordJobFairPayment(app.services, context, notice)
              : await recordJobFairPaymentFailure(app.services, context, notice);
          if (!recorded) return success({ received: true as const, applied: false });
          await app.wrote(request, recorded.checkpoint);
          return success({ received: true as const, applied: true });
        } catch (error) {
          // A payment for a fair that no longer exists is acknowledged (the provider would retry forever) and logged.
          if (error instanceof NotFound) {
            request.log.error({ notice }, 'payment for an unknown or deleted job fair');
            return success({ received: true as const, applied: false });
          }
          throw error;
        }
      },
    );
  });

  const localCheckout = () => {
    const local = gateway().local;
    if (!local) throw new DomainError('NOT_FOUND', 'The local checkout is not in use');
    return local;
  };
  const inSession = <T>(read: () => T): T => {
    try {
      return read();
    } catch (error) {
      if (error instanceof InvalidPaymentSession) throw new ValidationFailed([{ field: 'session', message: error.message }]);
      throw error;
    }
  };

  app.get(
    '/payments/local/session',
    {
      config: { roles: ['EmployerAdmin'] },
      schema: {
        tags: ['payments'],
        summary: 'What the local checkout page shows: fair name, amount, pre-filled email',
        querystring: sessionQuery,
        response: {
          200: envelopeOf(
            z.object({
              fairName: z.string(),
              amount: z.number(),
              currency: z.string(),
              email: z.string(),
              successUrl: z.string(),
              cancelUrl: z.string(),
            }),
          ),
          ...failures(400, 401, 403, 404),
        },
      },
    },
    async (request) => success(inSession(() => localCheckout().describe(request.query.session))),
  );

  // The local page stands in for the provider: it posts the signed webhook the provider would send.
  const postWebhook = async ({ body, signature }: Readonly<{ body: string; signature: string }>) => {
    const delivered = await app.inject({
      method: 'POST',
      url: `${API_BASE}/payments/webhook`,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
    if (delivered.statusCode !== 200) throw new Error(`The payment webhook answered ${delivered.statusCode}: ${delivered.body}`);
  };

  app.post(
    '/payments/local/pay',
    {
      config: { roles: ['EmployerAdmin'] },
      schema: {
        tags: ['payments'],
        summary: 'Pay on the local checkout page: posts the signed webhook the provider would send',
        body: sessionQuery,
        response: { 200: envelopeOf(z.object({ redirectUrl: z.string() })), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const local = localCheckout();
      const session = inSession(() => local.describe(request.body.session));
      await postWebhook(inSession(() => local.completedWebhook(request.body.session)));
      return success({ redirectUrl: session.successUrl });
    },
  );

  app.post(
    '/payments/local/cancel',
    {
      config: { roles: ['EmployerAdmin'] },
      schema: {
        tags: ['payments'],
        summary: 'Cancel on the local checkout page: the session expires unpaid, recorded as JobFairPaymentFailed',
        body: sessionQuery,
        response: { 200: envelopeOf(z.object({ redirectUrl: z.string() })), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const local = localCheckout();
      const session = inSession(() => local.describe(request.body.session));
      await postWebhook(inSession(() => local.cancelledWebhook(request.body.session)));
      return success({ redirectUrl: session.cancelUrl });
    },
  );
};

export default paymentRoutes;
