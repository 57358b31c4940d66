import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../domain/ports/clock';
import type { MailOutbox, MailSender } from '../../domain/ports/mail';
import { createOutboxMail } from './outbox-mail';

export type PlatformMail = Readonly<{
  mail: MailSender;
  /** The embedded outbox admins read; absent when mail really leaves through SMTP. */
  outbox?: MailOutbox;
  close(): void;
}>;

/**
 * SMTP_URL selects SMTP through nodemailer (sender MAIL_FROM), loaded only then; without it every mail goes to the
 * local outbox.
 */
export const mailFromEnv = async (
  deps: Readonly<{ db: Knex; clock: Clock; newId: () => string; logger?: Logger }>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PlatformMail> => {
  const url = env.SMTP_URL?.trim();
  if (url) {
    const { createSmtpMail } = await import('./smtp-mail');
    const smtp = createSmtpMail({ url, defaultFrom: env.MAIL_FROM?.trim() || 'no-reply@jobfair.local', logger: deps.logger });
    return { mail: smtp, close: () => smtp.close() };
  }
  const outbox = await createOutboxMail(deps);
  return { mail: outbox, outbox, close: () => undefined };
};
