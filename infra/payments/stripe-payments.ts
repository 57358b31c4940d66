import Stripe from 'stripe';
import type { PaymentGateway } from '../../domain/ports/payments';
import { readStripeWebhook } from './stripe-webhook';

export type StripePaymentsOptions = Readonly<{ secretKey: string; webhookSecret: string; stripe?: Stripe }>;

/** Stripe Checkout (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET): one line item per job fair. */
export const createStripePayments = ({
  secretKey,
  webhookSecret,
  stripe = new Stripe(secretKey),
}: StripePaymentsOptions): PaymentGateway => ({
  provider: 'stripe',
  async createCheckout(request) {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: request.jobFairId,
      customer_email: request.email,
      metadata: { companyId: request.companyId, jobFairId: request.jobFairId },
      line_items: [
        { quantity: 1, price_data: { currency: request.currency, unit_amount: request.amount, product_data: { name: request.fairName } } },
      ],
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
    return { url: session.url };
  },
  readWebhook: (rawBody, signature) => readStripeWebhook(stripe, webhookSecret, rawBody, signature),
});
