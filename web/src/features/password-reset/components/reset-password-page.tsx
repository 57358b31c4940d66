import { Button, Callout } from '@blueprintjs/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { resetPasswordFormSchema } from '../../../../../domain/auth/password-reset-schema';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-error';
import { api } from '../../../api/api-client';
import type { SignedInSession } from '../../../lib/stored-session';
import { useZodForm } from '../../../lib/use-zod-form';
import { startSession } from '../../../stores/session-store';
import { useConfirmForgotPassword } from '../api/confirm-forgot-password';
import { PASSWORD_RESET_TEXTS } from '../password-reset-texts';

export type ResetPasswordPageProps = Readonly<{
  email: string;
  orgId?: string | undefined;
  jobfairId?: string | undefined;
  sent?: boolean | undefined;
}>;

// The schema's cross-field rule only runs once every field is valid; the form tells it as soon as both are typed.
const passwordsMatch = (values: { password: string; confirmPassword: string }) =>
  values.confirmPassword && values.password !== values.confirmPassword
    ? { confirmPassword: "Password and Confirm Password didn't match" }
    : {};

type SignedIn = SignedInSession | { kind: 'NEW_PASSWORD_REQUIRED' };

/**
 * spec 1 §2.2 /auth/forgot-password-code-verify/{email}, §5.4, §8.2. With orgId and jobfairId the user
 * is signed in and taken to that fair's lobby; otherwise a full reload to /auth/login.
 */
export const ResetPasswordPage = ({ email, orgId, jobfairId, sent }: ResetPasswordPageProps) => {
  const form = useZodForm({
    schema: resetPasswordFormSchema,
    initialValues: { email, code: '', password: '', confirmPassword: '' },
    validate: passwordsMatch,
  });
  const reset = useConfirmForgotPassword();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string; status: string | null } | null>(null);
  const [done, setDone] = useState(false);

  const toSignIn = () => window.location.assign('/auth/login');

  const signInAndGo = async (password: string) => {
    if (!orgId || !jobfairId) return toSignIn();
    try {
      const result = await api.post<SignedIn>('/auth/sign-in', { email, password }, { auth: false });
      if (result.kind !== 'SIGNED_IN') return toSignIn();
      startSession(result);
      await navigate({ to: '/job-seeker/organizations/$orgId/jobfairs/$jobFairId/lobby', params: { orgId, jobFairId: jobfairId } });
    } catch {
      toSignIn();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitTried();
    const data = form.data;
    if (!data || reset.isPending) return;
    setFailure(null);
    reset.mutate(
      { email: data.email, code: data.code, password: data.password },
      {
        onSuccess: () => {
          setDone(true);
          setTimeout(() => void signInAndGo(data.password), 1200);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'InvalidPasswordException') {
            form.setServerErrors({ password: PASSWORD_RESET_TEXTS.invalidPassword });
            return;
          }
          if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
            form.setServerErrors(error.fieldErrors);
            return;
          }
          setFailure({ message: PASSWORD_RESET_TEXTS.resetFailed, status: PASSWORD_RESET_TEXTS.wrongCode });
        },
      },
    );
  };

  const field = (name: 'code' | 'password' | 'confirmPassword', label: string, secret: boolean) => (
    <TextField
      {...form.field(name)}
      label={label}
      secret={secret}
      large
      autoComplete={name === 'code' ? 'one-time-code' : 'new-password'}
    />
  );

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={PASSWORD_RESET_TEXTS.resetTitle}>
      <h1 className="auth-form__title">{PASSWORD_RESET_TEXTS.resetTitle}</h1>
      {sent && !failure && !done && (
        <Callout intent="primary" role="status">
          {PASSWORD_RESET_TEXTS.forgotSent}
        </Callout>
      )}
      {done && (
        <Callout intent="success" role="status">
          {PASSWORD_RESET_TEXTS.resetDone}
        </Callout>
      )}
      {failure && (
        <Callout intent="danger" role="alert">
          <p>{failure.message}</p>
          {failure.status && <p>{failure.status}</p>}
        </Callout>
      )}
      <p>{PASSWORD_RESET_TEXTS.resetIntro(email)}</p>
      {field('code', PASSWORD_RESET_TEXTS.code, false)}
      {field('password', PASSWORD_RESET_TEXTS.newPassword, true)}
      {field('confirmPassword', PASSWORD_RESET_TEXTS.confirmPassword, true)}
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        text={reset.isPending ? PASSWORD_RESET_TEXTS.pleaseWait : PASSWORD_RESET_TEXTS.resetPassword}
        disabled={reset.isPending || done || !form.isValid}
      />
      <div className="sign-in__links">
        {/* A code that expired or never arrived: ask for a new one without typing the address again. */}
        <Link to="/auth/forgot-password" search={{ email, orgId, jobfairId }}>
          {PASSWORD_RESET_TEXTS.newCode}
        </Link>
        <Link to="/auth/login">{PASSWORD_RESET_TEXTS.backToSignIn}</Link>
      </div>
    </form>
  );
};
