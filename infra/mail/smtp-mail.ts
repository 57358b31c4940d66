import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { MailSender } from '../../domain/ports/mail';

export type SmtpMailOptions = Readonly<{
  /** smtp://user:pass@host:port or smtps://… (nodemailer's connection URL). */
  url: string;
  /** The sender when a message names none (MAIL_FROM). */
  defaultFrom: string;
  logger?: Logger;
}>;

/** A Message-ID derived from the send's key: a send repeated after a crash carries the same id, so receivers see one mail. */
const messageIdOf = (key: string, from: string) =>
  `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${from.split('@')[1]?.replace(/[^a-z0-9.-]/gi, '') || 'jobfair.local'}>`;

/** The distributed mail adapter (SMTP_URL): nodemailer over SMTP, text and HTML alternatives in one message. */
export const createSmtpMail = ({ url, defaultFrom, logger }: SmtpMailOptions): MailSender & { close(): void } => {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      const from = message.from ?? defaultFrom;
      const sent = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.idempotencyKey ? { messageId: messageIdOf(message.idempotencyKey, from) } : {}),
        headers: { 'X-Jobfair-Purpose': message.purpose },
      });
      logger?.info({ mail: { to: message.to, purpose: message.purpose, messageId: sent.messageId } }, 'mail handed to SMTP');
    },
    close: () => transport.close(),
  };
};
