import { Button, Callout, Card, Dialog, DialogBody, DialogFooter, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { z } from 'zod';
import { signInSchema } from '../../../../../domain/auth/sign-in-schema';
import { TextField } from '../../../components/text-field';
import { api } from '../../../api/api-client';
import { isApiError } from '../../../lib/api-error';
import { useBrandTheme } from '../../../lib/brand-theme';
import { useZodForm } from '../../../lib/use-zod-form';
import { endSession, sessionStore, startSession } from '../../../stores/session-store';
import { useCheckUserExists } from '../api/check-user-exists';
import { useOrgJobFairInfo } from '../api/get-org-job-fair-info';
import { registerJobseeker } from '../api/register-jobseeker';
import { useSendResetCode } from '../api/send-reset-code';
import { useSignInApplicant } from '../api/sign-in-applicant';
import { LANDING_TEXTS } from '../landing-texts';
import '../job-fair-landing.css';
import { LandingGuide } from './landing-guide';
import { LandingHero } from './landing-hero';

// spec 2 §5 Landing: the email step's own words.
const emailForm = z.object({ email: z.string().trim().min(1, LANDING_TEXTS.emailRequired).email(LANDING_TEXTS.emailInvalid) });

type Step = { kind: 'email' } | { kind: 'password'; email: string } | { kind: 'register'; email: string };

export type JobFairLandingPageProps = Readonly<{
  orgId: string;
  jobFairId: string;
  /** The applicant registration (spec 2 §2.3), composed by the app; `onSignedIn` goes to the lobby. */
  renderRegistration: (email: string, onSignedIn: () => void) => ReactNode;
}>;

/** spec 2 §2.3: /job-seeker/organizations/{orgId}/jobfairs/{jobFairId}, the public entrance to a fair. */
export const JobFairLandingPage = ({ orgId, jobFairId, renderRegistration }: JobFairLandingPageProps) => {
  const navigate = useNavigate();
  const { session } = useSnapshot(sessionStore);
  const info = useOrgJobFairInfo(orgId, jobFairId);
  useBrandTheme(info.data?.brandColor);
  const check = useCheckUserExists();
  const signIn = useSignInApplicant();
  const sendCode = useSendResetCode();
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const emailStep = useZodForm({ schema: emailForm, initialValues: { email: '' }, showErrors: 'blurred' });
  // The password step signs in with the address the email step found.
  const signInInput = useCallback(
    ({ password }: { password: string }) => ({ email: step.kind === 'password' ? step.email : '', password }),
    [step],
  );
  const passwordStep = useZodForm({ schema: signInSchema, initialValues: { password: '' }, toInput: signInInput });
  const { email } = emailStep.values;
  const { password } = passwordStep.values;
  const [failure, setFailure] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  const toLobby = () =>
    void navigate({ to: '/job-seeker/organizations/$orgId/jobfairs/$jobFairId/lobby', params: { orgId, jobFairId }, replace: true });
  // spec 2 §3 Jobseeker registration: signing up or in here registers the seeker to this fair. A failed
  // registration does not keep them out of the lobby (their sign-in to the fair still lists them).
  const registerAndEnter = () => {
    const user = sessionStore.session?.user;
    const registration = user
      ? registerJobseeker({
          organizationId: orgId,
          jobFairId,
          id: user.userId,
          registrationData: { email: user.email, given_name: user.firstName, family_name: user.lastName, phone_number: null },
        }).catch((error: unknown) => console.warn('Jobseeker registration failed', error))
      : Promise.resolve();
    void registration.finally(toLobby);
  };

  // Signed-in applicants go straight to the lobby of an open fair; anyone else signed in is signed out first.
  const isApplicant = session?.user.roles.includes('Applicant') ?? false;
  const isOpen = info.data?.opening === 'open';
  // The effect reacts to the session only; which lobby to open is read when it runs.
  const enterLobby = useEffectEvent(toLobby);
  useEffect(() => {
    if (!session) return;
    if (isApplicant) {
      if (isOpen) enterLobby();
      return;
    }
    void api
      .post('/auth/sign-out')
      .catch(() => undefined)
      .finally(endSession);
  }, [session, isApplicant, isOpen]);

  const emailError = emailStep.errorOf('email');

  const continueWithEmail = (event: FormEvent) => {
    event.preventDefault();
    emailStep.markSubmitTried();
    if (!emailStep.data || check.isPending) return;
    setFailure(null);
    const address = emailStep.data.email.toLowerCase();
    check.mutate(address, {
      onSuccess: ({ account }) => {
        if (account === 'NONE') return setStep({ kind: 'register', email: address });
        if (account === 'APPLICANT') return setStep({ kind: 'password', email: address });
        void navigate({ to: '/auth/login', search: { email: address } });
      },
      onError: (error) => setFailure(error.message),
    });
  };

  const login = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'password' || signIn.isPending) return;
    if (!passwordStep.data) return setFailure(passwordStep.firstError ?? LANDING_TEXTS.emailInvalid);
    setFailure(null);
    signIn.mutate(passwordStep.data, {
      onSuccess: (result) => {
        if (result.kind !== 'SIGNED_IN') return void navigate({ to: '/auth/login', search: { email: step.email } });
        startSession(result);
        registerAndEnter();
      },
      onError: (error) => setFailure(error.message),
    });
  };

  const forgot = () => {
    if (step.kind !== 'password') return;
    sendCode.mutate(step.email, {
      onSuccess: () =>
        void navigate({
          to: '/auth/forgot-password-code-verify/$email',
          params: { email: step.email },
          search: { orgId, jobfairId: jobFairId, sent: true },
        }),
      onError: (error) => {
        setForgotOpen(false);
        setFailure(error.message);
      },
    });
  };

  if (info.isPending) return <Spinner className="page-spinner" size={40} />;
  if (info.isError || !info.data) {
    return (
      <NonIdealState
        icon="calendar"
        title={isApiError(info.error) && info.error.status === 404 ? LANDING_TEXTS.notFound : info.error?.message}
      />
    );
  }
  const { opening } = info.data;

  return (
    <div className="landing">
      <LandingHero info={info.data} />
      {opening !== 'open' ? (
        <Card className="landing__body" elevation={2}>
          <NonIdealState
            icon={opening === 'ended' ? 'calendar' : 'time'}
            title={opening === 'ended' ? LANDING_TEXTS.endedTitle : LANDING_TEXTS.notOpenTitle}
            description={opening === 'ended' ? LANDING_TEXTS.endedBody : LANDING_TEXTS.notOpenBody}
          />
        </Card>
      ) : (
        <div className="landing__columns">
          <Card className="landing__body" elevation={2}>
            <h2 className="landing__form-title">{LANDING_TEXTS.formTitle}</h2>
            <p className="landing__form-hint">{LANDING_TEXTS.formHint}</p>
            {failure && (
              <Callout intent="danger" role="alert" data-testid="landing-error">
                {failure}
              </Callout>
            )}
            {step.kind === 'email' && (
              <form className="auth-form" onSubmit={continueWithEmail} noValidate>
                <TextField
                  id="landing-email"
                  label={LANDING_TEXTS.email}
                  type="email"
                  autoComplete="email"
                  large
                  value={email}
                  error={emailError}
                  onChange={(value) => emailStep.setValue('email', value)}
                  onBlur={() => emailStep.touch('email')}
                />
                <Button
                  type="submit"
                  intent="primary"
                  size="large"
                  fill
                  text={check.isPending ? LANDING_TEXTS.pleaseWait : LANDING_TEXTS.continue}
                  disabled={check.isPending}
                />
              </form>
            )}
            {step.kind === 'password' && (
              <form className="auth-form" onSubmit={login} noValidate>
                <TextField id="landing-email" label={LANDING_TEXTS.email} large readOnly value={step.email} />
                <TextField
                  id="landing-password"
                  label={LANDING_TEXTS.password}
                  secret
                  autoComplete="current-password"
                  large
                  value={password}
                  onChange={(value) => passwordStep.setValue('password', value)}
                />
                <Button
                  variant="minimal"
                  className="landing__forgot"
                  text={LANDING_TEXTS.forgotPassword}
                  onClick={() => setForgotOpen(true)}
                />
                <Button
                  type="submit"
                  intent="primary"
                  size="large"
                  fill
                  text={signIn.isPending ? LANDING_TEXTS.pleaseWait : LANDING_TEXTS.login}
                  disabled={signIn.isPending || !password}
                />
                <Button variant="minimal" text={LANDING_TEXTS.useAnotherEmail} onClick={() => setStep({ kind: 'email' })} />
              </form>
            )}
            {step.kind === 'register' && (
              <>
                {renderRegistration(step.email, registerAndEnter)}
                {/* The email is read-only in the form: a mistyped address needs a way back. */}
                <Button
                  variant="minimal"
                  className="landing__back"
                  text={LANDING_TEXTS.useAnotherEmail}
                  onClick={() => setStep({ kind: 'email' })}
                />
              </>
            )}
          </Card>
          <LandingGuide />
        </div>
      )}
      <Dialog isOpen={forgotOpen} onClose={() => setForgotOpen(false)} title={LANDING_TEXTS.forgotTitle}>
        <DialogBody>
          <p>{step.kind === 'password' ? LANDING_TEXTS.forgotBody(step.email) : null}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={LANDING_TEXTS.cancel} onClick={() => setForgotOpen(false)} />
              <Button
                intent="primary"
                text={sendCode.isPending ? LANDING_TEXTS.pleaseWait : LANDING_TEXTS.sendCode}
                disabled={sendCode.isPending}
                onClick={forgot}
              />
            </>
          }
        />
      </Dialog>
    </div>
  );
};
