// The SMS port (ARCHITECTURE.md "mail / sms"): the local outbox by default, a provider adapter when configured.
import type { DeduplicatesByKey } from './delivery-outcome';

export type SmsMessage = Readonly<{
  /** The recipient's phone number as registered. */
  to: string;
  text: string;
  purpose: string;
  /** As for mail: the outbox stores a key once, so a send repeated after a crash is one message (Twilio keeps none). */
  idempotencyKey?: string;
}>;

export type SentSms = Omit<SmsMessage, 'idempotencyKey'> & Readonly<{ id: string; sentAt: string }>;

/** As MailSender: resolves when accepted, throws the provider's reason, or DeliveryOutcomeUnknown. */
export interface SmsSender extends DeduplicatesByKey {
  send(message: SmsMessage): Promise<void>;
}

export interface SmsOutbox extends SmsSender {
  /** Newest first; only messages to `to` when given. */
  list(options?: { to?: string; limit?: number }): Promise<SentSms[]>;
}
