import { PASSWORD_LINK_MESSAGES } from '../../../../domain/auth/password-link';
import { NEW_PASSWORD_TEXTS } from './new-password-texts';

// The set-password link's page (README "First platform admin"): the forced new password's form and words
// (spec 1 §5.2); the spec has no screen of its own for it, so its title, lines and refusals are ours.
export const SET_PASSWORD_TEXTS = {
  title: 'Set Password',
  intro: 'Choose the password you will sign in with.',
  submit: 'Set Password',
  pleaseWait: NEW_PASSWORD_TEXTS.pleaseWait,
  networkError: NEW_PASSWORD_TEXTS.networkError,
  done: 'Your password is set. Signing you in...',
  backToSignIn: 'Back to sign in',
  ...PASSWORD_LINK_MESSAGES,
} as const;
