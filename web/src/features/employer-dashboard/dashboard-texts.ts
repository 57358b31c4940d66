import type { StepNumber } from './dashboard-steps';

// spec 1 §2.6: the stepper's words, letter for letter.
export const STEP_TEXTS: Record<StepNumber, { title: string; content: string }> = {
  1: { title: 'Organization', content: 'Setup organization details' },
  2: { title: 'Job Fairs', content: 'Job fair registration' },
  3: { title: 'Recruiters', content: 'Manage users' },
  4: { title: 'Booths', content: 'Manage booth' },
};

export const DASHBOARD_TEXTS = {
  back: 'Back',
  next: 'Next',
  finish: 'Finish',
  setupComplete: 'Setup Complete',
  close: 'Close',
  setupCompleteMessage: 'Your organization, job fair, recruiters and booths are set up.',
  stepLabel: (step: number) => `Step ${step}`,
  locked: 'Locked',
  // Not in the spec: an employer admin whose account names no company.
  noOrganization: 'No organization',
  noOrganizationMessage:
    'Your account is not linked to a company, so there is no job fair to manage yet. Ask your platform admin to link it, or sign out and register your company.',
  signOut: 'Sign out',
} as const;
