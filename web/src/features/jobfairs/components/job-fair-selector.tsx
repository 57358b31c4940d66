import { HTMLSelect } from '@blueprintjs/core';
import { JOB_FAIR_TEXTS } from '../job-fair-texts';
import type { JobFair } from '../job-fair-types';
import '../jobfairs.css';

type JobFairSelectorProps = Readonly<{
  fairs: readonly JobFair[];
  selectedId: string | null;
  onChoose: (jobFairId: string) => void;
  /** spec 1 §2.4: also disabled while an interview session is in progress. */
  disabled?: boolean;
}>;

/** spec 1 §2.4: the header's job fair selector; disabled when the organization has no fair. */
export const JobFairSelector = ({ fairs, selectedId, onChoose, disabled = false }: JobFairSelectorProps) => (
  <HTMLSelect
    aria-label={JOB_FAIR_TEXTS.selectorLabel}
    className="job-fair-selector"
    value={selectedId ?? ''}
    disabled={disabled || fairs.length === 0}
    onChange={(event) => onChoose(event.currentTarget.value)}
  >
    {fairs.length === 0 && <option value="">{JOB_FAIR_TEXTS.selectorEmpty}</option>}
    {fairs.map((fair) => (
      <option key={fair.id} value={fair.id}>
        {fair.name}
      </option>
    ))}
  </HTMLSelect>
);
