import { DomainError, type DomainErrorCode, type FieldError } from '../shared/errors';

// Identity failures keep the provider's exception names (the spec's catalogue is keyed by them), so the
// built-in and Keycloak adapters raise the same errors and the web maps codes to words in one place.
export const IDENTITY_ERROR_CODES = [
  'UsernameExistsException',
  'InvalidPasswordException',
  'InvalidParameterException',
  'CodeMismatchException',
  'ExpiredCodeException',
  'UserNotFoundException',
  'NotAuthorizedException',
  'LimitExceededException',
  'UserNotConfirmedException',
] as const;
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[number];

// The domain error code each one is closest to, which gives it its HTTP status.
const DOMAIN_CODE: Record<IdentityErrorCode, DomainErrorCode> = {
  UsernameExistsException: 'CONFLICT',
  InvalidPasswordException: 'VALIDATION_FAILED',
  InvalidParameterException: 'VALIDATION_FAILED',
  CodeMismatchException: 'VALIDATION_FAILED',
  ExpiredCodeException: 'VALIDATION_FAILED',
  UserNotFoundException: 'NOT_FOUND',
  NotAuthorizedException: 'CONFLICT',
  LimitExceededException: 'RATE_LIMITED',
  UserNotConfirmedException: 'FORBIDDEN',
};

export class IdentityError extends DomainError {
  constructor(
    readonly identityCode: IdentityErrorCode,
    message: string,
    fields: readonly FieldError[] = [],
  ) {
    super(DOMAIN_CODE[identityCode], message, fields);
  }
}

export const isIdentityErrorCode = (code: unknown): code is IdentityErrorCode =>
  (IDENTITY_ERROR_CODES as readonly unknown[]).includes(code);

// spec 3 §8 Registration, letter for letter.
export const REGISTRATION_MESSAGES = {
  UsernameExistsException: 'An account with this email address already exists. Please sign-up using a different email address.',
  InvalidPasswordException: 'Password does not meet the requirements.',
  InvalidParameterException: 'Invalid registration parameters. Please check your input.',
  failed: 'Registration process has failed',
} as const;

// spec 3 §8 Confirmation.
export const CONFIRMATION_MESSAGES = {
  CodeMismatchException: 'The confirmation code you entered is incorrect. Please try again.',
  ExpiredCodeException: 'The confirmation code has expired. Please request a new code.',
  UserNotFoundException: 'No account found for this email. Please register again.',
  NotAuthorizedException: 'This account is already confirmed. Please sign in.',
  LimitExceededException: 'Attempt limit exceeded, please try again later.',
  failed: 'Confirmation failed. Please try again.',
} as const;

// spec 3 §8 Resend code.
export const RESEND_MESSAGES = {
  success: 'Confirmation code resent successfully. Please check your email.',
  failed: 'Failed to resend confirmation code. Please try again later.',
  noEmail: 'Please provide a valid email to resend the confirmation code.',
} as const;

// spec 1 §8.2 Password reset.
export const PASSWORD_RESET_MESSAGES = {
  forgotFailed: "Sorry, looks like some problem sending verification code to this email or this email doesn't exists in our records.",
  forgotSent: 'Sent password reset code. Please check your email',
  invalidPassword: 'Password does not conform to policy: Password must have symbol characters',
  resetFailed: 'Sorry, looks like there are some errors detected, please try again.',
  wrongCode: 'The verification code entered is incorrect',
  resetDone: 'Password reset is successful',
} as const;

/** How long codes live, how often they may be tried and sent (spec 3 §9: resend cooldown 60 s). */
export const CODE_RULES = {
  confirmationTtlMs: 24 * 3_600_000,
  resetTtlMs: 3_600_000,
  maxAttempts: 5,
  resendCooldownMs: 60_000,
  maxSendsPerHour: 5,
} as const;
