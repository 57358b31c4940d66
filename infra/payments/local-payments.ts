import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import type { Clock } from '../../domain/ports/clock';
import { InvalidPaymentSession, type CheckoutRequest, type PaymentGateway } from '../../domain/ports/payments';
import { readStripeWebhook } from './stripe-webhook';

export const LOCAL_CHECKOUT_PATH = '/employer-admin/checkout';
const SESSION_LIFETIME_MS = 60 * 60_000;

type SessionClaims = CheckoutRequest & { exp: number };

const base64url = (value: string) => Buffer.from(value).toString('base64url');

/**
 * The embedded default: a checkout page of our own that looks like a card provider's. Its session is
 * an HMAC-signed token (no table needed); paying produces the very webhook Stripe would send, signed
 * with the webhook secret by the stripe library, and the platform posts it to the same webhook path.
 */
export const createLocalPayments = ({ webhookSecret, clock }: { webhookSecret: string; clock: Clock }): PaymentGateway => {
  // Only the webhook helpers of the library are used; no call leaves the machine.
  const stripe = new Stripe('sk_local_unused');
  const sign = (payload: string) => createHmac('sha256', `checkout:${webhookSecret}`).update(payload).digest('base64url');

  const claimsOf = (token: string): SessionClaims => {
    const [payload, mac] = token.split('.');
    if (!payload || !mac) throw new InvalidPaymentSession();
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new InvalidPaymentSession();
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SessionClaims;
    if (claims.exp < clock.now().getTime()) throw new InvalidPaymentSession();
    return claims;
  };

  const webhookOf = (token: string, type: string, outcome: { payment_status: string; status: string }) => {
    const claims = claimsOf(token);
    const digest = createHash('sha256').update(token).digest('hex').slice(0, 24);
    const event = {
      id: `evt_local_${type}_${digest}`,
      object: 'event',
      type,
      created: Math.floor(clock.now().getTime() / 1000),
      data: {
        object: {
          id: `cs_local_${digest}`,
          object: 'checkout.session',
          client_reference_id: claims.jobFairId,
          customer_email: claims.email,
          amount_total: claims.amount,
          currency: claims.currency,
          ...outcome,
          metadata: { companyId: claims.companyId, jobFairId: claims.jobFairId },
        },
      },
    };
    const body = JSON.stringify(event);
    return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret }) };
  };

  return {
    provider: 'local',
    async createCheckout(request) {
      const payload = base64url(JSON.stringify({ ...request, exp: clock.now().getTime() + SESSION_LIFETIME_MS } satisfies SessionClaims));
      return { url: `${LOCAL_CHECKOUT_PATH}?session=${encodeURIComponent(`${payload}.${sign(payload)}`)}` };
    },
    readWebhook: (rawBody, signature) => readStripeWebhook(stripe, webhookSecret, rawBody, signature),
    local: {
      describe(token) {
        const { fairName, amount, currency, email, successUrl, cancelUrl } = claimsOf(token);
        return { fairName, amount, currency, email, successUrl, cancelUrl };
      },
      // The same session pays (or is cancelled) once: a second click replays the same event id, which changes nothing.
      completedWebhook: (token) => webhookOf(token, 'checkout.session.completed', { payment_status: 'paid', status: 'complete' }),
      cancelledWebhook: (token) => webhookOf(token, 'checkout.session.expired', { payment_status: 'unpaid', status: 'expired' }),
    },
  };
};
