import { Button, Callout } from '@blueprintjs/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { AUTH_MESSAGES } from '../../../../../domain/auth/auth-messages';
import { isApiError } from '../../../lib/api-error';
import { startSession } from '../../../stores/session-store';
import { useSetPassword } from '../api/set-password';
import { signIn } from '../api/sign-in';
import { SET_PASSWORD_TEXTS } from '../set-password-texts';
import { NewPasswordFields, useNewPasswordForm } from './new-password-form';

// The server's refusal of a link, by the code it answers (domain/auth/password-link.ts).
const LINK_REFUSALS: Readonly<Record<string, string>> = {
  CodeMismatchException: SET_PASSWORD_TEXTS.unknown,
  NotAuthorizedException: SET_PASSWORD_TEXTS.used,
  ExpiredCodeException: SET_PASSWORD_TEXTS.expired,
};

/**
 * /auth/set-password?token=…: an account made without a password (`npm run admin:create`) chooses one with its
 * single-use link, then is signed in and taken home; should that sign-in fail, to the sign-in page.
 */
export const SetPasswordPage = ({ token }: Readonly<{ token: string | undefined }>) => {
  const form = useNewPasswordForm();
  const set = useSetPassword();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(token ? null : SET_PASSWORD_TEXTS.unknown);
  const [done, setDone] = useState(false);

  const signInAndGo = async (email: string, password: string) => {
    try {
      const result = await signIn({ email, password });
      if (result.kind !== 'SIGNED_IN') throw new Error(result.kind);
      startSession(result);
      await navigate({ to: '/' });
    } catch {
      window.location.assign(`/auth/login?email=${encodeURIComponent(email)}`);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitTried();
    const data = form.data;
    if (!data || !token || set.isPending) return;
    setFailure(null);
    set.mutate(
      { token, newPassword: data.newPassword },
      {
        onSuccess: ({ email }) => {
          setDone(true);
          void signInAndGo(email, data.newPassword);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400 && error.fieldErrors.newPassword)
            return form.setServerErrors({ newPassword: error.fieldErrors.newPassword });
          const refusal = isApiError(error) && error.code ? LINK_REFUSALS[error.code] : undefined;
          setFailure(refusal ?? (isApiError(error) && error.isNetworkError ? SET_PASSWORD_TEXTS.networkError : AUTH_MESSAGES.unexpected));
        },
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={SET_PASSWORD_TEXTS.title}>
      <h1 className="auth-form__title">{SET_PASSWORD_TEXTS.title}</h1>
      {done && (
        <Callout intent="success" role="status">
          {SET_PASSWORD_TEXTS.done}
        </Callout>
      )}
      {failure && (
        <Callout intent="danger" role="alert">
          {failure}
        </Callout>
      )}
      <p>{SET_PASSWORD_TEXTS.intro}</p>
      <NewPasswordFields form={form} large />
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        text={set.isPending ? SET_PASSWORD_TEXTS.pleaseWait : SET_PASSWORD_TEXTS.submit}
        disabled={!token || set.isPending || done || !form.isValid}
      />
      <div className="sign-in__links">
        <Link to="/auth/login">{SET_PASSWORD_TEXTS.backToSignIn}</Link>
      </div>
    </form>
  );
};
