import { z } from 'zod';
import { codePasswordSchema, REGISTRATION_FIELD_MESSAGES, registrationEmailSchema } from './registration-schema';

// spec 1 §5.3: the forgot-password form and POST /api/auth/forgot-password.
export const forgotPasswordSchema = z.object({ email: registrationEmailSchema });

const code = z
  .string({ error: (issue) => (issue.input === undefined ? 'Code is required' : 'Must be text') })
  .trim()
  .min(1, 'Code is required')
  .min(3, 'Minimum 3 symbols')
  .max(50, 'Maximum 50 symbols');

// spec 1 §5.4: POST /api/auth/confirm-forgot-password.
export const confirmForgotPasswordSchema = z.object({ email: registrationEmailSchema, code, password: codePasswordSchema });
export type ConfirmForgotPassword = z.output<typeof confirmForgotPasswordSchema>;

/** The reset form: the API fields plus the confirmation. */
export const resetPasswordFormSchema = confirmForgotPasswordSchema
  .extend({
    confirmPassword: z
      .string({ error: REGISTRATION_FIELD_MESSAGES.confirmationRequired })
      .min(1, REGISTRATION_FIELD_MESSAGES.confirmationRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: REGISTRATION_FIELD_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
