import {
  CODE_RULES,
  CONFIRMATION_MESSAGES,
  IdentityError,
  PASSWORD_RESET_MESSAGES,
  REGISTRATION_MESSAGES,
} from '../../domain/auth/identity-errors';
import { codePasswordSchema, registrationEmailSchema } from '../../domain/auth/registration-schema';
import { ROLES, type Principal } from '../../domain/auth/roles';
import type { IdentityProvider, SignUp } from '../../domain/ports/identity';
import type { MailSender } from '../../domain/ports/mail';
import { randomUUID } from 'node:crypto';
import { atEvenPace, SELF_SERVICE_ANSWER_MS } from './even-pace';
import type { createOneTimeCodes } from './one-time-codes';

// The self-service flows every identity adapter offers the same way: sign-up with an emailed
// confirmation code (spec 3 §4) and forgot/reset password (spec 1 §4.8). Codes are ours (one-time-codes.ts)
// and go out through the mail port; only where the account lives differs, behind SelfServiceAccounts.
// Forgot password, resend code and confirm sign-up answer an unknown address exactly as a known one, in
// status, words and time, so they cannot be used to learn who has an account (docs/security.md).

/** Where an identity adapter keeps its accounts, as far as self-service needs them. */
export type SelfServiceAccounts = Readonly<{
  find(email: string): Promise<{ principal: Principal; confirmed: boolean } | null>;
  /** Stores an account that cannot sign in until confirmed; IdentityError UsernameExistsException for a taken email. */
  createUnconfirmed(user: SignUp): Promise<Principal>;
  confirm(userId: string): Promise<void>;
  /** Sets the password, confirms the account, lifts a sign-in lockout and signs out every session of the user. */
  resetPassword(userId: string, newPassword: string): Promise<void>;
}>;

export type SelfServiceOptions = Readonly<{
  accounts: SelfServiceAccounts;
  codes: ReturnType<typeof createOneTimeCodes>;
  mail: MailSender;
}>;

const confirmationMail = (to: string, code: string) => ({
  to,
  purpose: 'sign-up-confirmation',
  subject: 'Your confirmation code',
  text: `Welcome! Your confirmation code is ${code}. Enter it on the registration page to activate your account. The code expires in 24 hours.`,
});
const resetMail = (to: string, code: string) => ({
  to,
  purpose: 'password-reset',
  subject: 'Your password reset code',
  text: `Your password reset code is ${code}. It expires in 1 hour. If you did not ask to reset your password, ignore this mail.`,
});

type SelfService = Pick<
  IdentityProvider,
  'signUp' | 'confirmSignUp' | 'resendConfirmationCode' | 'forgotPassword' | 'confirmForgotPassword'
>;

export const createSelfService = ({ accounts, codes, mail }: SelfServiceOptions): SelfService => {
  /** Mails a fresh code, unless one went out less than a minute ago: that one still works (spec 3 §9). */
  const sendConfirmation = async (user: Principal) => {
    const code = await codes.issue(user.userId, 'confirm-sign-up', CODE_RULES.confirmationTtlMs);
    if (code !== null) await mail.send(confirmationMail(user.email, code));
  };
  /** The account a code may be mailed to or taken from: one not yet confirmed, for sign-up. */
  const unconfirmed = async (email: string) => {
    const account = await accounts.find(email);
    return account && !account.confirmed ? account.principal : null;
  };

  return {
    async signUp(user: SignUp) {
      const email = registrationEmailSchema.safeParse(user.email);
      const roles = user.roles.filter((role) => (ROLES as readonly string[]).includes(role));
      if (!email.success || roles.length === 0 || !user.firstName.trim() || !user.lastName.trim()) {
        throw new IdentityError('InvalidParameterException', REGISTRATION_MESSAGES.InvalidParameterException);
      }
      if (!codePasswordSchema.safeParse(user.password).success)
        throw new IdentityError('InvalidPasswordException', REGISTRATION_MESSAGES.InvalidPasswordException);
      const principal = await accounts.createUnconfirmed({
        ...user,
        email: email.data,
        roles,
        firstName: user.firstName.trim(),
        lastName: user.lastName.trim(),
      });
      await sendConfirmation(principal);
      return principal;
    },

    async confirmSignUp(email, code) {
      const account = await unconfirmed(email);
      // An unknown address and an account already confirmed answer as a wrong code does, after the same
      // statement: a guess counted against a code no one holds.
      await codes.consume(account?.userId ?? randomUUID(), 'confirm-sign-up', code, {
        mismatch: CONFIRMATION_MESSAGES.CodeMismatchException,
        expired: CONFIRMATION_MESSAGES.ExpiredCodeException,
        limit: CONFIRMATION_MESSAGES.LimitExceededException,
      });
      if (!account) throw new IdentityError('CodeMismatchException', CONFIRMATION_MESSAGES.CodeMismatchException); // no code matches a made-up id
      await accounts.confirm(account.userId);
      return account;
    },

    // The spec's success words for any address: a mail goes to an account waiting for its code, and nowhere else.
    resendConfirmationCode: (email) =>
      atEvenPace(SELF_SERVICE_ANSWER_MS, async () => {
        const account = await unconfirmed(email);
        if (account) await sendConfirmation(account);
      }),

    // The spec's success words for any address (spec 1 §8.2): a mail goes to an account, and nowhere else.
    forgotPassword: (email) =>
      atEvenPace(SELF_SERVICE_ANSWER_MS, async () => {
        const account = await accounts.find(email);
        if (!account) return;
        const code = await codes.issue(account.principal.userId, 'reset-password', CODE_RULES.resetTtlMs);
        if (code !== null) await mail.send(resetMail(account.principal.email, code));
      }),

    async confirmForgotPassword(email, code, newPassword) {
      if (!codePasswordSchema.safeParse(newPassword).success) {
        throw new IdentityError('InvalidPasswordException', PASSWORD_RESET_MESSAGES.invalidPassword, [
          { field: 'password', message: PASSWORD_RESET_MESSAGES.invalidPassword },
        ]);
      }
      const account = await accounts.find(email);
      // An unknown address answers like a wrong code, after the same statement, so the form does not tell which emails exist.
      await codes.consume(account?.principal.userId ?? randomUUID(), 'reset-password', code, {
        mismatch: PASSWORD_RESET_MESSAGES.wrongCode,
        expired: CONFIRMATION_MESSAGES.ExpiredCodeException,
        limit: CONFIRMATION_MESSAGES.LimitExceededException,
      });
      if (!account) throw new IdentityError('CodeMismatchException', PASSWORD_RESET_MESSAGES.wrongCode); // no code matches a made-up id
      // The mailed code proves the address: the account is confirmed and a sign-in lockout is lifted.
      await accounts.resetPassword(account.principal.userId, newPassword);
    },
  };
};
