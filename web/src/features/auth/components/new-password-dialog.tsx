import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { AUTH_MESSAGES } from '../../../../../domain/auth/auth-messages';
import { isApiError } from '../../../lib/api-error';
import { useCompleteNewPassword } from '../api/complete-new-password';
import type { SignInResult } from '../api/sign-in';
import { NEW_PASSWORD_TEXTS } from '../new-password-texts';
import { NewPasswordFields, useNewPasswordForm } from './new-password-form';

type SignedIn = Extract<SignInResult, { kind: 'SIGNED_IN' }>;

type Props = Readonly<{
  email: string;
  challengeSession: string;
  onSignedIn: (result: SignedIn) => void;
  onExpired: (message: string) => void;
}>;

/**
 * spec 1 §2.2 and §5.2: the blocking password-change modal for NEW_PASSWORD_REQUIRED. No backdrop,
 * Esc or close button dismisses it; the new password signs the user in (spec 1 §4.7).
 */
export const NewPasswordDialog = ({ email, challengeSession, onSignedIn, onExpired }: Props) => {
  const form = useNewPasswordForm();
  const complete = useCompleteNewPassword();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through portals: the sign-in form around this dialog must not submit too.
    event.stopPropagation();
    form.markSubmitTried();
    const data = form.data;
    if (!data || complete.isPending) return;
    setFailure(null);
    complete.mutate(
      { challengeSession, newPassword: data.newPassword },
      {
        onSuccess: (result) => (result.kind === 'SIGNED_IN' ? onSignedIn(result) : onExpired(AUTH_MESSAGES.sessionExpired)),
        onError: (error) => {
          if (isApiError(error) && error.status === 400 && error.fieldErrors.newPassword)
            return form.setServerErrors({ newPassword: error.fieldErrors.newPassword });
          if (isApiError(error) && error.status === 401) return onExpired(AUTH_MESSAGES.sessionExpired);
          setFailure(isApiError(error) && error.isNetworkError ? NEW_PASSWORD_TEXTS.networkError : AUTH_MESSAGES.unexpected);
        },
      },
    );
  };

  return (
    <Dialog
      isOpen
      title={NEW_PASSWORD_TEXTS.title}
      icon="key"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
    >
      <form onSubmit={submit} noValidate aria-label={NEW_PASSWORD_TEXTS.title}>
        <DialogBody>
          {failure && (
            <Callout intent="danger" role="alert">
              {failure}
            </Callout>
          )}
          <p>{NEW_PASSWORD_TEXTS.intro(email)}</p>
          <NewPasswordFields form={form} />
        </DialogBody>
        <DialogFooter
          actions={
            <Button
              type="submit"
              intent="primary"
              text={complete.isPending ? NEW_PASSWORD_TEXTS.pleaseWait : NEW_PASSWORD_TEXTS.submit}
              disabled={complete.isPending || !form.isValid}
            />
          }
        />
      </form>
    </Dialog>
  );
};
