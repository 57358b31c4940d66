import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '../../../../domain/auth/auth-messages';

// spec 1 §8.1: the sign-in error catalogue, letter for letter. Codes arrive in errors[0].code.
export const SIGN_IN_TEXTS = {
  offline: 'No internet connection. Please check your network and try again.',
  networkError: 'Network error. Please check your connection and try again.',
  invalidCredentials: AUTH_MESSAGES.invalidCredentials,
  userNotFound: 'Account not found. Please check your email or create a new account.',
  tooManyRequests: AUTH_MESSAGES.tooManyRequests,
  notConfirmed: 'Please verify your email address before signing in.',
  passwordResetRequired: 'Password reset is required. Please use the forgot password link.',
  unexpected: AUTH_MESSAGES.unexpected,
  offlineBanner: 'You are currently offline. Please check your internet connection.',
} as const;

export type SignInFailureInput = Readonly<{
  /** navigator.onLine was false when the user submitted. */
  offline: boolean;
  /** The request never got an answer. */
  networkError: boolean;
  code?: string | undefined;
  message?: string | undefined;
}>;

export type SignInFailure = Readonly<{
  message: string;
  /** Failed authentications count toward the 5-attempt lockout of spec 1 §4.7. */
  countsTowardLockout: boolean;
}>;

/** The message for a failed sign-in, checked in the order of the spec's table. */
export const signInFailure = ({ offline, networkError, code, message = '' }: SignInFailureInput): SignInFailure => {
  const fail = (text: string, countsTowardLockout = false): SignInFailure => ({ message: text, countsTowardLockout });
  if (offline) return fail(SIGN_IN_TEXTS.offline);
  if (networkError) return fail(SIGN_IN_TEXTS.networkError);
  if (code === AUTH_ERROR_CODES.notAuthorized || message.toLowerCase().includes('auth'))
    return fail(SIGN_IN_TEXTS.invalidCredentials, true);
  switch (code) {
    case 'UserNotFoundException':
      return fail(SIGN_IN_TEXTS.userNotFound);
    case AUTH_ERROR_CODES.tooManyRequests:
      return fail(SIGN_IN_TEXTS.tooManyRequests);
    case 'UserNotConfirmedException':
      return fail(SIGN_IN_TEXTS.notConfirmed);
    case 'PasswordResetRequiredException':
      return fail(SIGN_IN_TEXTS.passwordResetRequired);
    default:
      return fail(SIGN_IN_TEXTS.unexpected);
  }
};
