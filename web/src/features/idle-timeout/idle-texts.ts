// spec 3 §4 "Idle session": the warning before the idle sign-out.
export const IDLE_TEXTS = {
  title: 'Are you still there?',
  body: (seconds: number) => `You have been inactive for a while. For your security you will be signed out in ${seconds} seconds.`,
  hint: 'Press Enter to continue or Esc to sign out.',
  continue: 'Continue',
  signOut: 'Sign out',
} as const;
