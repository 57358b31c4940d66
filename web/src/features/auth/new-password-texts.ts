// spec 1 §2.2 and §5.2: the forced new-password modal.
export const NEW_PASSWORD_TEXTS = {
  title: 'Change Password',
  intro: (email: string) => `A new password is required for ${email}. Choose one to continue.`,
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  rules: '8 to 128 characters, with an uppercase letter, a lowercase letter, a number and one of @$!%*?&.',
  submit: 'Change Password',
  pleaseWait: 'Please wait...',
  networkError: 'Network error. Please check your connection and try again.',
} as const;
