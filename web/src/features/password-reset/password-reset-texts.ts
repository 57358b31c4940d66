import { PASSWORD_RESET_MESSAGES } from '../../../../domain/auth/identity-errors';

// spec 1 §2.2, §5.3, §5.4, §8.2.
export const PASSWORD_RESET_TEXTS = {
  forgotTitle: 'Forgot Password ?',
  forgotIntro: 'Enter your email and we will send you a verification code.',
  email: 'Email',
  sendCode: 'Send verification code',
  resetTitle: 'Reset Password',
  resetIntro: (email: string) => `Enter the verification code sent to ${email} and choose a new password.`,
  code: 'Verification Code',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  resetPassword: 'Reset Password',
  pleaseWait: 'Please wait...',
  backToSignIn: 'Back to sign in',
  newCode: 'Send a new code',
  ...PASSWORD_RESET_MESSAGES,
} as const;
