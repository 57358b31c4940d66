import { emailIdentityDecider, emailIdentityStream } from '../../../domain/notification/email-identity';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';
import { newVerificationToken, sendVerificationMail, type VerificationMail } from './verification-mail';

const actorOf = (context: CommandContext) => ({ actorId: context.actorId ?? 'System', now: context.now.toISOString() });

/** Appends the command with a fresh token, then mails the link that token opens. */
const requestVerification = async (
  deps: ServiceDeps,
  context: CommandContext,
  verification: VerificationMail,
  type: 'AddEmailIdentity' | 'ResendVerification',
  email: string,
): Promise<{ sent: boolean; checkpoint: Checkpoint | null }> => {
  const token = newVerificationToken(deps.newId);
  const appended = await deps.run(context, {
    streamId: emailIdentityStream(email),
    decider: emailIdentityDecider,
    command: { type, data: { email, verificationToken: token, ...actorOf(context) } },
  });
  return sendVerificationMail(deps, context, verification, { email, token, checkpoint: appended.lastCheckpoint });
};

/** spec 3 §7 POST /organizations/email-identities/: lists the address and mails it a verification link. */
export const addEmailIdentity = (deps: ServiceDeps, context: CommandContext, verification: VerificationMail, email: string) =>
  requestVerification(deps, context, verification, 'AddEmailIdentity', email);

/** spec 3 §7 PUT …/{email}/resend-verification: a new link (the old one stops working); only while unverified (spec 3 §4). */
export const resendVerification = (deps: ServiceDeps, context: CommandContext, verification: VerificationMail, email: string) =>
  requestVerification(deps, context, verification, 'ResendVerification', email);

/** The link's visit (public: the mailbox's owner need not have an account). */
export const verifyEmailIdentity = async (
  deps: ServiceDeps,
  context: CommandContext,
  { email, token }: Readonly<{ email: string; token: string }>,
): Promise<Checkpoint | null> => {
  const verified = await deps.run(context, {
    streamId: emailIdentityStream(email),
    decider: emailIdentityDecider,
    command: { type: 'VerifyEmailIdentity', data: { email, verificationToken: token, now: context.now.toISOString() } },
  });
  return verified.lastCheckpoint;
};

/** spec 3 §7 DELETE …/{email}. */
export const deleteEmailIdentity = async (deps: ServiceDeps, context: CommandContext, email: string): Promise<Checkpoint | null> => {
  const deleted = await deps.run(context, {
    streamId: emailIdentityStream(email),
    decider: emailIdentityDecider,
    command: { type: 'DeleteEmailIdentity', data: { email, ...actorOf(context) } },
  });
  return deleted.lastCheckpoint;
};
