import type { Knex } from 'knex';
import { CODE_RULES, CONFIRMATION_MESSAGES, IdentityError, PASSWORD_RESET_MESSAGES, REGISTRATION_MESSAGES, RESEND_MESSAGES } from '../../domain/auth/identity-errors';
import { codePasswordSchema, registrationEmailSchema } from '../../domain/auth/registration-schema';
import { ROLES } from '../../domain/auth/roles';
import type { Clock } from '../../domain/ports/clock';
import type { IdentityProvider, SignUp } from '../../domain/ports/identity';
import type { MailSender } from '../../domain/ports/mail';
import { hashPassword, type ScryptCost } from './password-hash';
import { createOneTimeCodes } from './one-time-codes';
import { normalizeEmail, toPrincipal } from './identity-user-row';

// The built-in identity's self-service flows: sign-up with an emailed confirmation code (spec 3 §4)
// and forgot/reset password (spec 1 §4.8). Codes go out through the mail port.

type Row = { id: string; email: string; confirmed: boolean; roles: string[]; organization_id: string | null; first_name: string; last_name: string };

export type SelfServiceOptions = Readonly<{ db: Knex; clock: Clock; cost: ScryptCost; mail: MailSender }>;


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

type SelfService = Pick<IdentityProvider, 'signUp' | 'confirmSignUp' | 'resendConfirmationCode' | 'forgotPassword' | 'confirmForgotPassword'>;

export const createSelfService = ({ db, clock, cost, mail }: SelfServiceOptions): SelfService => {
  const codes = createOneTimeCodes(db, clock);
  const findUser = (email: string): Promise<Row | undefined> => db('identity_users').where({ email: normalizeEmail(email) }).first();

  const sendConfirmation = async (user: Row) => {
    const code = await codes.issue(user.id, 'confirm-sign-up', CODE_RULES.confirmationTtlMs, CONFIRMATION_MESSAGES.LimitExceededException);
    await mail.send(confirmationMail(user.email, code));
  };

  return {
    async signUp(user: SignUp) {
      const email = registrationEmailSchema.safeParse(user.email);
      const roles = user.roles.filter((role) => (ROLES as readonly string[]).includes(role));
      if (!email.success || roles.length === 0 || !user.firstName.trim() || !user.lastName.trim()) {
        throw new IdentityError('InvalidParameterException', REGISTRATION_MESSAGES.InvalidParameterException);
      }
      if (!codePasswordSchema.safeParse(user.password).success) throw new IdentityError('InvalidPasswordException', REGISTRATION_MESSAGES.InvalidPasswordException);
      const row = {
        id: user.userId,
        email: email.data,
        password_hash: await hashPassword(user.password, cost),
        roles,
        organization_id: user.organizationId,
        first_name: user.firstName.trim(),
        last_name: user.lastName.trim(),
        temporary_password: false,
        confirmed: false,
        created_at: clock.now(),
      };
      try {
        await db('identity_users').insert(row);
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw new IdentityError('UsernameExistsException', REGISTRATION_MESSAGES.UsernameExistsException);
        throw error;
      }
      await sendConfirmation(row);
      return toPrincipal(row);
    },

    async confirmSignUp(email, code) {
      const user = await findUser(email);
      if (!user) throw new IdentityError('UserNotFoundException', CONFIRMATION_MESSAGES.UserNotFoundException);
      if (user.confirmed) throw new IdentityError('NotAuthorizedException', CONFIRMATION_MESSAGES.NotAuthorizedException);
      await codes.consume(user.id, 'confirm-sign-up', code, {
        mismatch: CONFIRMATION_MESSAGES.CodeMismatchException,
        expired: CONFIRMATION_MESSAGES.ExpiredCodeException,
        limit: CONFIRMATION_MESSAGES.LimitExceededException,
      });
      await db('identity_users').where({ id: user.id }).update({ confirmed: true });
      return toPrincipal(user);
    },

    async resendConfirmationCode(email) {
      const user = await findUser(email);
      if (!user) throw new IdentityError('UserNotFoundException', RESEND_MESSAGES.failed);
      if (user.confirmed) throw new IdentityError('NotAuthorizedException', CONFIRMATION_MESSAGES.NotAuthorizedException);
      await sendConfirmation(user);
    },

    async forgotPassword(email) {
      const user = await findUser(email);
      if (!user) throw new IdentityError('UserNotFoundException', PASSWORD_RESET_MESSAGES.forgotFailed);
      const code = await codes.issue(user.id, 'reset-password', CODE_RULES.resetTtlMs, CONFIRMATION_MESSAGES.LimitExceededException);
      await mail.send(resetMail(user.email, code));
    },

    async confirmForgotPassword(email, code, newPassword) {
      if (!codePasswordSchema.safeParse(newPassword).success) {
        throw new IdentityError('InvalidPasswordException', PASSWORD_RESET_MESSAGES.invalidPassword, [{ field: 'password', message: PASSWORD_RESET_MESSAGES.invalidPassword }]);
      }
      const user = await findUser(email);
      // An unknown address answers like a wrong code, so the form does not tell which emails exist.
      if (!user) throw new IdentityError('CodeMismatchException', PASSWORD_RESET_MESSAGES.wrongCode);
      await codes.consume(user.id, 'reset-password', code, {
        mismatch: PASSWORD_RESET_MESSAGES.wrongCode,
        expired: CONFIRMATION_MESSAGES.ExpiredCodeException,
        limit: CONFIRMATION_MESSAGES.LimitExceededException,
      });
      const passwordHash = await hashPassword(newPassword, cost);
      const now = clock.now();
      await db.transaction(async (trx) => {
        // The mailed code proves the address: the account is confirmed and a sign-in lockout is lifted.
        await trx('identity_users')
          .where({ id: user.id })
          .update({ password_hash: passwordHash, temporary_password: false, confirmed: true, failed_attempts: 0, locked_until: null, password_version: trx.raw('password_version + 1') });
        // Whoever knew the old password loses their sessions.
        await trx('identity_sessions').where({ user_id: user.id }).whereNull('signed_out_at').update({ signed_out_at: now });
      });
    },
  };
};
