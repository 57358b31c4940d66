import type { Principal, Role } from '../auth/roles';

export type SignInResult =
  | Readonly<{
      kind: 'SIGNED_IN';
      accessToken: string;
      expiresAt: string;
      principal: Principal;
      /** Only from an OpenID engine (Keycloak): the tokens keycloak-js keeps refreshing in the browser. */
      openIdTokens?: Readonly<{ refreshToken: string; idToken: string | null }>;
    }>
  /** spec 1 §2.2: a user created with a temporary password must choose a new one first. */
  | Readonly<{ kind: 'NEW_PASSWORD_REQUIRED'; challengeSession: string; email: string }>;

export type NewUser = Readonly<{
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: readonly Role[];
  organizationId: string | null;
  password: string;
  /** A temporary password forces NEW_PASSWORD_REQUIRED at the first sign-in. */
  temporary: boolean;
}>;

/** Self-registration (spec 3 §2.1): the account waits for the emailed code before it can sign in. */
export type SignUp = Omit<NewUser, 'temporary'>;

/** An account made without a password (the first platform admin): it signs in once its set-password link is used. */
export type NewUserAwaitingPassword = Omit<NewUser, 'password' | 'temporary'>;

/** The secret of a single-use set-password link (domain/auth/password-link.ts) and when it stops working. */
export type PasswordLink = Readonly<{ token: string; expiresAt: Date }>;

/**
 * The identity port: built-in (Postgres + scrypt + jose) by default, Keycloak when configured.
 * Failures throw typed DomainErrors (InvalidCredentials, Unauthenticated, ...).
 */
export interface IdentityProvider {
  signIn(email: string, password: string): Promise<SignInResult>;
  completeNewPassword(challengeSession: string, newPassword: string): Promise<SignInResult>;
  /** Verifies signature, expiry and that the session was not signed out; throws Unauthenticated. */
  verifyAccessToken(token: string): Promise<Principal & { sessionId: string }>;
  /**
   * A new short-lived access token for the same session (same user, current roles). Throws
   * Unauthenticated when the session was signed out or has outlived the session lifetime (spec 1 §9).
   */
  refreshAccessToken(sessionId: string): Promise<{ accessToken: string; expiresAt: string }>;
  signOut(sessionId: string): Promise<void>;
  createUser(user: NewUser): Promise<Principal>;
  findUserByEmail(email: string): Promise<Principal | null>;
  /** The names the user's tokens and /auth/me carry (spec 2 §2.5 profile); throws NotFound for an unknown id. */
  updateUserNames(userId: string, firstName: string, lastName: string): Promise<void>;
  /** Removes the account and ends its sessions at once (spec 1 §5.6 recruiter delete); no-op for an unknown id. */
  deleteUser(userId: string): Promise<void>;
  /**
   * Creates an unconfirmed account and mails it a 6-digit code (spec 3 §4 Registration). Throws
   * IdentityError UsernameExistsException / InvalidPasswordException / InvalidParameterException.
   */
  signUp(user: SignUp): Promise<Principal>;
  /** Confirms with the mailed code; IdentityError CodeMismatch / ExpiredCode / UserNotFound / NotAuthorized / LimitExceeded. */
  confirmSignUp(email: string, code: string): Promise<Principal>;
  /** A new code for an unconfirmed account (60 s apart, spec 3 §9); IdentityError otherwise. */
  resendConfirmationCode(email: string): Promise<void>;
  /** Mails a password reset code (spec 1 §4.8); IdentityError UserNotFound / LimitExceeded. */
  forgotPassword(email: string): Promise<void>;
  /**
   * Sets the new password with the mailed code: single use, expiring, attempts limited; signs out the
   * user's sessions and lifts a sign-in lockout. IdentityError CodeMismatch / ExpiredCode / LimitExceeded / InvalidPassword.
   */
  confirmForgotPassword(email: string, code: string, newPassword: string): Promise<void>;
  /** Creates a confirmed account that no password opens until `setPasswordWithLink`; Conflict for a taken email. */
  createUserAwaitingPassword(user: NewUserAwaitingPassword): Promise<Principal>;
  /**
   * A new set-password link for the account, valid PASSWORD_LINK_TTL_MS on the clock; any earlier unused link
   * of the account stops working. Only the token's hash is stored.
   */
  issuePasswordLink(userId: string): Promise<PasswordLink>;
  /** Whether the account has an issued set-password link not used yet: it has not chosen its password. */
  awaitsPassword(userId: string): Promise<boolean>;
  /**
   * Sets the password (spec 1 §5.2 rules) with a link's token, once, before it expires: ValidationFailed for the
   * password; IdentityError CodeMismatchException (unknown), NotAuthorizedException (used), ExpiredCodeException.
   * Answers the account, which can then sign in with the new password.
   */
  setPasswordWithLink(token: string, newPassword: string): Promise<Principal>;
  /** Public keys that verify access tokens (served at /.well-known/jwks.json). */
  jwks(): Promise<{ keys: Record<string, unknown>[] }>;
}
