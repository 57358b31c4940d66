import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages';

// spec 1 §5.2: the forced new password (NEW_PASSWORD_REQUIRED challenge).
export const PASSWORD_POLICY_MESSAGE =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

const hasEveryClass = (value: string) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[@$!%*?&]/.test(value);

export const newPasswordSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'New password is required' : 'Must be text') })
  .min(1, 'New password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must not exceed 128 characters')
  .refine(hasEveryClass, PASSWORD_POLICY_MESSAGE);

/** The web form: the password twice. */
export const newPasswordFormSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { message: 'Passwords must match', path: ['confirmPassword'] });
export type NewPasswordForm = z.output<typeof newPasswordFormSchema>;

/** POST /api/auth/complete-new-password: the challenge from sign-in and the chosen password. */
export const completeNewPasswordSchema = z.object({
  challengeSession: z
    .string({ error: AUTH_MESSAGES.sessionExpired })
    .min(1, AUTH_MESSAGES.sessionExpired)
    .max(4096, AUTH_MESSAGES.sessionExpired),
  newPassword: newPasswordSchema,
});
export type CompleteNewPassword = z.output<typeof completeNewPasswordSchema>;
