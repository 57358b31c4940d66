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
  recruitersLater: 'recruiter management',
  boothsLater: 'booth management',
} as const;
