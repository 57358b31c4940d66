import type { MailSender } from '../../../domain/ports/mail';
import type { Checkpoint } from '../../../domain/shared/event';
import { emailIdentityDecider, emailIdentityStream } from '../../../domain/notification/email-identity';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** What sending a verification mail needs beside the services' deps: the mail port and where the link leads. */
export type VerificationMail = Readonly<{
  mail: MailSender;
  /** The page whose visit with ?email=&token= verifies the address. */
  verifyPageUrl: string;
}>;

/** A token nobody guesses: two random UUIDs' hex digits. The table shows only its first 20 characters. */
export const newVerificationToken = (newId: () => string): string => `${newId()}${newId()}`.replace(/-/g, '');

export const verificationLinkOf = (verifyPageUrl: string, email: string, token: string): string => {
  const url = new URL(verifyPageUrl);
  url.searchParams.set('email', email);
  url.searchParams.set('token', token);
  return url.toString();
};

/**
 * Sends the mail with the link (spec 3 §2.2 "verification really happens"). A mail port that refuses it is
 * recorded as the identity's Failed status (spec 3 §4) rather than lost; the checkpoint is the last append.
 */
export const sendVerificationMail = async (
  deps: ServiceDeps,
  context: CommandContext,
  { mail, verifyPageUrl }: VerificationMail,
  { email, token, checkpoint }: Readonly<{ email: string; token: string; checkpoint: Checkpoint | null }>,
): Promise<{ sent: boolean; checkpoint: Checkpoint | null }> => {
  try {
    await mail.send({
      to: email,
      subject: 'Verify your email address for the job fair platform',
      text:
        `This address was added as a sender of the job fair platform's emails.\n\n` +
        `Open this link to verify that it is yours:\n${verificationLinkOf(verifyPageUrl, email, token)}\n\n` +
        `If you did not expect this email, you can ignore it.`,
      purpose: 'email-identity-verification',
    });
    return { sent: true, checkpoint };
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 500) : 'The mail could not be sent';
    deps.log.error({ correlationId: context.correlationId, email, reason }, 'verification mail not sent');
    const failed = await deps.run(context, {
      streamId: emailIdentityStream(email),
      decider: emailIdentityDecider,
      command: { type: 'RecordVerificationFailure', data: { email, reason, now: context.now.toISOString() } },
    });
    return { sent: false, checkpoint: failed.lastCheckpoint ?? checkpoint };
  }
};
