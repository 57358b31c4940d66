import { JobFairLandingPage } from '../../features/job-fair-landing/components/job-fair-landing-page';
import '../../features/job-fair-landing/job-fair-landing.css';
import { RegistrationPage } from '../../features/registration/components/registration-page';

const APPLICANT = ['Applicant'] as const;

/** spec 2 §2.3: the landing, with the Applicant registration for addresses that have no account yet. */
export const JobFairLandingRoute = ({ orgId, jobFairId }: { orgId: string; jobFairId: string }) => (
  <div className="landing-frame">
    <JobFairLandingPage
      orgId={orgId}
      jobFairId={jobFairId}
      renderRegistration={(email, onSignedIn) => <RegistrationPage roles={APPLICANT} initialEmail={email} afterSignIn={onSignedIn} />}
    />
  </div>
);
