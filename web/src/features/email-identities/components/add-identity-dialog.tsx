import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { emailAddressSchema, parseBatch } from '../../../../../domain/notification/email-identity-schema';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { showToast } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAddIdentity, useBatchAddIdentities } from '../api/identity-commands';
import { IDENTITY_TEXTS as T } from '../identity-texts';

export type AddMode = 'one' | 'batch' | null;

// The address rules (one, or a batch) are the mode's own, so they run as the form's extra rules.
const addressesForm = z.object({ text: z.string() });

const failureText = (title: string, error: unknown) => (error instanceof Error && error.message ? `${title}: ${error.message}` : title);

/** spec 3 §5: one address, or one per line (trimmed, empty lines dropped, the invalid ones listed). */
const AddForm = ({ mode, onDone }: { mode: Exclude<AddMode, null>; onDone: () => void }) => {
  const validate = useCallback(
    ({ text }: { text: string }) =>
      mode === 'one'
        ? { text: emailAddressSchema.safeParse(text).success ? undefined : T.invalidEmail }
        : { text: parseBatch(text).error ?? undefined },
    [mode],
  );
  const form = useZodForm({ schema: addressesForm, initialValues: { text: '' }, validate, showErrors: 'submitted' });
  const { text } = form.values;
  const error = form.errorOf('text');
  const [failure, setFailure] = useState<string | null>(null);
  const addOne = useAddIdentity();
  const addMany = useBatchAddIdentities();

  const submit = async () => {
    setFailure(null);
    form.markSubmitTried();
    if (!form.isValid) return;
    if (mode === 'one') {
      try {
        await addOne.mutateAsync(emailAddressSchema.parse(text));
        showToast({ message: T.added(1, 1), intent: 'success', icon: 'tick' });
        onDone();
      } catch (caught) {
        setFailure(failureText(T.addFailed, caught));
      }
      return;
    }
    try {
      const summary = await addMany.mutateAsync(parseBatch(text).emails);
      showToast({
        message: T.added(summary.successful, summary.total),
        intent: summary.successful === summary.total ? 'success' : 'warning',
      });
      onDone();
    } catch (caught) {
      setFailure(failureText(T.batchAddFailed, caught));
    }
  };

  const change = (value: string) => form.setValue('text', value);
  return (
    // The spec's messages, not the browser's, tell what is wrong with a field.
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogBody>
        {failure && (
          <Callout intent="danger" role="alert">
            {failure}
          </Callout>
        )}
        {mode === 'one' ? (
          <TextField id="identityEmail" label={T.email} type="email" required value={text} onChange={change} error={error} />
        ) : (
          <TextAreaField id="identityEmails" label={T.batchLabel} rows={6} required value={text} onChange={change} error={error} />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={T.cancel} onClick={onDone} />
            <Button type="submit" intent="primary" text={T.add} loading={addOne.isPending || addMany.isPending} />
          </>
        }
      />
    </form>
  );
};

/** 'Add Identity' and 'Batch Add' (spec 3 §2.2): each address is mailed a verification link. */
export const AddIdentityDialog = ({ mode, onClose }: { mode: AddMode; onClose: () => void }) => (
  <Dialog isOpen={mode !== null} onClose={onClose} title={mode === 'batch' ? T.batchAdd : T.addIdentity}>
    {mode && <AddForm key={mode} mode={mode} onDone={onClose} />}
  </Dialog>
);
