import { Button, Callout } from '@blueprintjs/core';
import { type FormEvent, useCallback, useState } from 'react';
import { type JobFairForm as JobFairFormData, jobFairFormSchema, US_TIME_ZONES } from '../../../../../domain/jobfair/jobfair-schema';
import { todayAt } from '../../../../../domain/jobfair/time-status';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { clockStore } from '../../../stores/clock-store';
import type { JobFairFormValues } from '../job-fair-form-values';
import { JOB_FAIR_TEXTS } from '../job-fair-texts';

type JobFairFormProps = Readonly<{
  mode: 'create' | 'edit';
  initialValues: JobFairFormValues;
  /** spec 1 §6: admins may pick past start dates; everyone else gets 'Date must be in the future'. */
  mayStartInPast: boolean;
  /** Sends the form; rejects with an ApiError whose 400 field errors land on the fields. */
  onSubmit: (form: JobFairFormData) => Promise<unknown>;
  /** After a successful create the form starts over. */
  resetValues?: () => JobFairFormValues;
}>;

// Empty number fields are "missing" (the schema says 'Duration hours is required'), not 0.
const toInput = (values: JobFairFormValues) => ({
  ...values,
  durationHours: values.durationHours.trim() === '' ? undefined : values.durationHours,
  durationMinutes: values.durationMinutes.trim() === '' ? undefined : values.durationMinutes,
});

/** spec 2 §2.4 and §5: the job fair form (create or edit), validated by jobFairFormSchema. */
export const JobFairForm = ({ mode, initialValues, mayStartInPast, onSubmit, resetValues }: JobFairFormProps) => {
  const validate = useCallback(
    (values: JobFairFormValues) =>
      !mayStartInPast && values.startDate && values.startDate < todayAt(values.timezone, new Date(clockStore.now))
        ? { startDate: JOB_FAIR_TEXTS.dateMustBeInFuture }
        : {},
    [mayStartInPast],
  );
  const form = useZodForm({ schema: jobFairFormSchema, initialValues, toInput, validate });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitTried();
    if (!form.data || !form.isValid || submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit(form.data);
      if (resetValues) form.reset(resetValues());
    } catch (error) {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) form.setServerErrors(error.fieldErrors);
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  };

  const input = (field: keyof JobFairFormValues, label: string, props: { type: string; min?: number; max?: number }) => (
    <TextField {...form.field(field)} id={`${mode}-jobfair-${field}`} label={label} {...props} />
  );

  const submitText = mode === 'create' ? JOB_FAIR_TEXTS.create : JOB_FAIR_TEXTS.update;

  return (
    <form
      className="job-fair-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={mode === 'create' ? JOB_FAIR_TEXTS.createTitle : JOB_FAIR_TEXTS.editTitle}
    >
      {failure && (
        <Callout intent="danger" role="alert">
          {failure}
        </Callout>
      )}
      {input('name', JOB_FAIR_TEXTS.name, { type: 'text' })}
      <div className="form-row">
        {input('startDate', JOB_FAIR_TEXTS.startDate, { type: 'date' })}
        {input('startTime', JOB_FAIR_TEXTS.startTime, { type: 'time' })}
        <SelectField
          {...form.field('timezone')}
          id={`${mode}-jobfair-timezone`}
          label={JOB_FAIR_TEXTS.timezone}
          options={US_TIME_ZONES.map((zone) => ({ value: zone, label: zone }))}
        />
      </div>
      <div className="form-row">
        {input('durationHours', JOB_FAIR_TEXTS.durationHours, { type: 'number', min: 0, max: 10 })}
        {input('durationMinutes', JOB_FAIR_TEXTS.durationMinutes, { type: 'number', min: 0, max: 59 })}
      </div>
      <div className="form-actions">
        <Button type="submit" intent="primary" text={submitting ? JOB_FAIR_TEXTS.processing : submitText} disabled={submitting} />
      </div>
    </form>
  );
};
