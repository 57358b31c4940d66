// The mail port (ARCHITECTURE.md "mail / sms"): a local outbox by default, SMTP or a provider when configured.
import type { DeduplicatesByKey } from './delivery-outcome';

export type MailMessage = Readonly<{
  to: string;
  subject: string;
  /** The plain-text body; with `html`, the text alternative of the same message. */
  text: string;
  /** What the mail is for, so developers and admins can find it in the outbox (e.g. 'sign-up-confirmation'). */
  purpose: string;
  /** The rendered HTML body of a notification template. */
  html?: string;
  /** The sending identity (a template's verified sender); the platform's default sender when absent. */
  from?: string;
  /**
   * The send's idempotency key (template × recipient × occurrence): the outbox stores a key once; SMTP derives
   * the Message-ID from it, which lets a receiver or an admin tell a repeat, but does not stop one.
   */
  idempotencyKey?: string;
}>;

export type SentMail = Omit<MailMessage, 'idempotencyKey'> & Readonly<{ id: string; sentAt: string }>;

/**
 * Resolves once the provider accepted the message; throws with the provider's reason when it refused it, or
 * DeliveryOutcomeUnknown when the message left and no answer came (domain/ports/delivery-outcome.ts).
 */
export interface MailSender extends DeduplicatesByKey {
  send(message: MailMessage): Promise<void>;
}

/** The embedded outbox can be read back (admin console, developers, end-to-end tests). */
export interface MailOutbox extends MailSender {
  /** Newest first; only mails to `to` when given. */
  list(options?: { to?: string; limit?: number }): Promise<SentMail[]>;
}
