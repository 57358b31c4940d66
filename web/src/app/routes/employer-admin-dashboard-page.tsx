import { Button, Card, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { SetupStepper } from '../../features/employer-dashboard/components/setup-stepper';
import { effectiveStep, nextStepState, type StepFacts, type StepNumber } from '../../features/employer-dashboard/dashboard-steps';
import { DASHBOARD_TEXTS, STEP_TEXTS } from '../../features/employer-dashboard/dashboard-texts';
import '../../features/employer-dashboard/employer-dashboard.css';
import { useSuspenseJobFairs } from '../../features/jobfairs/api/get-job-fairs';
import { JobFairsPanel } from '../../features/jobfairs/components/job-fairs-panel';
import { useOrganization } from '../../features/organization/api/get-organization';
import { OrganizationForm } from '../../features/organization/components/organization-form';
import { BoothsPanel } from '../../features/booths/components/booths-panel';
import { useRecruiters } from '../../api/get-recruiters';
import { RecruitersPanel } from '../../features/recruiters/components/recruiters-panel';
import { jobFairSelectionStore } from '../../stores/job-fair-selection-store';
import { sessionStore } from '../../stores/session-store';

type DashboardProps = Readonly<{ organizationId: string; requestedStep: number | undefined; onStepChange: (step: StepNumber) => void }>;

/** spec 1 §2.6: /employer-admin/dashboard, the four-step setup of an employer. */
export const EmployerAdminDashboardPage = ({ organizationId, requestedStep, onStepChange }: DashboardProps) => {
  const navigate = useNavigate();
  const organization = useOrganization(organizationId);
  const fairs = useSuspenseJobFairs(organizationId);
  const { activeJobFair } = useSnapshot(jobFairSelectionStore);
  const { session } = useSnapshot(sessionStore);
  const recruiters = useRecruiters(organizationId);
  const [setupComplete, setSetupComplete] = useState(false);

  const facts: StepFacts = {
    organizationSaved: organization.data !== null,
    paidJobFairExists: fairs.data.some((fair) => fair.paymentStatus === 'Paid'),
    jobFairLoaded: activeJobFair !== null,
  };
  const step = effectiveStep(requestedStep, facts);
  const next = nextStepState(step, facts);

  return (
    <div className="page dashboard">
      <SetupStepper current={step} facts={facts} onSelect={onStepChange} />
      <Card className="dashboard__step" elevation={1}>
        <header className="dashboard__step-header">
          <span className="dashboard__step-number">{DASHBOARD_TEXTS.stepLabel(step)}</span>
          <h1>{STEP_TEXTS[step].title}</h1>
          <p>{STEP_TEXTS[step].content}</p>
        </header>
        {step === 1 && (
          <OrganizationForm organizationId={organizationId} organization={organization.data} onSaved={() => onStepChange(2)} />
        )}
        {step === 2 && organization.data && (
          <JobFairsPanel organizationId={organizationId} organizationName={organization.data.companyName} mayStartInPast={false} />
        )}
        {step === 3 && <RecruitersPanel organizationId={organizationId} currentUserId={session?.user.userId ?? ''} />}
        {step === 4 && (
          <BoothsPanel
            jobFairId={activeJobFair?.id ?? null}
            recruiters={(recruiters.data ?? []).map((user) => ({ id: user.id, name: `${user.firstName} ${user.lastName}` }))}
            mayManage
          />
        )}
      </Card>
      <div className="dashboard__nav">
        <Button
          icon="arrow-left"
          text={DASHBOARD_TEXTS.back}
          disabled={step === 1}
          onClick={() => onStepChange((step - 1) as StepNumber)}
        />
        {next.kind === 'next' ? (
          <Button
            intent="primary"
            endIcon="arrow-right"
            text={DASHBOARD_TEXTS.next}
            disabled={!next.enabled}
            onClick={() => onStepChange(next.step)}
          />
        ) : (
          <Button intent="success" icon="tick" text={DASHBOARD_TEXTS.finish} onClick={() => setSetupComplete(true)} />
        )}
      </div>
      <Dialog
        isOpen={setupComplete}
        onClose={() => setSetupComplete(false)}
        title={DASHBOARD_TEXTS.setupComplete}
        icon="tick-circle"
        isCloseButtonShown={false}
      >
        <DialogBody>
          <p>{DASHBOARD_TEXTS.setupCompleteMessage}</p>
        </DialogBody>
        <DialogFooter
          actions={<Button intent="primary" text={DASHBOARD_TEXTS.close} onClick={() => void navigate({ to: '/recruiter/booth' })} />}
        />
      </Dialog>
    </div>
  );
};
