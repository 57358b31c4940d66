// spec 1 §2.6: the employer admin dashboard is a four-step stepper, also addressable by ?step=1..4.
export const STEP_NUMBERS = [1, 2, 3, 4] as const;
export type StepNumber = (typeof STEP_NUMBERS)[number];

export type StepFacts = Readonly<{
  organizationSaved: boolean;
  paidJobFairExists: boolean;
  jobFairLoaded: boolean;
}>;

/** Enabled when: 1 always; 2 the organization is saved; 3 a paid job fair exists; 4 a job fair is loaded. */
export const isStepEnabled = (step: StepNumber, facts: StepFacts): boolean => {
  switch (step) {
    case 1:
      return true;
    case 2:
      return facts.organizationSaved;
    case 3:
      return facts.paidJobFairExists;
    case 4:
      return facts.jobFairLoaded;
  }
};

export const isStepNumber = (value: unknown): value is StepNumber => STEP_NUMBERS.includes(value as StepNumber);

/** The step to show: the requested one, or the nearest enabled earlier step when it is locked. */
export const effectiveStep = (requested: number | undefined, facts: StepFacts): StepNumber => {
  const start = isStepNumber(requested) ? requested : 1;
  for (let step = start; step > 1; step -= 1) if (isStepEnabled(step, facts)) return step;
  return 1;
};

/** Next is disabled while the next step is locked; on the last step it reads Finish. */
export const nextStepState = (
  current: StepNumber,
  facts: StepFacts,
): { kind: 'next'; step: StepNumber; enabled: boolean } | { kind: 'finish' } => {
  if (current === 4) return { kind: 'finish' };
  const step = (current + 1) as StepNumber;
  return { kind: 'next', step, enabled: isStepEnabled(step, facts) };
};
