import { AUTH_MESSAGES } from '../../../domain/auth/auth-messages';
import { IdentityError, REGISTRATION_MESSAGES } from '../../../domain/auth/identity-errors';
import { Conflict, DomainError, InvalidCredentials, NotFound, Unauthenticated } from '../../../domain/shared/errors';
import { REQUIRED_ACTIONS } from './keycloak-claims';

// Keycloak's refusals turned into the errors the built-in identity raises, so routes and the web see one
// catalogue whatever engine runs. Pure functions: the adapter hands them the status and body it got.

/** What a refusal of the token endpoint (OAuth2 error answer, RFC 6749 §5.2) means. */
export type TokenRefusal =
  'INVALID_CREDENTIALS' | 'NOT_FULLY_SET_UP' | 'DISABLED' | 'TEMPORARILY_DISABLED' | 'SESSION_ENDED' | 'RATE_LIMITED' | 'UNEXPECTED';

const field = (body: unknown, name: string): string => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

export const classifyTokenError = (status: number, body: unknown): TokenRefusal => {
  if (status === 429) return 'RATE_LIMITED';
  if (field(body, 'error') !== 'invalid_grant') return 'UNEXPECTED';
  const description = field(body, 'error_description');
  // The descriptions of Keycloak's direct grant and refresh grant (services/…/grants, authenticators/directgrant).
  if (description === 'Invalid user credentials') return 'INVALID_CREDENTIALS';
  if (description === 'Account is not fully set up') return 'NOT_FULLY_SET_UP';
  if (description === 'Account disabled') return 'DISABLED';
  if (description === 'Account temporarily disabled') return 'TEMPORARILY_DISABLED';
  // Refresh: "Session not active", "Token is not active", "Invalid refresh token", "Stale token", …
  return 'SESSION_ENDED';
};

/** What the adapter learnt about the account through the admin API after a refusal (null: no such user). */
export type RefusedAccount = Readonly<{ requiredActions: readonly string[] }> | null;

export type SignInRefusal = Readonly<{ kind: 'NEW_PASSWORD_REQUIRED' }> | Readonly<{ kind: 'REFUSED'; error: Error }>;

/**
 * The answer to a refused password grant. Keycloak answers a brute-force lock with "Invalid user
 * credentials" so as not to reveal it, and so does the adapter (as the built-in). "Account is not fully set up" comes only after the password matched, and its reason
 * is the pending required action: an unconfirmed email first (as the built-in), then a temporary password.
 */
export const signInRefusal = (refusal: TokenRefusal, account: RefusedAccount): SignInRefusal => {
  const refused = (error: Error): SignInRefusal => ({ kind: 'REFUSED', error });
  switch (refusal) {
    // A locked or disabled account is told no more than a wrong password would tell.
    case 'INVALID_CREDENTIALS':
    case 'TEMPORARILY_DISABLED':
    case 'DISABLED':
    case 'SESSION_ENDED':
      return refused(new InvalidCredentials());
    case 'RATE_LIMITED':
      return refused(new DomainError('RATE_LIMITED', AUTH_MESSAGES.tooManyRequests));
    case 'NOT_FULLY_SET_UP': {
      const actions = account?.requiredActions ?? [];
      if (actions.includes(REQUIRED_ACTIONS.verifyEmail))
        return refused(new IdentityError('UserNotConfirmedException', 'Please verify your email address before signing in.'));
      if (actions.includes(REQUIRED_ACTIONS.updatePassword)) return { kind: 'NEW_PASSWORD_REQUIRED' };
      return refused(new Error(`Keycloak requires actions the platform cannot complete: ${actions.join(', ') || 'unknown'}`));
    }
    case 'UNEXPECTED':
      return refused(new Error('Keycloak refused the sign-in unexpectedly'));
  }
};

/** A refused refresh grant: the session was signed out, revoked or has outlived its day. */
export const refreshRefusal = (refusal: TokenRefusal): Error =>
  refusal === 'UNEXPECTED' || refusal === 'RATE_LIMITED'
    ? new Error('Keycloak refused the token refresh unexpectedly')
    : new Unauthenticated(AUTH_MESSAGES.sessionExpired);

/** Which call the admin API refused, so the same status gets the words of that flow. */
export type AdminCall = 'create-user' | 'sign-up' | 'set-password' | 'update-user';

const isPasswordPolicy = (body: unknown) =>
  /password/i.test(`${field(body, 'errorMessage')} ${field(body, 'error')} ${field(body, 'error_description')}`);

/**
 * An admin API failure (status and JSON body of Keycloak's error answer) as a typed error: 409 "User
 * exists with same username/email", 400 password policy or profile validation, 404 unknown user.
 * `passwordMessage` is the words the calling flow shows for a refused password. Other statuses stay
 * server errors (null: rethrow the original).
 */
export const adminRefusal = (
  call: AdminCall,
  status: number,
  body: unknown,
  passwordMessage: string = REGISTRATION_MESSAGES.InvalidPasswordException,
): Error | null => {
  if (status === 409) {
    return call === 'sign-up'
      ? new IdentityError('UsernameExistsException', REGISTRATION_MESSAGES.UsernameExistsException)
      : new Conflict('An account with this email already exists');
  }
  if (status === 404) return new NotFound('User');
  if (status === 400) {
    if (isPasswordPolicy(body)) return new IdentityError('InvalidPasswordException', passwordMessage);
    return new IdentityError('InvalidParameterException', REGISTRATION_MESSAGES.InvalidParameterException);
  }
  return null;
};
