// spec 1 §4.3 and spec 3 §4: onboarding progress is only ever raised.
export const ONBOARDING_STEPS = {
  FilledOrganizationDetails: { progress: 20, label: 'Filled company details' },
  CreatedJobFair: { progress: 40, label: 'Job fair created' },
  JobFairPaymentCompleted: { progress: 60, label: 'Job fair payment completed' },
  BoothConfigured: { progress: 80, label: 'Booth configured' },
  AssignedARecruiter: { progress: 100, label: 'Assigned recruiter(s)' },
} as const;
export type OnboardingStep = keyof typeof ONBOARDING_STEPS;

export type OnboardingProgress = Readonly<{ progress: number; lastCompletedStep: OnboardingStep | null }>;
export const NO_PROGRESS: OnboardingProgress = { progress: 0, lastCompletedStep: null };

/** The progress after reaching `step`, or null when it would not raise the current one. */
export const raiseProgress = (current: OnboardingProgress, step: OnboardingStep): OnboardingProgress | null => {
  const next = ONBOARDING_STEPS[step].progress;
  return next > current.progress ? { progress: next, lastCompletedStep: step } : null;
};
