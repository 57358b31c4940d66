// spec 1 §2.2: the shared authentication frame.
export const AUTH_FRAME_TEXTS = {
  productName: 'Virtual Job Fair',
  about: 'About',
  contact: 'Contact',
  signInTitle: 'Sign in',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  /** NEW_PASSWORD_REQUIRED: the blocking modal of spec 1 §2.2 arrives with password management. */
  newPasswordRequired: (email: string) =>
    `A new password must be set for ${email} before signing in. This screen arrives with password management.`,
  signingOut: 'Signing out…',
} as const;
