import { AnchorButton, Button, Callout, Card, Icon, InputGroup, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useSetJobFairActivation } from '../api/set-job-fair-activation';
import { ADMIN_JOB_FAIR_TEXTS as T } from '../admin-job-fair-texts';
import { formatFairDate, formatFairTime } from '../job-fair-format';
import { JOB_FAIR_TEXTS } from '../job-fair-texts';
import type { JobFair } from '../job-fair-types';

/** The job seeker onboarding link of a fair, on this (public) host (spec 3 §2.2). */
const onboardingLink = (fair: Pick<JobFair, 'companyId' | 'id'>, origin: string) =>
  `${origin}/job-seeker/organizations/${fair.companyId}/jobfairs/${fair.id}`;

/** One fair on the admin's list: facts, onboarding link once activated, activation and edit (spec 3 §2.2). */
export const AdminJobFairCard = ({ fair, onEdit }: { fair: JobFair; onEdit: (fair: JobFair) => void }) => {
  const activation = useSetJobFairActivation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const link = onboardingLink(fair, window.location.origin);
  const paid = fair.paymentStatus === 'Paid';

  return (
    <Card className="admin-job-fair-card" elevation={1} role="article" aria-label={fair.name} data-testid="admin-job-fair-card">
      {paid && <span className="admin-job-fair-card__ribbon">{T.paid}</span>}
      <h3>{fair.name}</h3>
      <dl className="job-fair-card__facts">
        <div>
          <dt>
            <Icon icon="stopwatch" size={12} /> {T.duration}
          </dt>
          <dd>{JOB_FAIR_TEXTS.duration(fair.durationHours, fair.durationMinutes)}</dd>
        </div>
        <div>
          <dt>
            <Icon icon="calendar" size={12} /> {T.startDate}
          </dt>
          <dd>{formatFairDate(fair.startDate)}</dd>
        </div>
        <div>
          <dt>
            <Icon icon="time" size={12} /> {T.startTime}
          </dt>
          <dd>
            {formatFairTime(fair.startTime)} {fair.timezone}
          </dd>
        </div>
      </dl>
      {fair.isActivated && (
        <InputGroup
          readOnly
          value={link}
          aria-label={T.onboardingLink}
          rightElement={
            <Button
              variant="minimal"
              icon={copied ? 'tick' : 'duplicate'}
              text={copied ? T.copied : T.copy}
              onClick={() => {
                void navigator.clipboard?.writeText(link).catch(() => undefined);
                setCopied(true);
              }}
            />
          }
        />
      )}
      <div className="admin-job-fair-card__footer">
        <Tag intent={fair.isActivated ? 'success' : 'none'} data-testid="activation-badge">
          {fair.isActivated ? T.activated : T.notActivated}
        </Tag>
        {/* spec 3 §2.2: the fair's Event Lobby (/admin/lobby/:orgId/:jobFairId). */}
        <AnchorButton variant="minimal" icon="grid-view" text={T.lobby} href={`/admin/lobby/${fair.companyId}/${fair.id}`} />
        <AnchorButton
          variant="minimal"
          icon="timeline-bar-chart"
          text={T.fairReport}
          href={`/admin/fair-report/${fair.companyId}/${fair.id}`}
        />
        <Button variant="minimal" icon="edit" text={T.edit} onClick={() => onEdit(fair)} />
        <Button
          intent={fair.isActivated ? 'warning' : 'primary'}
          text={fair.isActivated ? T.deactivate : T.activate}
          loading={activation.isPending}
          disabled={!fair.isActivated && !paid}
          onClick={() => activation.mutate({ organizationId: fair.companyId, jobFairId: fair.id, isActivated: !fair.isActivated })}
        />
      </div>
      {activation.isError && (
        <Callout intent="danger" role="alert">
          {activation.error.message}
        </Callout>
      )}
    </Card>
  );
};
