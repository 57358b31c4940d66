import Stripe from 'stripe';
import { InvalidWebhook, type PaymentNotice } from '../../domain/ports/payments';

/**
 * Both adapters speak Stripe's webhook format: `checkout.session.completed` with the fair in
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
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return null;
  const session = event.data.object;
  if (session.payment_status !== 'paid') return null;
  const jobFairId = session.client_reference_id;
  const companyId = session.metadata?.companyId;
  if (!jobFairId || !companyId) return null;
  return {
    eventId: event.id,
    jobFairId,
    companyId,
    amount: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    paymentReference: session.id,
  };
};
