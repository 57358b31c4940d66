import { describe, expect, it } from 'vitest';
import { newPasswordFormSchema } from '../../domain/auth/new-password-schema';
import { confirmForgotPasswordSchema } from '../../domain/auth/password-reset-schema';
import { registrationFieldsSchema } from '../../domain/auth/registration-schema';
import { signInSchema } from '../../domain/auth/sign-in-schema';

// spec 1 §5.1 asks sign-in for 8 characters; registration (spec 3 §5) and reset (spec 1 §5.4) set 6.
// Every password a spec form can set must pass the sign-in form, or that account is locked out.
const email = 'someone@example.com';
const passwordError = (password: string) =>
  signInSchema.safeParse({ email, password }).error?.issues.find((issue) => issue.path[0] === 'password')?.message;

describe('sign-in password rule (spec 1 §5.1 against spec 3 §5 and spec 1 §5.4)', () => {
  it('accepts the shortest password registration and reset allow', () => {
    const shortest = 'Ab1@cd';
    expect(confirmForgotPasswordSchema.safeParse({ email, code: '123456', password: shortest }).success).toBe(true);
    expect(registrationFieldsSchema.shape.password.safeParse(shortest).success).toBe(true);
    expect(signInSchema.safeParse({ email, password: shortest }).success).toBe(true);
    expect(signInSchema.safeParse({ email, password: 'Ab1@cde' }).success).toBe(true);
  });

  it('keeps the spec 1 §5.1 words for anything shorter, empty and too long', () => {
    expect(passwordError('Ab1@c')).toBe('Password must be at least 8 characters');
    expect(passwordError('')).toBe('Password is required');
    expect(passwordError('x'.repeat(129))).toBe('Password must not exceed 128 characters');
  });

  it('the forced new password still needs 8 (spec 1 §5.2): it sets a password, it does not check one', () => {
    expect(newPasswordFormSchema.safeParse({ newPassword: 'Ab1@cde', confirmPassword: 'Ab1@cde' }).success).toBe(false);
  });
});
