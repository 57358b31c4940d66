import { ProgressBar, Tag } from '@blueprintjs/core';
import { ONBOARDING_STEPS, type OnboardingProgress } from '../../../../../domain/organization/onboarding';
import { COMPANIES_TEXTS as T } from '../companies-texts';

/**
 * spec 3 §2.2, §4: the progress bar and the badge of the last completed step, among the five an admin
 * sees (JobFairPaymentCompleted included, spec 1 §4.3).
 */
export const OnboardingStatus = ({ progress }: { progress: OnboardingProgress }) => {
  const step = progress.lastCompletedStep;
  const label = step ? ONBOARDING_STEPS[step].label : T.notStarted;
  const done = progress.progress >= 100;
  return (
    <div className="onboarding-status">
      <ProgressBar
        value={progress.progress / 100}
        intent={done ? 'success' : 'primary'}
        animate={false}
        stripes={false}
        aria-label={`${T.onboardingStatus}: ${progress.progress}%`}
      />
      <Tag minimal multiline intent={done ? 'success' : 'none'} title={`${progress.progress}%`}>
        {label}
      </Tag>
    </div>
  );
};
