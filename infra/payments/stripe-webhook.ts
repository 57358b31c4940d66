import Stripe from 'stripe';
import { InvalidWebhook, type PaymentNotice } from '../../domain/ports/payments';

// Why a checkout did not pay, in words an admin reads in the delivery screen and a template may merge.
const FAILURES: Partial<Record<Stripe.Event.Type, string>> = {
  'checkout.session.expired': 'The checkout expired or was cancelled before payment',
  'checkout.session.async_payment_failed': 'The payment failed',
};

/**
 * Both adapters speak Stripe's webhook format: `checkout.session.*` with the fair in
 * client_reference_id and the organization in metadata, signed with the endpoint secret.
 * Verification is the stripe library's own (signature and timestamp tolerance).
 */
export const readStripeWebhook = (stripe: Stripe, secret: string, rawBody: string, signature: string | undefined): PaymentNotice | null => {
  if (!signature) throw new InvalidWebhook('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new InvalidWebhook(error instanceof Error ? error.message : String(error));
  }
  const paid = event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded';
  const failure = FAILURES[event.type];
  if (!paid && !failure) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  const jobFairId = session.client_reference_id;
  const companyId = session.metadata?.companyId;
  if (!jobFairId || !companyId) return null;
  const facts = {
    eventId: event.id,
    jobFairId,
    companyId,
    amount: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    paymentReference: session.id,
  };
  if (failure) return { ...facts, outcome: 'failed', reason: failure };
  // A completed session of a delayed method (bank debit) is not paid yet: async_payment_succeeded follows.
  return session.payment_status === 'paid' ? { ...facts, outcome: 'paid' } : null;
};
