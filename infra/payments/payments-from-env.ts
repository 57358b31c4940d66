import type { Knex } from 'knex';
import type { Clock } from '../../domain/ports/clock';
import type { PaymentGateway } from '../../domain/ports/payments';
import { platformSecret } from '../platform-secret';
import { createLocalPayments } from './local-payments';
import { createStripePayments } from './stripe-payments';

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; otherwise the local checkout page. */
export const paymentsFromEnv = async (db: Knex, clock: Clock, env: NodeJS.ProcessEnv = process.env): Promise<PaymentGateway> => {
  if (env.STRIPE_SECRET_KEY) {
    if (!env.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
    return createStripePayments({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET });
  }
  return createLocalPayments({ webhookSecret: await platformSecret(db, 'payments-webhook', env.PAYMENTS_WEBHOOK_SECRET), clock });
};
