import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { confirmationCodeSchema } from '../../../../../domain/auth/registration-schema';
import { Field, fieldIntent } from '../../../components/field';
import { isApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useConfirmSignUp, type ConfirmSignUpAnswer } from '../api/confirm-sign-up';
import { useResendConfirmationCode } from '../api/resend-confirmation-code';
import { confirmationFailure, REGISTRATION_TEXTS, RESEND_MESSAGES } from '../registration-texts';
import { useCountdown } from '../use-countdown';

const RESEND_COOLDOWN_SECONDS = 60; // spec 3 §9
const confirmationCodeForm = z.object({ code: confirmationCodeSchema });

type Props = Readonly<{
  email: string;
  password: string;
  onConfirmed: (session: ConfirmSignUpAnswer['session']) => void;
  /** False when the user comes back later: the last code may be long gone, so resend is open at once. */
  justSent?: boolean;
}>;

/** spec 3 §2.1, §4: enter the mailed code; 'Resend Confirmation Code' once a minute. */
export const ConfirmationStep = ({ email, password, onConfirmed, justSent = true }: Props) => {
  const form = useZodForm({ schema: confirmationCodeForm, initialValues: { code: '' }, showErrors: 'blurred' });
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const confirm = useConfirmSignUp();
  const resend = useResendConfirmationCode();
  // The first code went out with the sign-up; the server keeps the same minute between codes.
  const { secondsLeft, start } = useCountdown(justSent ? RESEND_COOLDOWN_SECONDS : 0);

  const codeError = form.errorOf('code');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitTried();
    if (!form.data || confirm.isPending) return;
    setFailure(null);
    setNotice(null);
    confirm.mutate(
      { email, code: form.data.code, ...(password ? { password } : {}) },
      {
        onSuccess: (answer) => onConfirmed(answer.session),
        onError: (error) => setFailure(confirmationFailure(isApiError(error) ? error.code : undefined)),
      },
    );
  };

  const resendCode = () => {
    setFailure(null);
    setNotice(null);
    if (!email) return setFailure(RESEND_MESSAGES.noEmail);
    start(RESEND_COOLDOWN_SECONDS);
    resend.mutate(email, {
      onSuccess: () => setNotice(RESEND_MESSAGES.success),
      onError: () => setFailure(RESEND_MESSAGES.failed),
    });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={REGISTRATION_TEXTS.confirmationTitle}>
      {failure && (
        <Callout intent="danger" role="alert" data-testid="confirmation-error">
          {failure}
        </Callout>
      )}
      {notice && (
        <Callout intent="success" role="status">
          {notice}
        </Callout>
      )}
      <h2 className="confirmation-step__title">{REGISTRATION_TEXTS.confirmationTitle}</h2>
      <p>{REGISTRATION_TEXTS.confirmationIntro(email)}</p>
      <Field label={REGISTRATION_TEXTS.confirmationCode} htmlFor="code" error={codeError}>
        <InputGroup
          id="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          size="large"
          value={form.values.code}
          intent={fieldIntent(codeError)}
          onValueChange={(value) => form.setValue('code', value.replace(/\s/g, ''))}
          onBlur={() => form.touch('code')}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? 'code-error' : undefined}
        />
      </Field>
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        text={confirm.isPending ? REGISTRATION_TEXTS.pleaseWait : REGISTRATION_TEXTS.confirm}
        disabled={confirm.isPending || !form.isValid}
      />
      <Button
        variant="minimal"
        intent="primary"
        icon="refresh"
        className="confirmation-step__resend"
        text={secondsLeft > 0 ? REGISTRATION_TEXTS.resendIn(secondsLeft) : REGISTRATION_TEXTS.resendCode}
        disabled={secondsLeft > 0 || resend.isPending}
        onClick={resendCode}
      />
    </form>
  );
};
