import { Callout, Checkbox } from '@blueprintjs/core';
import { BOOTH_TEXTS } from '../../booth-texts';
import { toggled, type RecruiterOption } from '../../booth-form-values';

type BoothRecruitersSectionProps = Readonly<{
  recruiters: readonly RecruiterOption[];
  assigned: readonly string[];
  error: string | undefined;
  onChange: (assigned: string[]) => void;
}>;

/** The recruiters assigned to the booth, one checkbox each (spec 1 §6: the employer admin's to manage). */
export const BoothRecruitersSection = ({ recruiters, assigned, error, onChange }: BoothRecruitersSectionProps) => (
  <fieldset className="booth-form__section" aria-label={BOOTH_TEXTS.recruiters}>
    <legend>{BOOTH_TEXTS.recruiters}</legend>
    {recruiters.length === 0 && <p className="bp6-text-muted">{BOOTH_TEXTS.noRecruiters}</p>}
    {recruiters.map((recruiter) => (
      <Checkbox
        key={recruiter.id}
        label={recruiter.name}
        checked={assigned.includes(recruiter.id)}
        onChange={() => onChange(toggled(assigned, recruiter.id))}
      />
    ))}
    {error && <Callout intent="danger">{error}</Callout>}
  </fieldset>
);
