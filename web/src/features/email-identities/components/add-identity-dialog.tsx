import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { emailAddressSchema, parseBatch } from '../../../../../domain/notification/email-identity-schema';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { showToast } from '../../../lib/toaster';
import { useAddIdentity, useBatchAddIdentities } from '../api/identity-commands';
import { IDENTITY_TEXTS as T } from '../identity-texts';

export type AddMode = 'one' | 'batch' | null;

const failureText = (title: string, error: unknown) => (error instanceof Error && error.message ? `${title}: ${error.message}` : title);

/** spec 3 §5: one address, or one per line (trimmed, empty lines dropped, the invalid ones listed). */
const AddForm = ({ mode, onDone }: { mode: Exclude<AddMode, null>; onDone: () => void }) => {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const addOne = useAddIdentity();
  const addMany = useBatchAddIdentities();

  const submit = async () => {
    setFailure(null);
    if (mode === 'one') {
      const parsed = emailAddressSchema.safeParse(text);
      if (!parsed.success) return setError(T.invalidEmail);
      try {
        await addOne.mutateAsync(parsed.data);
        showToast({ message: T.added(1, 1), intent: 'success', icon: 'tick' });
        onDone();
      } catch (caught) {
        setFailure(failureText(T.addFailed, caught));
      }
      return;
    }
    const batch = parseBatch(text);
    if (batch.error) return setError(batch.error);
    try {
      const summary = await addMany.mutateAsync(batch.emails);
      showToast({
        message: T.added(summary.successful, summary.total),
        intent: summary.successful === summary.total ? 'success' : 'warning',
      });
      onDone();
    } catch (caught) {
      setFailure(failureText(T.batchAddFailed, caught));
    }
  };

  const change = (value: string) => {
    setText(value);
    setError(null);
  };
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
          <TextField id="identityEmail" label={T.email} type="email" required value={text} onChange={change} error={error ?? undefined} />
        ) : (
          <TextAreaField
            id="identityEmails"
            label={T.batchLabel}
            rows={6}
            required
            value={text}
            onChange={change}
            error={error ?? undefined}
          />
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
