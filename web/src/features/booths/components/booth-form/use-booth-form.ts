import { type FormEvent, useState } from 'react';
import { boothCreateSchema } from '../../../../../../domain/booth/booth-schema';
import type { BoothView } from '../../../../../../domain/booth/booth-view';
import { isApiError } from '../../../../lib/api-error';
import { firstIssueByField, useZodForm } from '../../../../lib/use-zod-form';
import { BOOTH_TEXTS } from '../../booth-texts';
import { boothBody, boothFormValues, boothIssueKeys, type BoothBody, type BoothFormValues } from '../../booth-form-values';

/**
 * The booth form's state: its values checked by the booth schema the server uses, messages shown once a save
 * was tried, and the save itself (a 400's field messages under their fields, anything else above the form).
 */
export const useBoothForm = (booth: BoothView | null, onSubmit: (body: BoothBody) => Promise<unknown>) => {
  const form = useZodForm({
    schema: boothCreateSchema,
    initialValues: boothFormValues(booth),
    toInput: boothBody,
    issueKeys: boothIssueKeys,
    showErrors: 'submitted',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent, busy: boolean) => {
    event.preventDefault();
    form.markSubmitTried();
    if (!form.isValid || submitting || busy) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit(boothBody(form.values));
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.errors.some((e) => e.field))
        form.setServerErrors(
          firstIssueByField(
            error.errors.map((e) => ({ path: (e.field ?? '').split('.'), message: e.message })),
            boothIssueKeys,
          ),
        );
      else setFailure(error instanceof Error ? error.message : BOOTH_TEXTS.somethingWentWrong);
    } finally {
      setSubmitting(false);
    }
  };

  /** Changes one field of the booth. */
  const patch = <K extends keyof BoothFormValues>(field: K, value: BoothFormValues[K]) => form.setValue(field, value);

  return { values: form.values, errorOf: form.errorOf, setValues: form.setValues, patch, failure, submitting, submit };
};
