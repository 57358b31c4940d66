import { Button, InputGroup } from '@blueprintjs/core';
import { Field } from '../../../../components/field';
import { BOOTH_TEXTS } from '../../booth-texts';
import type { BoothJob } from '../../booth-form-values';

type BoothJobsSectionProps = Readonly<{
  jobs: readonly BoothJob[];
  errorOf: (key: string) => string | undefined;
  onChange: (jobs: BoothJob[]) => void;
}>;

/** The booth's jobs, each a description and a link, added and removed in place. */
export const BoothJobsSection = ({ jobs, errorOf, onChange }: BoothJobsSectionProps) => {
  const change = (index: number, next: Partial<BoothJob>) => onChange(jobs.map((job, i) => (i === index ? { ...job, ...next } : job)));
  return (
    <fieldset className="booth-form__section" aria-label={BOOTH_TEXTS.jobs}>
      <legend>{BOOTH_TEXTS.jobs}</legend>
      {jobs.map((job, index) => (
        <div className="booth-form__row" key={index}>
          <Field label={BOOTH_TEXTS.jobDescription} htmlFor={`booth-job-${index}-description`} error={errorOf(`jobs.${index}.description`)}>
            <InputGroup
              id={`booth-job-${index}-description`}
              value={job.description}
              onValueChange={(value) => change(index, { description: value })}
            />
          </Field>
          <Field label={BOOTH_TEXTS.jobLink} htmlFor={`booth-job-${index}-link`} error={errorOf(`jobs.${index}.link`)}>
            <InputGroup id={`booth-job-${index}-link`} value={job.link} onValueChange={(value) => change(index, { link: value })} />
          </Field>
          <Button
            variant="minimal"
            icon="cross"
            aria-label={`${BOOTH_TEXTS.remove} job ${index + 1}`}
            onClick={() => onChange(jobs.filter((_j, i) => i !== index))}
          />
        </div>
      ))}
      <Button icon="add" text={BOOTH_TEXTS.addJob} onClick={() => onChange([...jobs, { description: '', link: '' }])} />
    </fieldset>
  );
};
