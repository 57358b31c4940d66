import { Icon } from '@blueprintjs/core';
import { isStepEnabled, STEP_NUMBERS, type StepFacts, type StepNumber } from '../dashboard-steps';
import { DASHBOARD_TEXTS, STEP_TEXTS } from '../dashboard-texts';
import '../employer-dashboard.css';

type SetupStepperProps = Readonly<{ current: StepNumber; facts: StepFacts; onSelect: (step: StepNumber) => void }>;

/** The four steps as a row of buttons; locked steps are disabled (spec 1 §2.6). */
export const SetupStepper = ({ current, facts, onSelect }: SetupStepperProps) => (
  <nav className="setup-stepper" aria-label="Setup steps">
    <ol>
      {STEP_NUMBERS.map((step) => {
        const enabled = isStepEnabled(step, facts);
        const state = step === current ? 'current' : step < current ? 'done' : 'todo';
        return (
          <li key={step} className={`setup-stepper__step setup-stepper__step--${state}`}>
            <button
              type="button"
              disabled={!enabled}
              aria-current={step === current ? 'step' : undefined}
              onClick={() => onSelect(step)}
              data-testid={`step-${step}`}
            >
              <span className="setup-stepper__number" aria-hidden>
                {enabled ? step : <Icon icon="lock" size={12} />}
              </span>
              <span className="setup-stepper__text">
                <span className="setup-stepper__title">{STEP_TEXTS[step].title}</span>
                <span className="setup-stepper__content">{STEP_TEXTS[step].content}</span>
                {!enabled && <span className="sr-only">{DASHBOARD_TEXTS.locked}</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  </nav>
);
