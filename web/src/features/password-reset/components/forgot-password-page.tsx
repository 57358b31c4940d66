import { Button, Callout } from '@blueprintjs/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { forgotPasswordSchema } from '../../../../../domain/auth/password-reset-schema';
import { TextField } from '../../../components/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useForgotPassword } from '../api/forgot-password';
import { PASSWORD_RESET_TEXTS } from '../password-reset-texts';

export type ForgotPasswordPageProps = Readonly<{
  initialEmail?: string | undefined;
  orgId?: string | undefined;
  jobfairId?: string | undefined;
}>;

/** spec 1 §2.2 /auth/forgot-password and §5.3: request a reset code; ?email pre-fills the field. */
export const ForgotPasswordPage = ({ initialEmail, orgId, jobfairId }: ForgotPasswordPageProps) => {
  const form = useZodForm({ schema: forgotPasswordSchema, initialValues: { email: initialEmail ?? '' } });
  const forgot = useForgotPassword();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitTried();
    const data = form.data;
    if (!data || forgot.isPending) return;
    setFailure(null);
    forgot.mutate(data.email, {
      onSuccess: () =>
        void navigate({
          to: '/auth/forgot-password-code-verify/$email',
          params: { email: data.email },
          search: { orgId, jobfairId, sent: true },
        }),
      onError: () => setFailure(PASSWORD_RESET_TEXTS.forgotFailed),
    });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={PASSWORD_RESET_TEXTS.forgotTitle}>
      <h1 className="auth-form__title">{PASSWORD_RESET_TEXTS.forgotTitle}</h1>
      {failure && (
        <Callout intent="danger" role="alert">
          {failure}
        </Callout>
      )}
      <p>{PASSWORD_RESET_TEXTS.forgotIntro}</p>
      <TextField {...form.field('email')} label={PASSWORD_RESET_TEXTS.email} type="email" autoComplete="username" large />
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        text={forgot.isPending ? PASSWORD_RESET_TEXTS.pleaseWait : PASSWORD_RESET_TEXTS.sendCode}
        disabled={forgot.isPending || !form.isValid}
      />
      <div className="sign-in__links">
        <Link to="/auth/login">{PASSWORD_RESET_TEXTS.backToSignIn}</Link>
      </div>
    </form>
  );
};
