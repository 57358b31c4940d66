import { describe, expect, it } from 'vitest';
import { effectiveStep, nextStepState, type StepFacts } from '../../web/src/features/employer-dashboard/dashboard-steps';

const facts = (overrides: Partial<StepFacts> = {}): StepFacts => ({
  organizationSaved: false,
  paidJobFairExists: false,
  jobFairLoaded: false,
  ...overrides,
});

describe('employer dashboard stepper (spec 1 §2.6)', () => {
  it('shows the requested step when it is enabled', () => {
    expect(effectiveStep(2, facts({ organizationSaved: true }))).toBe(2);
    expect(effectiveStep(4, facts({ organizationSaved: true, jobFairLoaded: true }))).toBe(4);
  });

  it('falls back to the nearest enabled earlier step', () => {
    expect(effectiveStep(3, facts({ organizationSaved: true }))).toBe(2);
    expect(effectiveStep(4, facts({ organizationSaved: true, paidJobFairExists: true }))).toBe(3);
    expect(effectiveStep(2, facts())).toBe(1);
  });

  it('starts at step 1 without or with a nonsense step', () => {
    expect(effectiveStep(undefined, facts({ organizationSaved: true }))).toBe(1);
    expect(effectiveStep(9, facts({ organizationSaved: true }))).toBe(1);
  });

  it('disables Next while the next step is locked and ends with Finish', () => {
    expect(nextStepState(1, facts())).toEqual({ kind: 'next', step: 2, enabled: false });
    expect(nextStepState(1, facts({ organizationSaved: true }))).toEqual({ kind: 'next', step: 2, enabled: true });
    expect(nextStepState(2, facts({ organizationSaved: true }))).toEqual({ kind: 'next', step: 3, enabled: false });
    expect(nextStepState(4, facts())).toEqual({ kind: 'finish' });
  });
});
