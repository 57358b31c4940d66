import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { MailSender } from '../../domain/ports/mail';
import { smtpFailure } from './smtp-failure';

export type SmtpMailOptions = Readonly<{
  /** smtp://user:pass@host:port or smtps://… (nodemailer's connection URL). */
  url: string;
  /** The sender when a message names none (MAIL_FROM). */
  defaultFrom: string;
  logger?: Logger;
}>;

/**
 * A Message-ID derived from the send's key: the provider's log finds a send by it (a send whose outcome is unknown),
 * and a receiver that deduplicates by Message-ID shows one mail should a message ever arrive twice.
 */
const messageIdOf = (key: string, from: string) =>
  `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${from.split('@')[1]?.replace(/[^a-z0-9.-]/gi, '') || 'jobfair.local'}>`;

/**
 * The time limits of one SMTP conversation, well inside the delivery's 60 s claim (SEND_LEASE_MS), so a slow
 * server is answered for before another process would take the send over (nodemailer waits up to 10 minutes).
 */
const TIME_LIMITS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The distributed mail adapter (SMTP_URL): nodemailer over SMTP, text and HTML alternatives in one message. A
 * refusal throws with the server's reply; a conversation cut short after it began throws DeliveryOutcomeUnknown.
 * SMTP keeps no idempotency key, so it does not claim deduplicatesByKey.
 */
export const createSmtpMail = ({ url, defaultFrom, logger }: SmtpMailOptions): MailSender & { close(): void } => {
  const transport = nodemailer.createTransport({ url, ...TIME_LIMITS });
  return {
    async send(message) {
      const from = message.from ?? defaultFrom;
      const sent = await transport
        .sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.idempotencyKey ? { messageId: messageIdOf(message.idempotencyKey, from) } : {}),
          headers: { 'X-Jobfair-Purpose': message.purpose },
        })
        .catch((error: unknown) => {
          throw smtpFailure(error);
        });
      logger?.info({ mail: { to: message.to, purpose: message.purpose, messageId: sent.messageId } }, 'mail handed to SMTP');
    },
    close: () => transport.close(),
  };
};
