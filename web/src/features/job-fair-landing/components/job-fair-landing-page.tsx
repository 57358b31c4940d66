import { Button, Callout, Card, Dialog, DialogBody, DialogFooter, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { z } from 'zod';
import { signInSchema } from '../../../../../domain/auth/sign-in-schema';
import { TextField } from '../../../components/text-field';
import { api } from '../../../api/api-client';
import { isApiError } from '../../../lib/api-error';
import { endSession, sessionStore, startSession } from '../../../stores/session-store';
import { useCheckUserExists } from '../api/check-user-exists';
import { useOrgJobFairInfo } from '../api/get-org-job-fair-info';
import { useSendResetCode } from '../api/send-reset-code';
import { useSignInApplicant } from '../api/sign-in-applicant';
import { formatDuration, formatEventDate, formatEventTime, LANDING_TEXTS } from '../landing-texts';

// spec 2 §5 Landing: the email step's own words.
const emailSchema = z.string().trim().min(1, LANDING_TEXTS.emailRequired).email(LANDING_TEXTS.emailInvalid);

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
  const check = useCheckUserExists();
  const signIn = useSignInApplicant();
  const sendCode = useSendResetCode();
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  const toLobby = () =>
    void navigate({ to: '/job-seeker/organizations/$orgId/jobfairs/$jobFairId/lobby', params: { orgId, jobFairId }, replace: true });

  // Signed-in applicants go straight to the lobby; anyone else signed in is signed out first.
  const isApplicant = session?.user.roles.includes('Applicant') ?? false;
  // The effect reacts to the session only; which lobby to open is read when it runs.
  const enterLobby = useEffectEvent(toLobby);
  useEffect(() => {
    if (!session) return;
    if (isApplicant) return enterLobby();
    void api
      .post('/auth/sign-out')
      .catch(() => undefined)
      .finally(endSession);
  }, [session, isApplicant]);

  const emailCheck = emailSchema.safeParse(email);
  const emailError = touched && !emailCheck.success ? emailCheck.error.issues[0]?.message : undefined;

  const continueWithEmail = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!emailCheck.success || check.isPending) return;
    setFailure(null);
    const address = emailCheck.data.toLowerCase();
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
    const parsed = signInSchema.safeParse({ email: step.email, password });
    if (!parsed.success) return setFailure(parsed.error.issues[0]?.message ?? LANDING_TEXTS.emailInvalid);
    setFailure(null);
    signIn.mutate(parsed.data, {
      onSuccess: (result) => {
        if (result.kind !== 'SIGNED_IN') return void navigate({ to: '/auth/login', search: { email: step.email } });
        startSession(result);
        toLobby();
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
  const { orgName, jobFairName, jobFairEvent: event, sponsor, logoUrl } = info.data;

  return (
    <div className="landing">
      <Card className="landing__header" elevation={1}>
        {logoUrl && <img className="landing__logo" src={logoUrl} alt={`${jobFairName} logo`} data-testid="landing-fair-logo" />}
        <h1>{LANDING_TEXTS.title(orgName)}</h1>
        <dl className="landing__facts">
          <dt>{LANDING_TEXTS.date}</dt>
          <dd>{formatEventDate(event.startDate)}</dd>
          <dt>{LANDING_TEXTS.time}</dt>
          <dd>{formatEventTime(event.startTime, event.timezone)}</dd>
          <dt>{LANDING_TEXTS.duration}</dt>
          <dd>{formatDuration(event.durationHours, event.durationMinutes)}</dd>
        </dl>
        {sponsor && <p className="landing__sponsor">{sponsor.sponsoredByText || LANDING_TEXTS.sponsoredBy(sponsor.name)}</p>}
      </Card>
      <Card className="landing__body" elevation={1}>
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
              onChange={setEmail}
              onBlur={() => setTouched(true)}
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
              onChange={setPassword}
            />
            <Button variant="minimal" className="landing__forgot" text={LANDING_TEXTS.forgotPassword} onClick={() => setForgotOpen(true)} />
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
            {renderRegistration(step.email, toLobby)}
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
