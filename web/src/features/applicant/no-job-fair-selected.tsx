import { Button, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { APPLICANT_TEXTS } from './applicant-texts';

/** The applicant area's root: no job fair in the URL. Logout signs out and goes to the sign-in page. */
export const NoJobFairSelected = () => {
  const navigate = useNavigate();
  return (
    <div className="page page--centered">
      <NonIdealState
        icon="calendar"
        title={APPLICANT_TEXTS.noJobFairTitle}
        description={
          <>
            <p>{APPLICANT_TEXTS.noJobFairMessage}</p>
            <p>{APPLICANT_TEXTS.noJobFairHint}</p>
          </>
        }
        action={<Button intent="primary" icon="log-out" text={APPLICANT_TEXTS.logout} onClick={() => void navigate({ to: '/logout' })} />}
      />
    </div>
  );
};
