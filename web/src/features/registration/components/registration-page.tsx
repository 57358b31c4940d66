import { Button, NonIdealState } from '@blueprintjs/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Role } from '../../../../../domain/auth/roles';
import { startSession } from '../../../stores/session-store';
import type { ConfirmSignUpAnswer } from '../api/confirm-sign-up';
import { REGISTRATION_TEXTS } from '../registration-texts';
import { ConfirmationStep } from './confirmation-step';
import { RegistrationForm } from './registration-form';

type Step = { kind: 'form' } | { kind: 'confirm'; email: string; password: string } | { kind: 'done'; signedIn: boolean };

export type RegistrationPageProps = Readonly<{
  roles: readonly Role[];
  sponsorId?: string | undefined;
  initialEmail?: string | undefined;
  /** The after-login handler of spec 3 §4; defaults to the role's home. */
  afterSignIn?: () => void;
}>;

/** spec 3 §2.1 and §4 Registration: the form, then the confirmation step, then 'Confirmation Completed!'. */
export const RegistrationPage = ({ roles, sponsorId, initialEmail, afterSignIn }: RegistrationPageProps) => {
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const navigate = useNavigate();
  const title = roles.includes('Applicant') ? REGISTRATION_TEXTS.applicantTitle : REGISTRATION_TEXTS.employerTitle;

  const confirmed = (session: ConfirmSignUpAnswer['session']) => {
    if (session) startSession({ accessToken: session.accessToken, expiresAt: session.expiresAt, user: session.user });
    setStep({ kind: 'done', signedIn: session !== null });
  };

  return (
    <div className="registration-page">
      <h1 className="auth-form__title">{title}</h1>
      {step.kind === 'form' && (
        <>
          <p>
            {REGISTRATION_TEXTS.haveAccount} <Link to="/auth/login">{REGISTRATION_TEXTS.signIn}</Link>
          </p>
          <RegistrationForm roles={roles} sponsorId={sponsorId} initialEmail={initialEmail} onRegistered={(account) => setStep({ kind: 'confirm', ...account })} />
        </>
      )}
      {step.kind === 'confirm' && <ConfirmationStep email={step.email} password={step.password} onConfirmed={confirmed} />}
      {step.kind === 'done' && (
        <NonIdealState
          icon="tick-circle"
          title={REGISTRATION_TEXTS.confirmationCompleted}
          description={step.signedIn ? REGISTRATION_TEXTS.completedSignedIn : undefined}
          action={
            step.signedIn ? (
              <Button intent="primary" text={REGISTRATION_TEXTS.continue} onClick={() => (afterSignIn ? afterSignIn() : void navigate({ to: '/' }))} />
            ) : (
              <Link to="/auth/login">{REGISTRATION_TEXTS.goToSignIn}</Link>
            )
          }
        />
      )}
    </div>
  );
};
