import { CONFIRMATION_MESSAGES, REGISTRATION_MESSAGES, RESEND_MESSAGES } from '../../../../domain/auth/identity-errors';

// spec 3 §2.1, §4 Registration, §8 and the terms of spec 3 §1, letter for letter where the spec gives words.
export const REGISTRATION_TEXTS = {
  employerTitle: 'Create an Employer Account',
  applicantTitle: 'Create an Account',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
  personalInformation: 'Personal Information',
  loginCredentials: 'Login Credentials',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Mobile Phone',
  phonePlaceholder: '(XXX) XXX-XXXX',
  city: 'City',
  state: 'State',
  zip: 'ZIP',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  robotCheck: 'Robot check',
  robotCheckLoadFailed: 'The robot check could not load. Please reload the page.',
  acceptTermsBefore: 'I accept the',
  termsLink: 'Terms and Conditions',
  termsTitle: 'Terms and Conditions',
  close: 'Close',
  register: 'Register',
  confirm: 'Confirm',
  pleaseWait: 'Please wait...',
  confirmationTitle: 'Confirm your email',
  confirmationIntro: (email: string) => `We sent a 6-digit confirmation code to ${email}. Enter it below.`,
  confirmationCode: 'Confirmation Code',
  resendCode: 'Resend Confirmation Code',
  resendIn: (seconds: number) => `Resend in ${seconds}s`,
  confirmationCompleted: 'Confirmation Completed!',
  completedSignedIn: 'Your account is confirmed and you are signed in.',
  continue: 'Continue',
  goToSignIn: 'Go to the sign-in page',
} as const;

/** spec 3 §1: what the terms state; shown in the scrollable modal. */
export const TERMS: readonly (readonly [heading: string, text: string])[] = [
  ['Eligibility', 'You must be 18 years of age or older to use this platform.'],
  ['Fees', 'Job seekers pay nothing to use the platform. Employers pay for the products and services they purchase.'],
  ['Purchases', 'All purchases are final. There are no refunds or returns.'],
  [
    'Conduct',
    'Accounts may be suspended or terminated at the provider\u2019s discretion for discourteous conduct or misuse of the platform.',
  ],
  ['Our role', 'The provider acts only as a venue that brings employers and job seekers together and does not screen job listings.'],
  ['Changes', 'These terms can change without notice.'],
];

export { CONFIRMATION_MESSAGES, REGISTRATION_MESSAGES, RESEND_MESSAGES };

/** spec 3 §8 Registration: by provider error code, then the server's message, then the default. */
export const registrationFailure = (code: string | undefined, message: string | undefined): string => {
  switch (code) {
    case 'UsernameExistsException':
    case 'InvalidPasswordException':
    case 'InvalidParameterException':
      return REGISTRATION_MESSAGES[code];
    default:
      return message || REGISTRATION_MESSAGES.failed;
  }
};

/** spec 3 §8 Confirmation: by code, otherwise the default. */
export const confirmationFailure = (code: string | undefined): string => {
  switch (code) {
    case 'CodeMismatchException':
    case 'ExpiredCodeException':
    case 'UserNotFoundException':
    case 'NotAuthorizedException':
    case 'LimitExceededException':
      return CONFIRMATION_MESSAGES[code];
    default:
      return CONFIRMATION_MESSAGES.failed;
  }
};
