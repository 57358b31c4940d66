import { describe, expect, it } from 'vitest';
import { signInFailure } from '../../web/src/features/auth/sign-in-messages';

const failure = (input: Partial<Parameters<typeof signInFailure>[0]>) => signInFailure({ offline: false, networkError: false, ...input });

describe('sign-in error catalogue (spec 1 §8.1)', () => {
  it.each([
    ['NotAuthorizedException', 'Invalid email or password. Please try again.'],
    ['UserNotFoundException', 'Account not found. Please check your email or create a new account.'],
    ['TooManyRequestsException', 'Too many login attempts. Please wait a few minutes before trying again.'],
    ['UserNotConfirmedException', 'Please verify your email address before signing in.'],
    ['PasswordResetRequiredException', 'Password reset is required. Please use the forgot password link.'],
    ['SomethingElse', 'An unexpected error occurred. Please try again later.'],
  ])('%s → %s', (code, message) => expect(failure({ code }).message).toBe(message));

  it('offline wins over everything, then network errors', () => {
    expect(failure({ offline: true, networkError: true, code: 'NotAuthorizedException' }).message).toBe(
      'No internet connection. Please check your network and try again.',
    );
    expect(failure({ networkError: true }).message).toBe('Network error. Please check your connection and try again.');
  });

  it("reads a message containing 'auth' as bad credentials", () => {
    expect(failure({ message: 'Not authorized' }).message).toBe('Invalid email or password. Please try again.');
  });

  it('counts only bad credentials toward the lockout', () => {
    expect(failure({ code: 'NotAuthorizedException' }).countsTowardLockout).toBe(true);
    expect(failure({ code: 'UserNotFoundException' }).countsTowardLockout).toBe(false);
    expect(failure({ networkError: true }).countsTowardLockout).toBe(false);
  });
});
