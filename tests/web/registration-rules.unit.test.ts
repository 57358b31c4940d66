import { describe, expect, it } from 'vitest';
import { formatUsPhone, fromE164UsPhone, toE164UsPhone } from '../../domain/auth/us-phone';
import { registrationFormSchema } from '../../domain/auth/registration-schema';
import { resolveRoute } from '../../web/src/app/route-guard';
import { confirmationFailure, registrationFailure } from '../../web/src/features/registration/registration-texts';

describe('phone shown as (XXX) XXX-XXXX (spec 3 §5)', () => {
  it.each([
    ['', ''],
    ['2', '(2'],
    ['212', '(212'],
    ['2125', '(212) 5'],
    ['212555', '(212) 555'],
    ['2125550', '(212) 555-0'],
    ['2125550100', '(212) 555-0100'],
    ['21255501009999', '(212) 555-0100'],
    ['(212) 555-01a00', '(212) 555-0100'],
  ])('%j → %j', (typed, shown) => expect(formatUsPhone(typed)).toBe(shown));

  it('is stored as +1 and ten digits and read back', () => {
    expect(toE164UsPhone('(212) 555-0100')).toBe('+12125550100');
    expect(fromE164UsPhone('+12125550100')).toBe('(212) 555-0100');
  });
});

describe('registration form rules (spec 3 §5)', () => {
  const valid = {
    firstName: 'Dana',
    lastName: 'Scully',
    email: 'dana@example.com',
    phone: '(212) 555-0100',
    city: 'New York',
    state: 'NY',
    zip: '10001',
    password: 'abc12!',
    confirmPassword: 'abc12!',
    acceptTerms: true,
    robotCheck: 'payload',
  };
  const issues = (form: Record<string, unknown>) => {
    const parsed = registrationFormSchema.safeParse(form);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
  };

  it('accepts a complete form', () => expect(issues(valid)).toEqual([]));

  it('needs the confirmation to match, the terms and the robot check', () => {
    expect(issues({ ...valid, confirmPassword: '' })).toContain('confirmPassword: Password confirmation is required');
    expect(issues({ ...valid, confirmPassword: 'abc12?' })).toEqual(["confirmPassword: Password and Confirm Password didn't match"]);
    expect(issues({ ...valid, acceptTerms: false })).toEqual(['acceptTerms: You must accept the terms and conditions']);
    expect(issues({ ...valid, robotCheck: '' })).toEqual(['robotCheck: Please verify you are not a robot']);
  });
});

describe('error catalogue (spec 3 §8)', () => {
  it('maps registration codes, else the message, else the default', () => {
    expect(registrationFailure('UsernameExistsException', 'x')).toBe(
      'An account with this email address already exists. Please sign-up using a different email address.',
    );
    expect(registrationFailure('InvalidPasswordException', undefined)).toBe('Password does not meet the requirements.');
    expect(registrationFailure('InvalidParameterException', undefined)).toBe('Invalid registration parameters. Please check your input.');
    expect(registrationFailure('Other', 'Provider says no')).toBe('Provider says no');
    expect(registrationFailure(undefined, '')).toBe('Registration process has failed');
  });

  it('maps confirmation codes, else the default', () => {
    expect(confirmationFailure('CodeMismatchException')).toBe('The confirmation code you entered is incorrect. Please try again.');
    expect(confirmationFailure('ExpiredCodeException')).toBe('The confirmation code has expired. Please request a new code.');
    expect(confirmationFailure('UserNotFoundException')).toBe('No account found for this email. Please register again.');
    expect(confirmationFailure('NotAuthorizedException')).toBe('This account is already confirmed. Please sign in.');
    expect(confirmationFailure('LimitExceededException')).toBe('Attempt limit exceeded, please try again later.');
    expect(confirmationFailure(undefined)).toBe('Confirmation failed. Please try again.');
  });
});

describe('auth pages open to signed-out visitors (spec 1 §2.2)', () => {
  const at = (pathname: string, roles: string[] | null) => resolveRoute({ pathname, hostname: 'localhost', roles });
  it('registration, forgot password and the code page stay; other /auth paths go to sign-in', () => {
    expect(at('/auth/registration', null)).toBeNull();
    expect(at('/auth/forgot-password', null)).toBeNull();
    expect(at('/auth/forgot-password-code-verify/a%40b.co', null)).toBeNull();
    expect(at('/auth/forgot-password-code-verify', null)).toBe('/auth/login');
    expect(at('/auth/other', null)).toBe('/auth/login');
    expect(at('/auth/registration', ['EmployerAdmin', 'Recruiter'])).toBe('/employer-admin/dashboard');
  });
});
