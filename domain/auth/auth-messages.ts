// spec 1 §8.1: the sign-in error catalogue, letter for letter, shared by server answers and the web form.
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  tooManyRequests: 'Too many login attempts. Please wait a few minutes before trying again.',
  locked: 'Too many failed attempts. Please wait 15 minutes before trying again.',
  sessionExpired: 'Session expired. Please try logging in again.',
  unexpected: 'An unexpected error occurred. Please try again later.',
} as const;

/** Error codes the sign-in form maps to messages (spec 1 §8.1); the API puts them in errors[].code. */
export const AUTH_ERROR_CODES = {
  notAuthorized: 'NotAuthorizedException',
  tooManyRequests: 'TooManyRequestsException',
} as const;

/** spec 1 §4.7 and §9: 5 failed attempts lock sign-in for 15 minutes. */
export const SIGN_IN_LOCKOUT = { maxFailures: 5, durationMs: 900_000 } as const;
