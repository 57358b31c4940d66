// spec 1 §2.2: the shared authentication frame.
export const AUTH_FRAME_TEXTS = {
  productName: 'Virtual Job Fair',
  about: 'About',
  contact: 'Contact',
  signInTitle: 'Sign in',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  forgotPassword: 'Forgot Password ?',
  enterConfirmationCode: 'Enter your confirmation code',
  createEmployerAccount: 'Create an Employer Account',
  signingOut: 'Signing out…',
} as const;
