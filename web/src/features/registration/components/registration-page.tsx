import { Button } from '@blueprintjs/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useState } from 'react';
import type { Role } from '../../../../../domain/auth/roles';
import { startSession } from '../../../stores/session-store';
import type { ConfirmSignUpAnswer } from '../api/confirm-sign-up';
import { REGISTRATION_TEXTS } from '../registration-texts';
import '../registration.css';
import { ConfirmationStep } from './confirmation-step';
import { RegistrationForm } from './registration-form';
import { SuccessState } from '../../../components/success-state';

type SignedIn = NonNullable<ConfirmSignUpAnswer['session']>;
type Step = { kind: 'form' } | { kind: 'confirm'; email: string; password: string } | { kind: 'done'; session: SignedIn | null };

/** How long 'Confirmation Completed!' shows before the signed-in user is taken on (the guard leaves /auth then). */
const COMPLETED_VIEW_MS = 2500;

export type RegistrationPageProps = Readonly<{
  roles: readonly Role[];
  sponsorId?: string | undefined;
  initialEmail?: string | undefined;
  /** An account that registered earlier but never confirmed: open the confirmation step for initialEmail. */
  startAtConfirmation?: boolean | undefined;
  /** The after-login handler of spec 3 §4; defaults to the role's home. */
  afterSignIn?: () => void;
}>;

/** spec 3 §2.1 and §4 Registration: the form, then the confirmation step, then 'Confirmation Completed!'. */
export const RegistrationPage = ({ roles, sponsorId, initialEmail, startAtConfirmation, afterSignIn }: RegistrationPageProps) => {
  const [step, setStep] = useState<Step>(() =>
    startAtConfirmation && initialEmail ? { kind: 'confirm', email: initialEmail, password: '' } : { kind: 'form' },
  );
  const navigate = useNavigate();
  const title = roles.includes('Applicant') ? REGISTRATION_TEXTS.applicantTitle : REGISTRATION_TEXTS.employerTitle;

  const session = step.kind === 'done' ? step.session : null;
  // The session starts once the view has been seen: starting it re-runs the route guard, which leaves /auth.
  const enter = (signedIn: SignedIn) => {
    startSession(signedIn);
    if (afterSignIn) afterSignIn();
    else void navigate({ to: '/' });
  };
  // The timer restarts only for a new session, not when the parent passes a new after-sign-in handler.
  const enterLater = useEffectEvent(enter);
  useEffect(() => {
    if (!session) return undefined;
    const timer = setTimeout(() => enterLater(session), COMPLETED_VIEW_MS);
    return () => clearTimeout(timer);
  }, [session]);

  return (
    <div className="registration-page">
      <h1 className="auth-form__title">{title}</h1>
      {step.kind === 'form' && (
        <>
          <p>
            {REGISTRATION_TEXTS.haveAccount} <Link to="/auth/login">{REGISTRATION_TEXTS.signIn}</Link>
          </p>
          <RegistrationForm
            roles={roles}
            sponsorId={sponsorId}
            initialEmail={initialEmail}
            onRegistered={(account) => setStep({ kind: 'confirm', ...account })}
          />
        </>
      )}
      {step.kind === 'confirm' && (
        <ConfirmationStep
          email={step.email}
          password={step.password}
          justSent={step.password !== ''}
          onConfirmed={(signedIn) => setStep({ kind: 'done', session: signedIn })}
        />
      )}
      {step.kind === 'done' && (
        <SuccessState
          title={REGISTRATION_TEXTS.confirmationCompleted}
          description={step.session ? REGISTRATION_TEXTS.completedSignedIn : undefined}
          action={
            step.session ? (
              <Button intent="primary" text={REGISTRATION_TEXTS.continue} onClick={() => enter(step.session!)} />
            ) : (
              <Link to="/auth/login">{REGISTRATION_TEXTS.goToSignIn}</Link>
            )
          }
        />
      )}
    </div>
  );
};
