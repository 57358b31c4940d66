import { Button, Callout } from '@blueprintjs/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { SIGN_IN_LOCKOUT } from '../../../../../domain/auth/auth-messages';
import { signInSchema } from '../../../../../domain/auth/sign-in-schema';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { connectionStore } from '../../../stores/connection-store';
import { startSession } from '../../../stores/session-store';
import { type SignInResult, useSignIn } from '../api/sign-in';
import { AUTH_FRAME_TEXTS } from '../auth-frame-texts';
import { SIGN_IN_TEXTS, type SignInFailure, signInFailure } from '../sign-in-messages';
import { LOCKOUT_TEXTS } from '../sign-in-lockout';
import { useSignInLockout } from '../use-sign-in-lockout';
import '../auth.css';
import { NewPasswordDialog } from './new-password-dialog';

type Challenge = Extract<SignInResult, { kind: 'NEW_PASSWORD_REQUIRED' }>;

export type LoginPageProps = Readonly<{
  initialEmail?: string | undefined;
  /** Hook for the lockout counter of spec 1 §4.7 (later issue): every failure passes through here. */
  onFailure?: (failure: SignInFailure) => void;
}>;

/** spec 1 §2.2 and §5.1: /auth/login. */
export const LoginPage = ({ initialEmail, onFailure }: LoginPageProps) => {
  const { online } = useSnapshot(connectionStore);
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useZodForm({ schema: signInSchema, initialValues: { email: initialEmail ?? '', password: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  // spec 1 §8.1 UserNotConfirmedException: the way back to the confirmation step.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const lockout = useSignInLockout();

  const fail = (result: SignInFailure) => {
    setFailure(result.message);
    onFailure?.(result);
  };

  const signedIn = (result: Extract<SignInResult, { kind: 'SIGNED_IN' }>) => {
    lockout.succeeded();
    startSession(result);
    void navigate({ to: '/' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitTried();
    if (!form.data || signIn.isPending || lockout.locked) return;
    if (!navigator.onLine) return fail(signInFailure({ offline: true, networkError: false }));
    setFailure(null);
    setChallenge(null);
    signIn.mutate(form.data, {
      onSuccess: (result) => {
        if (result.kind === 'NEW_PASSWORD_REQUIRED') {
          lockout.succeeded();
          return setChallenge(result);
        }
        signedIn(result);
      },
      onError: (error) => {
        setUnconfirmed(isApiError(error) && error.code === 'UserNotConfirmedException' ? (form.data?.email ?? null) : null);
        if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
          form.setServerErrors(error.fieldErrors);
          return;
        }
        const result = signInFailure({
          offline: !navigator.onLine,
          networkError: isApiError(error) && error.isNetworkError,
          code: isApiError(error) ? error.code : undefined,
          message: error.message,
        });
        if (!result.countsTowardLockout) return fail(result);
        // The fifth failure locks the form: the locked words replace the wrong-password ones.
        const failuresBefore = lockout.failuresSoFar;
        lockout.failed();
        fail(failuresBefore + 1 >= SIGN_IN_LOCKOUT.maxFailures ? { ...result, message: LOCKOUT_TEXTS.lockedError } : result);
      },
    });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={AUTH_FRAME_TEXTS.signInTitle}>
      <h1 className="auth-form__title">{AUTH_FRAME_TEXTS.signInTitle}</h1>
      {!online && (
        <Callout intent="warning" icon="offline" role="status">
          {SIGN_IN_TEXTS.offlineBanner}
        </Callout>
      )}
      {failure && (
        <Callout intent="danger" role="alert" data-testid="sign-in-error">
          {failure}
          {unconfirmed && (
            <>
              {' '}
              <Link to="/auth/registration" search={{ email: unconfirmed, confirm: true }}>
                {AUTH_FRAME_TEXTS.enterConfirmationCode}
              </Link>
            </>
          )}
        </Callout>
      )}
      {lockout.locked && (
        <Callout intent="danger" icon="lock" role="alert" data-testid="sign-in-locked">
          {LOCKOUT_TEXTS.lockedBanner}
        </Callout>
      )}
      {challenge && (
        <NewPasswordDialog
          email={challenge.email}
          challengeSession={challenge.challengeSession}
          onSignedIn={signedIn}
          onExpired={(message) => {
            setChallenge(null);
            setFailure(message);
          }}
        />
      )}
      <TextField {...form.field('email')} label={AUTH_FRAME_TEXTS.email} type="email" autoComplete="username" large />
      <TextField {...form.field('password')} label={AUTH_FRAME_TEXTS.password} secret autoComplete="current-password" large />
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        text={AUTH_FRAME_TEXTS.submit}
        loading={signIn.isPending}
        disabled={!form.isValid || signIn.isPending || !online || lockout.locked}
      />
      {lockout.warning && !lockout.locked && (
        <p className="sign-in__warning" role="status" data-testid="sign-in-warning">
          {lockout.warning}
        </p>
      )}
      <div className="sign-in__links">
        <Link to="/auth/forgot-password" search={{ email: form.values.email || undefined }}>
          {AUTH_FRAME_TEXTS.forgotPassword}
        </Link>
        <Link to="/auth/registration">{AUTH_FRAME_TEXTS.createEmployerAccount}</Link>
      </div>
    </form>
  );
};
