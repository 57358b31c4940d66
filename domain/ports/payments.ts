// The payments port (ARCHITECTURE.md): the local checkout page by default, Stripe Checkout when configured.
// Both answer webhooks in Stripe's signed format on the same path, so one route handles either.

export type CheckoutRequest = Readonly<{
  jobFairId: string;
  companyId: string;
  fairName: string;
  /** In the currency's minor unit. */
  amount: number;
  currency: string;
  /** Pre-filled on the checkout page (Stripe's customer_email / prefilled_email). */
  email: string;
  successUrl: string;
  cancelUrl: string;
}>;

/** A completed payment or a failed one (failed, expired or cancelled checkout), read from a verified webhook. */
export type PaymentNotice = PaidNotice | FailedPaymentNotice;
export type PaidNotice = PaymentFacts & Readonly<{ outcome: 'paid' }>;
export type FailedPaymentNotice = PaymentFacts & Readonly<{ outcome: 'failed'; reason: string }>;
type PaymentFacts = Readonly<{
  /** The provider's event id (a replayed webhook carries the same one). */
  eventId: string;
  jobFairId: string;
  companyId: string;
  amount: number;
  currency: string;
  /** The provider's checkout session or payment id. */
  paymentReference: string;
}>;

/** What the local checkout page shows (spec: fair name, amount, pre-filled email, Pay and Cancel). */
export type LocalCheckoutSession = Readonly<{
  fairName: string;
  amount: number;
  currency: string;
  email: string;
  successUrl: string;
  cancelUrl: string;
}>;

/** Only the embedded default has it: the page that stands in for the card provider. */
export interface LocalCheckout {
  /** Throws InvalidPaymentSession when the token is forged or expired. */
  describe(sessionToken: string): LocalCheckoutSession;
  /** The webhook the provider would send once the card is charged: its body and signature header. */
  completedWebhook(sessionToken: string): Readonly<{ body: string; signature: string }>;
  /** The webhook the provider sends when a checkout is abandoned: Cancel on the page expires the session. */
  cancelledWebhook(sessionToken: string): Readonly<{ body: string; signature: string }>;
}

export interface PaymentGateway {
  readonly provider: 'local' | 'stripe';
  /** The URL the browser goes to for paying. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /**
   * Verifies the webhook's signature and reads it: a notice for a completed or a failed payment, null
   * for any other event. Throws InvalidWebhook when the signature does not verify.
   */
  readWebhook(rawBody: string, signature: string | undefined): PaymentNotice | null;
  readonly local?: LocalCheckout;
}

export class InvalidWebhook extends Error {
  constructor(message = 'Webhook signature verification failed') {
    super(message);
    this.name = 'InvalidWebhook';
  }
}
export class InvalidPaymentSession extends Error {
  constructor(message = 'This checkout session is invalid or has expired') {
    super(message);
    this.name = 'InvalidPaymentSession';
  }
}
