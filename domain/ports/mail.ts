// The mail port (ARCHITECTURE.md "mail / sms"): a local outbox by default, SMTP or a provider when configured.
export type MailMessage = Readonly<{
  to: string;
  subject: string;
  text: string;
  /** What the mail is for, so developers and admins can find it in the outbox (e.g. 'sign-up-confirmation'). */
  purpose: string;
}>;

export type SentMail = MailMessage & Readonly<{ id: string; sentAt: string }>;

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/** The embedded outbox can be read back (admin console, developers, end-to-end tests). */
export interface MailOutbox extends MailSender {
  /** Newest first; only mails to `to` when given. */
  list(options?: { to?: string; limit?: number }): Promise<SentMail[]>;
}
