import { Button, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { generateTemporaryPassword, recruiterCreateSchema, recruiterUpdateSchema } from '../../../../../domain/user/recruiter-schema';
import { Field } from '../../../components/field';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateRecruiter } from '../api/create-recruiter';
import { useUpdateRecruiter } from '../api/update-recruiter';
import { RECRUITER_TEXTS } from '../recruiter-texts';
import type { OrganizationUser } from '../../../api/get-recruiters';

/** The browser's crypto as the random source of the shared generator (spec 1 §5.6). */
const randomInt = (n: number) => {
  const values = new Uint32Array(1);
  let value: number;
  // Rejection sampling keeps every character equally likely.
  do crypto.getRandomValues(values);
  while ((value = values[0]!) >= Math.floor(0x1_0000_0000 / n) * n);
  return value % n;
};
const newTemporaryPassword = () => generateTemporaryPassword(randomInt);

export type Editing = { mode: 'create' } | { mode: 'edit'; user: OrganizationUser };

/** spec 1 §5.6: the create and edit form of one recruiter, with a generated temporary password on create. */
export const RecruiterForm = ({ organizationId, editing, onDone }: { organizationId: string; editing: Editing; onDone: () => void }) => {
  const create = useCreateRecruiter();
  const update = useUpdateRecruiter();
  const existing = editing.mode === 'edit' ? editing.user : null;
  const form = useZodForm({
    schema: existing ? recruiterUpdateSchema : recruiterCreateSchema,
    initialValues: {
      firstName: existing?.firstName ?? '',
      lastName: existing?.lastName ?? '',
      emailId: existing?.email ?? '',
      tempPassword: existing ? '' : newTemporaryPassword(),
    },
    showErrors: 'submitted',
  });
  const { values, errorOf } = form;
  const [shown, setShown] = useState(false);
  const pending = create.isPending || update.isPending;

  const copy = async () => {
    await navigator.clipboard?.writeText(values.tempPassword).catch(() => undefined);
    showToast({ message: RECRUITER_TEXTS.copied, intent: 'success', icon: 'clipboard', timeout: 3000 });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitTried();
    if (!form.isValid || pending) return;
    try {
      if (existing)
        await update.mutateAsync({ organizationId, id: existing.id, names: { firstName: values.firstName, lastName: values.lastName } });
      else await create.mutateAsync({ organizationId, form: values });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) form.setServerErrors(error.fieldErrors);
      // spec 1 §8.3: recruiter create or update failure is a browser alert with the error.
      else window.alert(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <TextField
          id="recruiter-first-name"
          label={RECRUITER_TEXTS.firstName}
          value={values.firstName}
          error={errorOf('firstName')}
          onChange={(value) => form.setValue('firstName', value)}
        />
        <TextField
          id="recruiter-last-name"
          label={RECRUITER_TEXTS.lastName}
          value={values.lastName}
          error={errorOf('lastName')}
          onChange={(value) => form.setValue('lastName', value)}
        />
        <TextField
          id="recruiter-email"
          label={RECRUITER_TEXTS.email}
          type="email"
          value={values.emailId}
          readOnly={existing !== null}
          error={errorOf('emailId')}
          onChange={(value) => form.setValue('emailId', value)}
        />
        <TextField id="recruiter-role" label={RECRUITER_TEXTS.role} value={RECRUITER_TEXTS.roleRecruiter} readOnly />
        {!existing && (
          <Field
            label={RECRUITER_TEXTS.temporaryPassword}
            htmlFor="recruiter-password"
            error={errorOf('tempPassword')}
            helper={RECRUITER_TEXTS.firstSignIn}
          >
            <InputGroup
              id="recruiter-password"
              type={shown ? 'text' : 'password'}
              value={values.tempPassword}
              readOnly
              rightElement={
                <>
                  <Button
                    variant="minimal"
                    icon={shown ? 'eye-off' : 'eye-open'}
                    aria-label={shown ? RECRUITER_TEXTS.hide : RECRUITER_TEXTS.show}
                    onClick={() => setShown(!shown)}
                  />
                  <Button variant="minimal" icon="duplicate" aria-label={RECRUITER_TEXTS.copy} onClick={() => void copy()} />
                  <Button
                    variant="minimal"
                    icon="refresh"
                    aria-label={RECRUITER_TEXTS.regenerate}
                    onClick={() => form.setValue('tempPassword', newTemporaryPassword())}
                  />
                </>
              }
            />
          </Field>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={RECRUITER_TEXTS.cancel} onClick={onDone} />
            <Button
              type="submit"
              intent="primary"
              loading={pending}
              text={pending ? RECRUITER_TEXTS.processing : existing ? RECRUITER_TEXTS.save : RECRUITER_TEXTS.create}
            />
          </>
        }
      />
    </form>
  );
};
