import { z } from 'zod';
import { ROLES } from './roles';
import { US_STATE_CODES } from '../shared/us-states';
import { toE164UsPhone, US_PHONE_DISPLAY } from './us-phone';

// spec 3 §5 Registration: every rule and message, shared by the web form and POST /api/auth/sign-up.
const text = (required: string) => z.string({ error: (issue) => (issue.input === undefined ? required : 'Must be text') });

export const REGISTRATION_FIELD_MESSAGES = {
  termsRequired: 'You must accept the terms and conditions',
  robotCheckRequired: 'Please verify you are not a robot',
  passwordsDiffer: "Password and Confirm Password didn't match",
  confirmationRequired: 'Password confirmation is required',
} as const;

const name = (required: string) => text(required).trim().min(1, required).min(3, 'Minimum 3 symbols').max(50, 'Maximum 50 symbols');

/** spec 3 §5 (and spec 1 §5.3 for the forgot-password form): 3 to 50 characters, a valid address. */
export const registrationEmailSchema = text('Email is required')
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .email('Wrong email format')
  .min(3, 'Minimum 3 symbols')
  .max(50, 'Maximum 50 symbols');

/** The shortest password any form of the spec can set: registration (spec 3 §5) and reset (spec 1 §5.4). */
export const SHORTEST_SETTABLE_PASSWORD = 6;

/** spec 3 §5 and spec 1 §5.4: at least 6 characters with a letter, a digit and a special character. */
export const codePasswordSchema = text('Password is required')
  .min(1, 'Password is required')
  .min(SHORTEST_SETTABLE_PASSWORD, 'Password must be at least 6 characters long')
  .max(128, 'Password must not exceed 128 characters')
  .refine((value) => /[A-Za-z]/.test(value), 'Password must contain at least one letter')
  .refine((value) => /\d/.test(value), 'Password must contain at least one number')
  .refine((value) => /[^A-Za-z0-9\s]/.test(value), 'Password must contain at least one special character');

export const registrationFieldsSchema = z.object({
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
  email: registrationEmailSchema,
  phone: text('Phone number is required')
    .trim()
    .min(1, 'Phone number is required')
    .regex(US_PHONE_DISPLAY, 'Must be format (XXX) XXX-XXXX'),
  city: text('City is required').trim().min(1, 'City is required').min(2, 'Minimum 2 characters').max(50, 'Maximum 50 characters'),
  state: text('State is required')
    .trim()
    .min(1, 'State is required')
    .regex(/^[A-Z]{2}$/, 'Must be 2 letter state code (e.g. NY)')
    .refine((code) => US_STATE_CODES.has(code), 'Must be 2 letter state code (e.g. NY)'),
  zip: text('ZIP code is required')
    .trim()
    .min(1, 'ZIP code is required')
    .regex(/^\d{5}(-\d{4})?$/, 'Must be valid US ZIP code'),
  password: codePasswordSchema,
});

const robotCheck = text(REGISTRATION_FIELD_MESSAGES.robotCheckRequired).min(1, REGISTRATION_FIELD_MESSAGES.robotCheckRequired).max(20_000);
const acceptTerms = z.literal(true, { error: REGISTRATION_FIELD_MESSAGES.termsRequired });

/** Who may sign themselves up (spec 3 §6): employers, or job seekers; never platform admins. */
export const SELF_SIGN_UP_ROLES = [['EmployerAdmin', 'Recruiter'], ['Applicant']] as const;
const rolesSchema = z
  .array(z.enum(ROLES))
  .refine(
    (roles) => SELF_SIGN_UP_ROLES.some((allowed) => allowed.length === roles.length && allowed.every((role) => roles.includes(role))),
    'Invalid registration parameters. Please check your input.',
  );

/** POST /api/auth/sign-up. The phone arrives as displayed and leaves as +1 and ten digits. */
export const signUpRequestSchema = registrationFieldsSchema
  .extend({
    roles: rolesSchema,
    sponsorId: z.uuid('Invalid registration parameters. Please check your input.').nullish(),
    robotCheck,
    acceptTerms,
  })
  .transform(({ phone, ...rest }) => ({ ...rest, phone: toE164UsPhone(phone), sponsorId: rest.sponsorId ?? null }));
export type SignUpRequest = z.output<typeof signUpRequestSchema>;
export type SignUpRequestBody = z.input<typeof signUpRequestSchema>;

/** The web form: the API fields plus the password confirmation. */
export const registrationFormSchema = registrationFieldsSchema
  .extend({
    confirmPassword: text(REGISTRATION_FIELD_MESSAGES.confirmationRequired).min(1, REGISTRATION_FIELD_MESSAGES.confirmationRequired),
    acceptTerms,
    robotCheck,
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: REGISTRATION_FIELD_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type RegistrationForm = z.output<typeof registrationFormSchema>;

/** spec 3 §5: the confirmation code. */
export const confirmationCodeSchema = text('Confirmation code is required')
  .trim()
  .min(1, 'Confirmation code is required')
  .regex(/^\d{6}$/, 'Confirmation code must be 6 digits');

/** POST /api/auth/confirm-sign-up; with the password the server signs the user in too (spec 3 §4). */
export const confirmSignUpSchema = z.object({
  email: registrationEmailSchema,
  code: confirmationCodeSchema,
  password: z.string().max(128).optional(),
});

/** POST /api/auth/resend-confirmation-code (spec 3 §8 Resend: 'Please provide a valid email ...'). */
export const resendCodeSchema = z.object({
  email: text('Please provide a valid email to resend the confirmation code.')
    .trim()
    .toLowerCase()
    .email('Please provide a valid email to resend the confirmation code.')
    .max(254, 'Please provide a valid email to resend the confirmation code.'),
});
