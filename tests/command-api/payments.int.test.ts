import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFairStream } from '../../domain/jobfair/jobfair';
import { organizationStream } from '../../domain/organization/organization';
import { createStripePayments } from '../../infra/payments/stripe-payments';
import { buildTestApi, envelopeOf, TEST_WEBHOOK_SECRET, type TestApi } from '../support/api';
import { castFor, jobFairBody, type Cast } from './fixtures';

let api: TestApi;
let cast: Cast;
beforeAll(async () => {
  api = await buildTestApi('api_payments');
  cast = await castFor(api);
});
afterAll(() => api.close());

const stripe = new Stripe('sk_test_unused');
const newFair = async () =>
  envelopeOf(
    await api.as(cast.employerAdmin, {
      method: 'POST',
      url: `/api/organizations/${cast.organizationId}/jobfairs`,
      payload: jobFairBody(api),
    }),
  ).data as { id: string; name: string };
const fairUrl = (id: string) => `/api/organizations/${cast.organizationId}/jobfairs/${id}`;
const paymentLink = (id: string, user = cast.employerAdmin) =>
  api.as(user, { method: 'POST', url: `${fairUrl(id)}/create-payment-link`, payload: {} });
const fairOf = async (id: string) => envelopeOf(await api.as(cast.employerAdmin, { method: 'GET', url: fairUrl(id) })).data;

/** A Stripe-format event signed by the stripe library's own test-header helper. */
const stripeWebhook = (
  jobFairId: string,
  {
    eventId = `evt_${randomUUID()}`,
    companyId = cast.organizationId,
    secret = TEST_WEBHOOK_SECRET,
    type = 'checkout.session.completed',
    sessionId = `cs_${jobFairId}`,
  } = {},
) => {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        client_reference_id: jobFairId,
        amount_total: 49_900,
        currency: 'usd',
        payment_status: 'paid',
        metadata: { companyId, jobFairId },
      },
    },
  });
  return api.as(null, {
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    payload,
  });
};

describe('payments: create-payment-link, local checkout, webhook', () => {
  it('pays through the local checkout page: fair name, amount, pre-filled email; Paid, onboarding step, paying twice changes nothing', async () => {
    const fair = await newFair();
    const link = await paymentLink(fair.id);
    expect(link.statusCode, link.body).toBe(200);
    const url = new URL(envelopeOf(link).data.url, 'http://localhost');
    expect(url.pathname).toBe('/employer-admin/checkout');
    const session = url.searchParams.get('session')!;
    const shown = envelopeOf(
      await api.as(cast.employerAdmin, { method: 'GET', url: `/api/payments/local/session?session=${encodeURIComponent(session)}` }),
    ).data;
    expect(shown).toMatchObject({ fairName: fair.name, amount: 49_900, currency: 'usd', email: cast.employerAdmin.email });
    expect(shown.successUrl).toContain(`/employer-admin/payment-success?jobFairId=${fair.id}`);

    const paid = await api.as(cast.employerAdmin, { method: 'POST', url: '/api/payments/local/pay', payload: { session } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(envelopeOf(paid).data.redirectUrl).toBe(shown.successUrl);
    expect(await fairOf(fair.id)).toMatchObject({ paymentStatus: 'Paid', isActivated: false });
    const steps = (await api.store.readStream(organizationStream(cast.organizationId))).events.map((event) => event.data.lastCompletedStep);
    expect(steps).toContain('JobFairPaymentCompleted');

    const before = await api.eventCount();
    expect((await api.as(cast.employerAdmin, { method: 'POST', url: '/api/payments/local/pay', payload: { session } })).statusCode).toBe(
      200,
    );
    expect(await api.eventCount()).toBe(before);
    expect((await paymentLink(fair.id)).statusCode).toBe(409);
  });

  it('refuses a forged session and a payment link for another organization or role', async () => {
    const fair = await newFair();
    expect((await api.as(cast.employerAdmin, { method: 'GET', url: '/api/payments/local/session?session=forged.token' })).statusCode).toBe(
      400,
    );
    for (const user of [cast.admin, cast.recruiter, cast.applicant, cast.otherEmployerAdmin])
      expect((await paymentLink(fair.id, user)).statusCode).toBe(403);
  });

  it('records a Stripe-signed webhook once: a replay or a second event for the same fair changes nothing', async () => {
    const fair = await newFair();
    const first = await stripeWebhook(fair.id, { eventId: 'evt_once' });
    expect(first.statusCode, first.body).toBe(200);
    expect(envelopeOf(first).data).toEqual({ received: true, applied: true });
    const before = await api.eventCount();
    expect(envelopeOf(await stripeWebhook(fair.id, { eventId: 'evt_once' })).data.applied).toBe(false);
    expect(envelopeOf(await stripeWebhook(fair.id)).data.applied).toBe(false);
    expect(await api.eventCount()).toBe(before);
    const paidEvents = (await api.store.readStream(jobFairStream(fair.id))).events.filter((event) => event.type === 'JobFairPaid');
    expect(paidEvents).toHaveLength(1);
  });

  it('records JobFairPaymentFailed for a cancelled local checkout and for Stripe failed or expired sessions, once each, never once paid', async () => {
    const fair = await newFair();
    const session = new URL(envelopeOf(await paymentLink(fair.id)).data.url, 'http://localhost').searchParams.get('session')!;
    const cancelled = await api.as(cast.employerAdmin, { method: 'POST', url: '/api/payments/local/cancel', payload: { session } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(envelopeOf(cancelled).data.redirectUrl).toContain('/employer-admin/dashboard?step=2');
    expect((await api.as(cast.employerAdmin, { method: 'POST', url: '/api/payments/local/cancel', payload: { session } })).statusCode).toBe(
      200,
    );
    const failed = await stripeWebhook(fair.id, { type: 'checkout.session.async_payment_failed', sessionId: 'cs_declined' });
    expect(envelopeOf(failed).data).toEqual({ received: true, applied: true });
    expect(envelopeOf(await stripeWebhook(fair.id, { type: 'checkout.session.expired', sessionId: 'cs_declined' })).data.applied).toBe(
      false,
    );
    const failures = (await api.store.readStream(jobFairStream(fair.id))).events.filter((event) => event.type === 'JobFairPaymentFailed');
    expect(failures.map((event) => event.data)).toEqual([
      expect.objectContaining({ amount: 49_900, currency: 'usd', reason: 'The checkout expired or was cancelled before payment' }),
      expect.objectContaining({ paymentReference: 'cs_declined', reason: 'The payment failed' }),
    ]);
    expect(await fairOf(fair.id)).toMatchObject({ paymentStatus: 'UnPaid' });

    await stripeWebhook(fair.id);
    const before = await api.eventCount();
    expect(envelopeOf(await stripeWebhook(fair.id, { type: 'checkout.session.expired', sessionId: 'cs_late' })).data.applied).toBe(false);
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses a webhook whose signature does not verify (400, nothing stored) and acknowledges one for a deleted fair', async () => {
    const fair = await newFair();
    const before = await api.eventCount();
    expect((await stripeWebhook(fair.id, { secret: 'whsec_someone_else' })).statusCode).toBe(400);
    expect(
      (await api.as(null, { method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' }))
        .statusCode,
    ).toBe(400);
    expect(await api.eventCount()).toBe(before);
    expect((await api.as(cast.employerAdmin, { method: 'DELETE', url: fairUrl(fair.id) })).statusCode).toBe(200);
    const late = await stripeWebhook(fair.id);
    expect(late.statusCode).toBe(200);
    expect(envelopeOf(late).data.applied).toBe(false);
  });

  it('Stripe adapter: Checkout Session with client_reference_id and the pre-filled email', async () => {
    let params: Stripe.Checkout.SessionCreateParams | undefined;
    const fake = {
      checkout: {
        sessions: {
          create: async (p: Stripe.Checkout.SessionCreateParams) => ((params = p), { url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
        },
      },
      webhooks: stripe.webhooks,
    };
    const gateway = createStripePayments({
      secretKey: 'sk_test_unused',
      webhookSecret: TEST_WEBHOOK_SECRET,
      stripe: fake as unknown as Stripe,
    });
    const request = {
      jobFairId: 'f1',
      companyId: 'c1',
      fairName: 'Acme fair',
      amount: 49_900,
      currency: 'usd',
      email: 'boss@acme.example',
      successUrl: 'https://x.example/ok',
      cancelUrl: 'https://x.example/no',
    };
    expect(await gateway.createCheckout(request)).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    expect(params).toMatchObject({
      mode: 'payment',
      client_reference_id: 'f1',
      customer_email: 'boss@acme.example',
      metadata: { companyId: 'c1' },
      success_url: 'https://x.example/ok',
    });
    expect(params!.line_items![0]).toMatchObject({
      quantity: 1,
      price_data: { unit_amount: 49_900, currency: 'usd', product_data: { name: 'Acme fair' } },
    });
  });
});

describe('activation (spec 1 §4.2, spec 3 §2.2)', () => {
  it('lets only a platform admin activate a paid fair; job seekers reach its booths only once activated', async () => {
    const fair = await newFair();
    const activate = (user: Cast['admin'], isActivated = true) =>
      api.as(user, { method: 'PUT', url: `${fairUrl(fair.id)}/activation`, payload: { isActivated } });
    expect((await activate(cast.admin)).statusCode).toBe(409);
    await stripeWebhook(fair.id);
    for (const user of [cast.employerAdmin, cast.recruiter, cast.applicant, cast.otherEmployerAdmin])
      expect((await activate(user)).statusCode).toBe(403);
    const booth = await api.as(cast.employerAdmin, {
      method: 'POST',
      url: `/api/jobfairs/${fair.id}/booths`,
      payload: { name: 'Booth', companyImageUrl: 'logo.png' },
    });
    expect(booth.statusCode, booth.body).toBe(201);
    expect((await api.as(cast.applicant, { method: 'GET', url: `/api/jobfairs/${fair.id}/booths` })).statusCode).toBe(404); // not open to job seekers: to them it is not found (spec 1 §4.2)
    const activated = await activate(cast.admin);
    expect(envelopeOf(activated).data).toMatchObject({ isActivated: true, paymentStatus: 'Paid' });
    expect((await api.as(cast.applicant, { method: 'GET', url: `/api/jobfairs/${fair.id}/booths` })).statusCode).toBe(200);
    expect(envelopeOf(await activate(cast.admin, false)).data.isActivated).toBe(false);
    expect((await api.as(cast.applicant, { method: 'GET', url: `/api/jobfairs/${fair.id}/booths` })).statusCode).toBe(404);
  });
});

describe('GET /api/organizations (admin job fairs screen, spec 3 §2.2)', () => {
  it('lists organizations for platform admins, filtered by company name; 403 for anyone else', async () => {
    const listed = envelopeOf(await api.as(cast.admin, { method: 'GET', url: '/api/organizations?search=acme%20hir' })).data;
    expect(listed.items.map((o: { id: string }) => o.id)).toContain(cast.organizationId);
    expect(envelopeOf(await api.as(cast.admin, { method: 'GET', url: '/api/organizations?search=nobody-like-this' })).data.items).toEqual(
      [],
    );
    const page = envelopeOf(await api.as(cast.admin, { method: 'GET', url: '/api/organizations?limit=1' })).data;
    expect(page.items).toHaveLength(1);
    for (const user of [cast.employerAdmin, cast.recruiter, cast.applicant])
      expect((await api.as(user, { method: 'GET', url: '/api/organizations' })).statusCode).toBe(403);
  });
});
